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
  /** A coach's: from COACH_LANGUAGES. */
  languages: string[];
  /** An aspirant's: one of TARGET_ENTRIES, or '' for none. */
  targetEntry: string;
  /** An aspirant's: '1'…'20', or ''. */
  attemptNumber: string;
  /** An aspirant's: 'YYYY-MM-DD', or ''. */
  boardDate: string;
  /** Years, as typed. */
  experience: string;
  /** INR per hour, as typed; empty means no rate ('Custom'). */
  hourlyRate: string;
}

export type ProfileField = keyof ProfileFormValues;

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
    languages: list(u.languages),
    targetEntry: text(u.targetEntry),
    attemptNumber: num(u.attemptNumber),
    boardDate: text(u.boardDate),
    experience: num(u.experience),
    hourlyRate: num(u.hourlyRate ?? u.rate ?? u.hourly_rate),
  };
}

/** '' is null; anything else a number (NaN fails the shared schema with its message). */
export function numberOrNull(value: string): number | null {
  const t = value.trim();
  return t === '' ? null : Number(t);
}

const NUMBER_FIELDS: ReadonlySet<ProfileField> = new Set(['experience', 'hourlyRate', 'attemptNumber']);
/** Fields whose empty value clears them (null) rather than being sent as ''. */
const NULLABLE_CHOICES: ReadonlySet<ProfileField> = new Set(['targetEntry', 'boardDate']);

/** One field as the server takes it. */
function payloadValue(field: ProfileField, value: string | string[]): unknown {
  if (Array.isArray(value)) return value;
  if (NUMBER_FIELDS.has(field)) return numberOrNull(value);
  if (NULLABLE_CHOICES.has(field)) return value.trim() === '' ? null : value.trim();
  return value;
}

/** The profile edit screen's fields for each role: coaches their coaching, aspirants what they prepare for. */
export const COACH_EDIT_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'title',
  'location',
  'education',
  'bio',
  'achievements',
  'skills',
  'specializations',
  'languages',
  'experience',
  'hourlyRate',
];
const PERSON_EDIT_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'education', 'bio', 'achievements'];
export const ASPIRANT_EDIT_FIELDS: readonly ProfileField[] = [...PERSON_EDIT_FIELDS, 'targetEntry', 'attemptNumber', 'boardDate'];

/** The fields the profile edit screen shows and sends for a role (admins and the role-less: the person only). */
export const editFieldsOf = (role: unknown): readonly ProfileField[] =>
  role === 'mentor' ? COACH_EDIT_FIELDS : role === 'mentee' ? ASPIRANT_EDIT_FIELDS : PERSON_EDIT_FIELDS;

/** Every field of the profile edit screen for the role (ProfileEditPage). */
export function profilePayload(values: ProfileFormValues, role: unknown): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const field of editFieldsOf(role)) out[field] = payloadValue(field, values[field]);
  return out as UpdateProfileInput;
}

/** Only the given fields that hold something (onboarding saves only non-empty fields: docs/product/screens.md). */
export function nonEmptyPayload(values: ProfileFormValues, fields: readonly ProfileField[]): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const v = values[field];
    if (Array.isArray(v)) {
      if (v.length) out[field] = v;
    } else if (v.trim() !== '') {
      out[field] = NUMBER_FIELDS.has(field) ? numberOrNull(v) : v.trim();
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
