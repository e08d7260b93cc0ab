import type { AdminUserListItem, ChooseRoleInput, User, UserStats } from '@ssb/domain';
import { PROFILE_MESSAGES, updateProfileSchema } from '@ssb/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-instance';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../platform/auth';
import { AppError, Forbidden, Invalid, NotFound, PG_CHECK_VIOLATION, pgErrorCode } from '../../platform/errors';
import { NotAnImage, reencodeAvatar } from '../../platform/image';
import { replaceCoachAvailability } from '../availability';
import { presentListedUser, presentUser } from './presenter';
import {
  countSessions,
  findUserById,
  listUsers,
  lockUser,
  sessionTypesOf,
  updateUser,
  windowsOf,
  type UserPatch,
  type UserRow,
} from './repository';
import { replaceCoachSessionTypes } from './session-types';
import { recordAdminAction } from '../audit';

export type ProfileUpdate = z.output<typeof updateProfileSchema>;

export const NOT_AN_IMAGE = 'Please choose an image file (JPG or PNG)';

/** The full user object of one person (with availability and session types). */
export async function loadUser(db: Db, userOrId: string | UserRow): Promise<User> {
  const row = typeof userOrId === 'string' ? await findUserById(db, userOrId) : userOrId;
  if (!row) throw new NotFound('User not found');
  const [windows, types] = await Promise.all([windowsOf(db, row.id), sessionTypesOf(db, row.id)]);
  return presentUser(row, windows, types);
}

const PLAIN_FIELDS = [
  'firstName',
  'lastName',
  'title',
  'bio',
  'education',
  'location',
  'phoneNumber',
  'achievements',
  'skills',
  'specializations',
  'languages',
  'targetEntry',
  'attemptNumber',
  'boardDate',
  'experience',
  'hourlyRate',
  'testimonials',
  'meetingLink',
] as const;

/**
 * What an admin may change on someone else's profile: a coach's business side (availability, rate, session
 * types; verification has its own call), never the person (name, bio, photo, contact and the rest).
 */
const ADMIN_EDITABLE_FIELDS: ReadonlySet<string> = new Set(['availability', 'hourlyRate', 'sessionTypes']);

export const ADMIN_EDIT_ERRORS = {
  personal: "Admins can change a coach's availability, rate, session types and verification only",
  notCoach: "Admins can change coaches' availability, rate and session types only, and this user is not a coach",
} as const;

/**
 * PUT /users/profile: changes only the caller's own row (there is no user id in the request).
 * Coach-only parts (availability, session types, meeting link) are refused for others.
 * With `byAdmin` (PUT /users/{id}/profile on another user), only a coach's business fields may be sent.
 */
