import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type UpdateProfileInput } from '@ssb/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The profile as a form holds it: text inputs give strings, tag inputs give lists. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  title: string;
  location: string;
  education: string;
  bio: string;
  achievements: string[];
  skills: string[];
  specializations: string[];
  /** Years, as typed. */
  experience: string;
  /** INR per hour, as typed; empty means no rate ('Custom'). */
  hourlyRate: string;
}

export type ProfileField = keyof ProfileFormValues;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'title',
  'location',
  'education',
  'bio',
  'achievements',
  'skills',
  'specializations',
  'experience',
  'hourlyRate',
];

/** The skills suggestions (docs/product/screens.md "Profile edit"). */
export const SKILL_SUGGESTIONS = ['Communication', 'Leadership', 'Product', 'Engineering', 'UX', 'Coaching'] as const;

/** Mentor onboarding step 1 suggestions (the most common specializations first). */
export const SPECIALIZATION_SUGGESTIONS = [
  'Psychology',
  'Command Tasks',
  'Interview Techniques',
  'Group Discussion',
  'Personal Interview',
  'Psychological Tests',
  'GTO Tasks',
  'Lecturette',
  'Screening (OIR & PPDT)',
  'Conference Preparation',
  'Officer Like Qualities',
  'Current Affairs',
] as const;

/** Extra skills offered to coaches besides the profile's six. */
export const COACH_SKILL_SUGGESTIONS = [
  ...SKILL_SUGGESTIONS,
  'Public Speaking',
  'Mentoring',
  'Team Building',
  'Decision Making',
  'Physical Fitness',
  'Time Management',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Form values from a user or profile object (any missing field becomes empty). */
export function toFormValues(user: Record<string, unknown> | null | undefined): ProfileFormValues {
  const u = user ?? {};
  return {
    firstName: text(u.firstName),
    lastName: text(u.lastName),
    title: text(u.title),
    location: text(u.location),
    education: text(u.education),
    bio: text(u.bio),
    achievements: list(u.achievements),
    skills: list(u.skills),
    specializations: list(u.specializations),
    experience: num(u.experience),
    hourlyRate: num(u.hourlyRate ?? u.rate ?? u.hourly_rate),
  };
}

/** '' is null; anything else a number (NaN fails the shared schema with its message). */
export function numberOrNull(value: string): number | null {
  const t = value.trim();
  return t === '' ? null : Number(t);
}

/** Every field of the profile edit screen; mentors also send their coach fields. */
export function profilePayload(values: ProfileFormValues, isMentor: boolean): UpdateProfileInput {
  const payload: UpdateProfileInput = {
    firstName: values.firstName,
    lastName: values.lastName,
    education: values.education,
    bio: values.bio,
    achievements: values.achievements,
    skills: values.skills,
  };
  if (isMentor) {
    payload.title = values.title;
    payload.location = values.location;
    payload.specializations = values.specializations;
    payload.experience = numberOrNull(values.experience);
    payload.hourlyRate = numberOrNull(values.hourlyRate);
  }
  return payload;
}

/** Only the given fields that hold something (onboarding saves only non-empty fields: docs/product/screens.md). */
export function nonEmptyPayload(values: ProfileFormValues, fields: readonly ProfileField[]): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const v = values[field];
    if (Array.isArray(v)) {
      if (v.length) out[field] = v;
    } else if (v.trim() !== '') {
      out[field] = field === 'experience' || field === 'hourlyRate' ? numberOrNull(v) : v.trim();
    }
  }
  return out as UpdateProfileInput;
}

const schemaResolver = zodResolver(updateProfileSchema);

/**
 * A react-hook-form resolver that checks `toPayload(values)` with the shared updateProfileSchema,
 * so the form shows exactly the server's messages under the same field names.
 */
export function profileResolver(toPayload: (values: ProfileFormValues) => UpdateProfileInput): Resolver<ProfileFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(toPayload(values), context, options as never);
    if (Object.keys(result.errors).length) return { values: {}, errors: result.errors as FieldErrors<ProfileFormValues> };
    return { values, errors: {} };
  };
}

/** The first message of a field error (tag lists may nest one per item). */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const inner = errorText(value);
    if (inner) return inner;
  }
  return undefined;
}
