// The demo data a new installation starts with (docs/product/time-and-demo-data.md): an admin, a demo
// coach and a demo aspirant with fixed log-ins, more coaches with availability in the next two
// weeks, past and upcoming sessions, blog posts, resources and live discussions.
// Runs once, inside the seeding transaction, on an empty database.

import { randomBytes } from 'node:crypto';
import type { WeeklyHoursRange } from '@ssb/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  availabilityWindows,
  coachSchedules,
  blogPosts,
  discussionAttendees,
  discussions,
  resources,
  sessions,
  sessionTypes,
  users,
} from '../schema';
import { hashPassword } from '../../platform/passwords';
import { DEMO_BLOG_POSTS } from './demo-blog';
import { seedDemoPayments } from './demo-payments';
import { seedDemoVerification } from './demo-verification';
import { seedDemoPractice } from './demo-practice';
import { seedDemoPracticeReview } from './demo-practice-review';
import {
  DEMO_ADMIN,
  DEMO_COACHES,
  DEMO_MENTEE,
  OTHER_MENTEES,
  type DemoCoach,
  type DemoPerson,
  type SessionCategory,
} from './demo-people';
import { DEMO_DISCUSSIONS, DEMO_RESOURCES } from './demo-resources';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * MINUTE_MS;

/** Weekly hours of the demo coaches who keep a schedule: weekday evenings, Saturday mornings (their zone, India). */
const DEMO_WEEKLY_HOURS: WeeklyHoursRange[] = [
  ...([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '18:00', end: '21:00' })),
  { weekday: 6, start: '09:00', end: '13:00' },
];

/** The demo coach's sessions with the demo aspirant, so both dashboards have something to show. */
const DEMO_PAIR_SESSIONS: {
  coach: string;
  day: number;
  at: string;
  minutes: number;
  title: string;
  sessionType: SessionCategory;
  description: string;
  price: number;
  status: 'scheduled' | 'completed';
  rating?: [stars: number, feedback: string];
}[] = [
  {
    coach: 'mentor@example.com',
    day: -6,
    at: '10:00',
    minutes: 60,
    title: 'GTO series walkthrough',
    sessionType: 'planning_exercise',
    description: 'I was conferenced out at 21 SSB Bhopal. Please go through the GTO tasks with me, especially the GPE.',
    price: 2500,
    status: 'completed',
    rating: [
      5,
      'Colonel sir explained every PGT rule and made me brief him on the command task until it was crisp. Exactly what I needed.',
    ],
  },
  {
    coach: 'mentor@example.com',
    day: -2,
    at: '10:00',
    minutes: 30,
    title: 'Group Planning Exercise debrief',
    sessionType: 'planning_exercise',
    description: 'Reviewing the GPE solution I wrote after our first session.',
    price: 1300,
    status: 'completed',
  },
  {
    // inside the demo coach's day-2 window (17:00-20:00 IST)
    coach: 'mentor@example.com',
    day: 2,
    at: '18:00',
    minutes: 60,
    title: 'Command task and PGT session',
    sessionType: 'planning_exercise',
    description: 'I lose the group after the second PGT obstacle. I would like to practise briefing my subordinates in the command task.',
    price: 2500,
    status: 'scheduled',
  },
  {
    // inside Dr. Meera Iyer's day-4 window (10:00-12:30 IST)
    coach: 'meera.iyer@example.com',
    day: 4,
    at: '10:30',
    minutes: 45,
    title: '45 min TAT story review',
    sessionType: 'general_mentoring',
    description: 'I will bring the twelve TAT stories from last week’s timed practice set.',
    price: 2200,
    status: 'scheduled',
  },
];

/**
 * Rated past sessions of the other aspirants take these IST start times, one slot per session on
 * successive past days. The demo pair uses 10:00, so no coach and no aspirant is ever double-booked.
 */
const PAST_SLOT_TIMES = ['07:00', '17:00', '19:30'] as const;
const PAST_SLOT_FIRST_DAY = -3;

// ---------------------------------------------------------------------------------------------
// Helpers

/** The UTC instant of an IST wall time ('HH:MM') on the day `day` days after today in India. */
function istAt(now: Date, day: number, hhmm: string): Date {
  const [hours, minutes] = hhmm.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) {
    throw new Error(`Bad time of day: ${hhmm}`);
  }
  const todayInIndia = new Date(now.getTime() + IST_OFFSET_MS);
  const wall = Date.UTC(
    todayInIndia.getUTCFullYear(),
    todayInIndia.getUTCMonth(),
    todayInIndia.getUTCDate() + day,
    hours,
    minutes,
  );
  return new Date(wall - IST_OFFSET_MS);
}

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);
const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
const earliest = (a: Date, b: Date) => (a < b ? a : b);
const roomName = () => randomBytes(6).toString('hex');
const sessionRoom = (coach: DemoCoach) => coach.meetingLink ?? `https://meet.jit.si/ssb-academy-${roomName()}`;