export async function updateProfile(deps: AppDeps, userId: string, input: ProfileUpdate, { byAdmin = false, adminId }: { byAdmin?: boolean; adminId?: string } = {}): Promise<User> {
  const { db } = deps;
  if (byAdmin) {
    const personal = Object.keys(input).filter((f) => input[f as keyof ProfileUpdate] !== undefined && !ADMIN_EDITABLE_FIELDS.has(f));
    if (personal.length > 0) {
      throw new AppError(403, ADMIN_EDIT_ERRORS.personal, Object.fromEntries(personal.map((f) => [f, 'Only the user can change this'])));
    }
  }
  try {
    await db.transaction(async (tx) => {
      const row = await lockUser(tx, userId);
      if (!row) throw new NotFound('User not found');
      if (byAdmin && row.role !== 'mentor') throw new Forbidden(ADMIN_EDIT_ERRORS.notCoach);
      const coachOnly = (['availability', 'sessionTypes', 'meetingLink', 'hourlyRate'] as const).filter((f) => input[f] !== undefined);
      if (row.role !== 'mentor' && coachOnly.length > 0) {
        const fields = Object.fromEntries(coachOnly.map((f) => [f, 'Only coaches can set this']));
        throw new Invalid('Only coaches can set availability, session types, a rate and a meeting link', fields);
      }
      refuseOtherRolesFields(row.role, input);
      const patch: UserPatch = {};
      for (const field of PLAIN_FIELDS) {
        if (input[field] !== undefined) (patch as Record<string, unknown>)[field] = input[field];
      }
      if (input.profileImageUrl !== undefined && input.profileImageUrl !== row.profileImageUrl) {
        if (input.profileImageUrl !== null) {
          throw new Invalid('Upload a photo to change your picture', { profileImageUrl: 'Upload a photo to change your picture' });
        }
        patch.profileImageUrl = null;
      }
      patch.updatedAt = deps.now();
      await updateUser(tx, userId, patch);
      if (input.availability !== undefined) await replaceCoachAvailability(tx, userId, input.availability, deps.now());
      if (input.sessionTypes !== undefined) await replaceCoachSessionTypes(tx, userId, input.sessionTypes);
      if (byAdmin && adminId) {
        const changed = Object.keys(input).filter((f) => input[f as keyof ProfileUpdate] !== undefined);
        const was = { hourlyRate: row.hourlyRate, meetingLink: row.meetingLink };
        await recordAdminAction(tx, { adminId, action: 'coach.business_edit', target: { type: 'coach', id: userId }, before: was, after: { changed, hourlyRate: patch.hourlyRate ?? row.hourlyRate }, now: deps.now() });
      }
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) throw new Invalid('Some values are out of range');
    throw error;
  }
  return loadUser(db, userId);
}

const ASPIRANT_FIELDS = ['targetEntry', 'attemptNumber', 'boardDate'] as const;

/** Languages are a coach's; the target entry, attempt and board date an aspirant's (docs/product/accounts.md "Profile"). */
function refuseOtherRolesFields(role: UserRow['role'], input: ProfileUpdate): void {
  if (role !== 'mentor' && input.languages !== undefined) {
    throw new Invalid(PROFILE_MESSAGES.coachOnlyLanguages, { languages: PROFILE_MESSAGES.coachOnlyLanguages });
  }
  const aspirantOnly = ASPIRANT_FIELDS.filter((f) => input[f] !== undefined);
  if (role !== 'mentee' && aspirantOnly.length > 0) {
    throw new Invalid(PROFILE_MESSAGES.aspirantOnly, Object.fromEntries(aspirantOnly.map((f) => [f, PROFILE_MESSAGES.aspirantOnly])));
  }
}

/** PUT /users/{id}/profile (admins): another user's business fields; an admin's own id is a plain own edit. */
export async function updateProfileAsAdmin(deps: AppDeps, admin: CurrentUser, userId: string, input: ProfileUpdate): Promise<User> {
  return updateProfile(deps, userId, input, { byAdmin: userId !== admin.id, adminId: admin.id });
}

/**
 * POST /users/choose-role: mentee or mentor, while the user has no role yet or to switch between
 * those two later. Admins keep their role.
 */
export async function chooseRole(deps: AppDeps, me: CurrentUser, { role }: ChooseRoleInput): Promise<User> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockUser(tx, me.id);
    if (!current) throw new NotFound('User not found');
    if (current.role === 'admin') throw new Forbidden('Administrators cannot change their role here');
    if (current.role === role) return current;
    return (await updateUser(tx, me.id, { role, updatedAt: deps.now() }))!;
  });
  return loadUser(deps.db, row);
}

/** GET /users/stats: completed sessions as coach and as mentee; `completed` is for the caller's role. */
export async function userStats(deps: AppDeps, me: CurrentUser): Promise<UserStats> {
  const counts = await countSessions(deps.db, me.id, deps.now());
  return {
    completed: me.role === 'mentor' ? counts.asMentor : counts.asMentee,
    completedAsMentor: counts.asMentor,
    completedAsMentee: counts.asMentee,
    upcoming: counts.upcoming,
  };
}

export async function allUsers(
  db: Db,
  query: { page: number; pageSize: number; role?: 'mentee' | 'mentor' | 'admin'; status?: 'active' | 'suspended'; q?: string },
): Promise<{ items: AdminUserListItem[]; total: number }> {
  const { rows, total } = await listUsers(db, { role: query.role, status: query.status, q: query.q }, query.page, query.pageSize);
  return { items: rows.map(presentListedUser), total };
}

/**
 * POST /users/upload: re-encodes the photo, stores it at profiles/{userId}/avatar.jpg, removes every
 * other file in that folder, and saves the public link with a version parameter.
 */
export async function uploadAvatar(deps: AppDeps, me: CurrentUser, raw: Buffer, log?: { warn: (o: object, m: string) => void }): Promise<{ url: string }> {
  let image: Buffer;
  try {
    image = (await reencodeAvatar(raw)).data;
  } catch (error) {
    if (error instanceof NotAnImage) throw new Invalid(NOT_AN_IMAGE, { avatar: NOT_AN_IMAGE });
    throw error;
  }
  const folder = `profiles/${me.id}`;
  const key = `${folder}/avatar.jpg`;
  await deps.storage.put(key, image, 'image/jpeg');
  try {
    const others = (await deps.storage.list(`${folder}/`, 100)).filter((k) => k !== key);
    if (others.length) await deps.storage.remove(others);
  } catch (error) {
    // Cleaning older files is best effort: a failure is logged, never shown.
    log?.warn({ err: error }, 'could not remove older avatar files');
  }
  const url = `${deps.storage.publicUrl(key)}?v=${deps.now().getTime()}`;
  await updateUser(deps.db, me.id, { profileImageUrl: url, updatedAt: deps.now() });
  return { url };
}
