import { cheapestBookablePrice, type BlogPost, type Coach, type CoachSummary, type Discussion, type Resource, type SessionDto, type SessionPerson, type User } from '@ssb/domain';

/**
 * Whole API objects as the server sends them (the contracts in `@ssb/domain`), for mockFetch
 * answers: a test names only the fields it is about and the rest are plain, valid values.
 */
const AT = '2026-01-05T10:00:00.000Z';

export function aUser(fields: Partial<User> = {}): User {
  const id = fields.id ?? 'u1';
  const firstName = fields.firstName ?? 'Asha';
  const lastName = fields.lastName ?? 'Verma';
  return {
    id,
    _id: id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: 'asha@example.com',
    role: 'mentee',
    profileImageUrl: null,
    isVerified: false,
    emailVerified: true,
    isActive: true,
    hasPassword: true,
    googleLinked: false,
    title: null,
    bio: null,
    education: null,
    location: null,
    phoneNumber: null,
    achievements: [],
    skills: [],
    specializations: [],
    certifications: [],
    languages: [],
    targetEntry: null,
    attemptNumber: null,
    boardDate: null,
    experience: null,
    experienceLevel: null,
    hourlyRate: null,
    rating: 0,
    totalReviews: 0,
    testimonials: [],
    meetingLink: null,
    availability: [],
    sessionTypes: [],
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}

export function aCoachSummary(fields: Partial<CoachSummary> = {}): CoachSummary {
  const id = fields.id ?? 'c1';
  const firstName = fields.firstName ?? 'Arjun';
  const lastName = fields.lastName ?? 'Singh';
  return {
    id,
    _id: id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    role: 'mentor',
    isActive: true,
    isVerified: false,
    title: null,
    bio: null,
    specializations: [],
    experience: null,
    experienceLevel: null,
    certifications: [],
    hourlyRate: null,
    rating: 0,
    totalReviews: 0,
    profileImageUrl: null,
    education: null,
    location: null,
    achievements: [],
    languages: [],
    // As the server computes it: the cheapest bookable type.
    fromPrice: cheapestBookablePrice({ hourlyRate: fields.hourlyRate ?? null, sessionTypes: (fields as Partial<Coach>).sessionTypes }),
    nextFree: null,
    ...fields,
  };
}

export function aCoach(fields: Partial<Coach> = {}): Coach {
  return { ...aCoachSummary(fields), verification: null, testimonials: [], sessionTypes: [], availability: [], createdAt: AT, updatedAt: AT, ...fields };
}

function aPerson(fields: Partial<SessionPerson>): SessionPerson {
  const id = fields.id ?? 'p1';
  const firstName = fields.firstName ?? 'Asha';
  const lastName = fields.lastName ?? 'Verma';
  return { id, _id: id, firstName, lastName, name: `${firstName} ${lastName}`, profileImageUrl: null, title: null, ...fields };
}

export function aSession(fields: Partial<SessionDto> = {}): SessionDto {
  const id = fields.id ?? 's1';
  const mentor = fields.mentor ?? fields.mentorId ?? aPerson({ id: 'c1', firstName: 'Arjun', lastName: 'Singh' });
  const mentee = fields.mentee ?? fields.menteeId ?? aPerson({ id: 'u1' });
  const title = fields.title ?? 'Mock interview';
  return {
    id,
    _id: id,
    title,
    name: title,
    description: null,
    mentorId: mentor,
    mentor,
    menteeId: mentee,
    mentee,
    menteeName: mentee.name,
    menteePreparation: null,
    sessionType: 'personal_interview',
    duration: 60,
    scheduledAt: '2026-02-01T04:30:00.000Z',
    endsAt: '2026-02-01T05:30:00.000Z',
    price: 2500,
    status: 'scheduled',
    meetingLink: 'https://meet.example.com/s1',
    menteeRating: null,
    menteeFeedback: null,
    canRate: false,
    mentorRating: null,
    ratedAt: null,
    completedAt: null,
    cancelledAt: null,
    holdExpiresAt: null,
    payment: null,
    refundIfCancelledNow: null,
    rescheduleCount: 0,
    disputedAt: null,
    disputeReason: null,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}

export function aDiscussion(fields: Partial<Discussion> = {}): Discussion {
  const id = fields.id ?? 'd1';
  return {
    id,
    _id: id,
    title: 'SSB interview questions',
    description: 'Questions the board asks, and how to answer them.',
    startTime: '2026-02-01T12:30:00.000Z',
    capacity: 10,
    attendeeCount: 0,
    attendees: [],
    joined: false,
    moderator: null,
    ...fields,
  };
}

export function aBlogPost(fields: Partial<BlogPost> = {}): BlogPost {
  const id = fields.id ?? 'b1';
  return {
    id,
    _id: id,
    title: 'Preparing for the SSB',
    content: 'What to read first.',
    excerpt: null,
    category: 'interview_tips',
    featured: false,
    published: true,
    takenDown: null,
    thumbnailUrl: null,
    createdAt: AT,
    updatedAt: AT,
    authorId: { id: 'c1', _id: 'c1', firstName: 'Arjun', lastName: 'Singh', profileImageUrl: null },
    ...fields,
  };
}

export function aResource(fields: Partial<Resource> = {}): Resource {
  const id = fields.id ?? 'r1';
  return {
    id,
    _id: id,
    title: 'Officer-like qualities',
    description: 'The fifteen qualities the board looks for.',
    content: 'Effective intelligence, reasoning ability.',
    category: 'interview_tips',
    tags: [],
    takenDown: null,
    authorId: { id: 'c1', _id: 'c1', firstName: 'Arjun', lastName: 'Singh', profileImageUrl: null },
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}
