import { bookableTypesFor, CALENDAR_SPAN_DAYS, nextFreeStart, noSchedule, scheduleEntries, VERIFIED_WHAT, type Coach, type CoachSummary, type Schedule, type TimeWindow } from '@ssb/domain';
import type { ProfileRow, SessionTypeRow, SummaryRow, WindowRow } from './repository';

/** A coach card's fields (docs/product/screens.md "Coaches list") with `id` and `_id`. */
export function presentCoachSummary(row: SummaryRow, nextFree: Date | null = null): CoachSummary {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: 'mentor',
    isActive: row.isActive,
    isVerified: row.isVerified,
    title: row.title,
    bio: row.bio,
    specializations: row.specializations,
    experience: row.experience,
    experienceLevel: row.experienceLevel,
    certifications: row.certifications,
    hourlyRate: row.hourlyRate,
    rating: Math.round(row.rating * 10) / 10,
    totalReviews: row.totalReviews,
    profileImageUrl: row.profileImageUrl,
    education: row.education,
    location: row.location,
    achievements: row.achievements,
    languages: row.languages,
    fromPrice: row.fromPrice,
    nextFree: nextFree?.toISOString() ?? null,
  };
}

/**
 * The coach's next free slot (discovery's 'Next free: Tue 10:30'): the first start the calendar offers
 * where the shortest bookable type fits, within the calendar's span; null without a bookable type.
 */
export function nextFreeOf(row: Pick<SummaryRow, 'hourlyRate'>, now: Date, { windows = [], busy = [], types = [], schedule = noSchedule() }: CoachExtras): Date | null {
  const bookable = bookableTypesFor({ hourlyRate: row.hourlyRate, sessionTypes: types.filter((t) => t.active) });
  if (bookable.length === 0) return null;
  const entries = scheduleEntries(
    schedule,
    windows.map((w) => ({ start: w.startsAt, end: w.endsAt })),
    busy,
    now,
  );
  return nextFreeStart(entries, Math.min(...bookable.map((t) => t.minutes)), now, new Date(now.getTime() + CALENDAR_SPAN_DAYS * 86_400_000));
}

export interface CoachExtras {
  windows?: WindowRow[];
  /** The coach's live sessions (given or taken): their time shows as booked, nothing else about them. */
  busy?: TimeWindow[];
  types?: SessionTypeRow[];
  /** The coach's weekly schedule; none means the one-off windows alone. */
  schedule?: Schedule;
}

/** The whole coach as the profile page shows it (docs/product/coaches.md "Coach profiles"). */
export function presentCoach(row: ProfileRow, now: Date, { windows = [], busy = [], types = [], schedule = noSchedule() }: CoachExtras = {}): Coach {
  const entries = scheduleEntries(
    schedule,
    windows.map((w) => ({ start: w.startsAt, end: w.endsAt })),
    busy,
    now,
  );
  return {
    ...presentCoachSummary(row, nextFreeOf(row, now, { windows, busy, types, schedule })),
    verification: row.isVerified && row.verifiedAt ? { what: row.verifiedAs ? VERIFIED_WHAT[row.verifiedAs] : null, verifiedAt: row.verifiedAt.toISOString() } : null,
    testimonials: row.testimonials,
    availability: entries.map((e) => ({ start: e.start.toISOString(), end: e.end.toISOString(), status: e.status })),
    sessionTypes: types.filter((t) => t.active).map((t) => ({ id: t.id, label: t.label, minutes: t.minutes, price: t.price, description: t.description })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
