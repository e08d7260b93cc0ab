import type { CoachRow, SessionTypeRow, WindowRow } from './repository';

/** The coach as the API sends it: spec section 3's field names, with `id` and `_id`. */
export function presentCoach(row: CoachRow, windows: WindowRow[] = [], types: SessionTypeRow[] = []) {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
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
    testimonials: row.testimonials,
    availability: windows.map((w) => ({ start: w.startsAt.toISOString(), end: w.endsAt.toISOString() })),
    sessionTypes: types.map((t) => ({ id: t.id, label: t.label, minutes: t.minutes, price: t.price })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type CoachDto = ReturnType<typeof presentCoach>;