function coachByEmail(email: string): DemoCoach {
  const coach = DEMO_COACHES.find((c) => c.email === email);
  if (!coach) throw new Error(`No demo coach ${email}`);
  return coach;
}

/** The price of an hour with this coach: their own 60-minute offer, else the hourly rate. */
function hourPrice(coach: DemoCoach): number | null {
  return coach.sessionTypes.find((t) => t.minutes === 60)?.price ?? coach.hourlyRate;
}

function personRow(person: DemoPerson, role: 'admin' | 'mentee', passwordHash: string, now: Date, createdAt: Date) {
  return {
    email: person.email,
    passwordHash,
    role,
    firstName: person.firstName,
    lastName: person.lastName,
    emailVerifiedAt: now,
    education: person.education,
    bio: person.bio,
    location: person.location,
    achievements: person.achievements,
    skills: person.skills,
    createdAt,
    updatedAt: createdAt,
  };
}

function coachRow(coach: DemoCoach, passwordHash: string, now: Date, createdAt: Date) {
  return {
    email: coach.email,
    passwordHash,
    role: 'mentor' as const,
    firstName: coach.firstName,
    lastName: coach.lastName,
    emailVerifiedAt: now,
    isVerified: coach.isVerified,
    verifiedAt: coach.isVerified ? new Date(createdAt.getTime() + 7 * 86_400_000) : null,
    // DIPR psychologists are civilians; every other demo coach is a retired officer.
    verifiedAs: coach.isVerified ? (coach.title.startsWith('Former SSB Psychologist') ? ('psychologist' as const) : ('armed_forces' as const)) : null,
    title: coach.title,
    bio: coach.bio,
    education: coach.education,
    location: coach.location,
    achievements: coach.achievements,
    specializations: coach.specializations,
    languages: coach.languages,
    certifications: coach.certifications,
    experience: coach.experience,
    experienceLevel: coach.experienceLevel,
    hourlyRate: coach.hourlyRate,
    testimonials: coach.testimonials,
    meetingLink: coach.meetingLink ?? null,
    profileImageUrl: null,
    createdAt,
    updatedAt: createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// The seed

export async function seedDemoData(db: Db, now: Date, demoPassword: string): Promise<void> {
  // scrypt is deliberately slow: hash once, share the hash among all demo accounts.
  const passwordHash = await hashPassword(demoPassword);

  // People. Coaches joined over the last few months; the fixed accounts a little earlier.
  const people = [
    personRow(DEMO_ADMIN, 'admin', passwordHash, now, daysBefore(now, 180)),
    personRow(DEMO_MENTEE, 'mentee', passwordHash, now, daysBefore(now, 45)),
    ...OTHER_MENTEES.map((m, i) => personRow(m, 'mentee', passwordHash, now, daysBefore(now, 60 - i * 5))),
    ...DEMO_COACHES.map((c, i) => coachRow(c, passwordHash, now, daysBefore(now, 150 - i * 8))),
  ];
  const inserted = await db.insert(users).values(people).returning({ id: users.id, email: users.email });
  const idOf = (email: string): string => {
    const row = inserted.find((u) => u.email === email);
    if (!row) throw new Error(`Demo user ${email} was not created`);
    return row.id;
  };
  const adminId = idOf(DEMO_ADMIN.email);

  // Coaches' own session types (about half of them) and availability in the next two weeks.
  const typeRows = DEMO_COACHES.flatMap((coach) =>
    coach.sessionTypes.map((t, position) => ({ coachId: idOf(coach.email), ...t, position })),
  );
  await db.insert(sessionTypes).values(typeRows);

  const windowRows = DEMO_COACHES.flatMap((coach) =>
    coach.windows.map(([day, from, to]) => ({
      coachId: idOf(coach.email),
      startsAt: istAt(now, day, from),
      endsAt: istAt(now, day, to),
    })),
  );
  await db.insert(availabilityWindows).values(windowRows);

  // A few coaches keep weekly hours instead (docs/product/schedule.md): weekday evenings and Saturday mornings.
  const scheduleRows = DEMO_COACHES.filter((_, i) => i % 3 === 1).map((coach) => ({
    coachId: idOf(coach.email),
    weeklyHours: DEMO_WEEKLY_HOURS,
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
  }));
  await db.insert(coachSchedules).values(scheduleRows);

  // The first unverified coach has applied: the console's verification queue is not empty.
  const applicant = DEMO_COACHES.find((c) => !c.isVerified);
  if (applicant) await seedDemoVerification(db, idOf(applicant.email), daysBefore(now, 1));

  // Practice sets of the text tests, by the psychologist and the demo coach.
  await seedDemoPractice(db, idOf, daysBefore(now, 7));
  await seedDemoPracticeReview(db, idOf, now);

  // Sessions: the demo pair first, then rated past sessions of the other aspirants.
  const pairRows = DEMO_PAIR_SESSIONS.map((s) => {
    const coach = coachByEmail(s.coach);
    const scheduledAt = istAt(now, s.day, s.at);
    const endsAt = addMinutes(scheduledAt, s.minutes);
    const completed = s.status === 'completed';
    return {
      mentorId: idOf(coach.email),
      menteeId: idOf(DEMO_MENTEE.email),
      title: s.title,
      description: s.description,
      sessionType: s.sessionType,
      duration: s.minutes,
      scheduledAt,
      endsAt,
      price: s.price,
      status: s.status,
      meetingLink: sessionRoom(coach),
      menteeRating: s.rating?.[0] ?? null,
      menteeFeedback: s.rating?.[1] ?? null,
      ratedAt: s.rating ? addMinutes(endsAt, 180) : null,
      completedAt: completed ? addMinutes(endsAt, 10) : null,
      createdAt: earliest(daysBefore(scheduledAt, 3), daysBefore(now, 0, 20)),
      updatedAt: completed ? addMinutes(endsAt, s.rating ? 180 : 10) : daysBefore(now, 0, 20),
    };
  });

  let slot = 0;
  const reviewRows = DEMO_COACHES.flatMap((coach, coachIndex) =>
    coach.reviews.map(([stars, feedback], j) => {
      const mentee = OTHER_MENTEES[(coachIndex + j) % OTHER_MENTEES.length]!;
      const day = PAST_SLOT_FIRST_DAY - Math.floor(slot / PAST_SLOT_TIMES.length);
      const scheduledAt = istAt(now, day, PAST_SLOT_TIMES[slot % PAST_SLOT_TIMES.length]!);
      slot += 1;
      const endsAt = addMinutes(scheduledAt, 60);
      const ratedAt = addMinutes(endsAt, 120 + j * 45);
      return {
        mentorId: idOf(coach.email),
        menteeId: idOf(mentee.email),
        title: coach.typicalSession.title,
        description: coach.typicalSession.description,
        sessionType: coach.typicalSession.sessionType,
        duration: 60,
        scheduledAt,
        endsAt,
        price: hourPrice(coach),
        status: 'completed' as const,
        meetingLink: sessionRoom(coach),
        menteeRating: stars,
        menteeFeedback: feedback,
        ratedAt,
        completedAt: addMinutes(endsAt, 5),
        createdAt: daysBefore(scheduledAt, 4),
        updatedAt: ratedAt,
      };
    }),
  );
  const seededSessions = await db.insert(sessions).values([...pairRows, ...reviewRows]).returning();
  await seedDemoPayments(db, seededSessions);

  // A coach's rating is the average of the ratings their sessions received (never set by hand).
  await db.execute(sql`
    update ${users} set
      rating = r.average,
      total_reviews = r.reviews
    from (
      select mentor_id, avg(mentee_rating)::real as average, count(*)::int as reviews
      from ${sessions}
      where mentee_rating is not null and status <> 'cancelled'
      group by mentor_id
    ) as r
    where ${users.id} = r.mentor_id`);

  // Blog posts and resources, written by the coaches.
  await db.insert(blogPosts).values(
    DEMO_BLOG_POSTS.map((p, i) => {
      const publishedAt = daysBefore(now, p.daysAgo, 3 + (i % 5));
      return {
        authorId: idOf(p.author),
        title: p.title,
        content: p.content,
        excerpt: p.excerpt,
        category: p.category,
        featured: p.featured,
        published: true,
        thumbnailUrl: null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );

  await db.insert(resources).values(
    DEMO_RESOURCES.map((r, i) => {
      const createdAt = daysBefore(now, r.daysAgo, 2 + (i % 4));
      return {
        authorId: idOf(r.author),
        title: r.title,
        description: r.description,
        content: r.content,
        category: r.category,
        tags: r.tags,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  // Live discussions, created by the admin, with the aspirants who already joined.
  const discussionCreatedAt = daysBefore(now, 3);
  const createdDiscussions = await db
    .insert(discussions)
    .values(
      DEMO_DISCUSSIONS.map((d) => ({
        title: d.title,
        description: d.description,
        startTime:
          'minutesFromNow' in d.start
            ? roundUpToFiveMinutes(addMinutes(now, d.start.minutesFromNow))
            : istAt(now, d.start.day, d.start.at),
        capacity: d.capacity,
        attendeeCount: Math.min(d.attendees.length, d.capacity),
        meetLink: `https://meet.jit.si/ssb-academy-gd-${roomName()}`,
        createdBy: adminId,
        createdAt: discussionCreatedAt,
      })),
    )
    .returning({ id: discussions.id });

  const attendeeRows = DEMO_DISCUSSIONS.flatMap((d, i) =>
    d.attendees.slice(0, d.capacity).map((email, k) => ({
      discussionId: createdDiscussions[i]!.id,
      userId: idOf(email),
      joinedAt: new Date(discussionCreatedAt.getTime() + (k + 1) * 5 * HOUR_MS + i * HOUR_MS),
    })),
  );
  if (attendeeRows.length > 0) await db.insert(discussionAttendees).values(attendeeRows);
}

function roundUpToFiveMinutes(date: Date): Date {
  const step = 5 * MINUTE_MS;
  return new Date(Math.ceil(date.getTime() / step) * step);
}
