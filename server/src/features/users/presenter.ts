import type { AdminUserListItem, User, UserListItem } from '@ssb/domain';
import type { SessionTypeRow, UserRow, WindowRow } from './repository';

/** A window as the profile sends and receives it: 'startISO|endISO' (docs/product/coaches.md). */
export const windowString = (w: { startsAt: Date; endsAt: Date }) => `${w.startsAt.toISOString()}|${w.endsAt.toISOString()}`;

/** Everything about a person except secrets (no password hash, no Google subject). */
export function presentUserSummary(row: UserRow): UserListItem {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    isVerified: row.isVerified,
    emailVerified: row.emailVerifiedAt !== null,
    isActive: row.isActive,
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSubject !== null,
    title: row.title,
    bio: row.bio,
    education: row.education,
    location: row.location,
    phoneNumber: row.phoneNumber,
    achievements: row.achievements,
    skills: row.skills,
    specializations: row.specializations,
    certifications: row.certifications,
    languages: row.languages,
    targetEntry: row.targetEntry,
    attemptNumber: row.attemptNumber,
    boardDate: row.boardDate,
    experience: row.experience,
    experienceLevel: row.experienceLevel,
    hourlyRate: row.hourlyRate,
    rating: Math.round(row.rating * 10) / 10,
    totalReviews: row.totalReviews,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user in the admins' list: with their suspension, if any. */
export function presentListedUser(row: UserRow): AdminUserListItem {
  return {
    ...presentUserSummary(row),
    suspension: row.suspendedAt ? { at: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' } : null,
  };
}

/** The signed-in person's own user object (login, verify-email, profile, choose-role). */
export function presentUser(row: UserRow, windows: WindowRow[] = [], types: SessionTypeRow[] = []): User {
  return {
    ...presentUserSummary(row),
    testimonials: row.testimonials,
    meetingLink: row.meetingLink,
    availability: windows.map(windowString),
    sessionTypes: types.map((t) => ({ id: t.id, label: t.label, minutes: t.minutes, price: t.price, description: t.description, active: t.active })),
  };
}
