import {
  chooseRoleSchema,
  listEnvelope,
  paginationQuerySchema,
  successEnvelope,
  updateProfileSchema,
  uploadResultSchema,
  userListItemSchema,
  userListQuerySchema,
  userSchema,
  userStatsSchema,
} from '@ssb/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { Invalid } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { readUploadedFile } from '../../platform/upload';
import { allUsers, chooseRole, loadUser, NOT_AN_IMAGE, updateProfile, updateProfileAsAdmin, uploadAvatar, userStats } from './service';

const tags = ['users'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' } as const;
const admins = { access: ['admin'] } as const;

export async function userRoutes(app: AppInstance) {
  const { deps } = app;

  /** The caller's own profile. */
  app.get(
    '/profile',
    { schema: { tags, security, summary: 'My profile', response: { 200: successEnvelope(userSchema) } }, config: signedIn },
    async (request) => ok(await loadUser(deps.db, requireUser(request).id)),
  );

  /** Changes the caller's own profile (there is no way to name another user). */
  app.put(
    '/profile',
    { schema: { tags, security, summary: 'Update my profile', body: updateProfileSchema, response: { 200: successEnvelope(userSchema) } }, config: signedIn },
    async (request) => ok(await updateProfile(deps, requireUser(request).id, request.body)),
  );

  /** Admins may edit a coach's business fields only: availability, rate, session types (docs/product/permissions.md). */
  app.put(
    '/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: "Update a user's profile (admins)",
        params: z.object({ id: z.uuid() }),
        body: updateProfileSchema,
        response: { 200: successEnvelope(userSchema) },
      },
      config: admins,
    },
    async (request) => ok(await updateProfileAsAdmin(deps, requireUser(request), request.params.id, request.body)),
  );

  /** Mentee or mentor: first choice after a Google sign-up, or a later switch. */
  app.post(
    '/choose-role',
    { schema: { tags, security, summary: 'Choose my role', body: chooseRoleSchema, response: { 200: successEnvelope(userSchema) } }, config: signedIn },
    async (request) => ok(await chooseRole(deps, requireUser(request), request.body)),
  );

  /** Completed sessions (as coach and as mentee). */
  app.get(
    '/stats',
    { schema: { tags, security, summary: 'My session counts', response: { 200: successEnvelope(userStatsSchema) } }, config: signedIn },
    async (request) => ok(await userStats(deps, requireUser(request))),
  );

  /** Every user, newest first (admins only). */
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'All users (admins)',
        querystring: paginationQuerySchema.extend(userListQuerySchema.shape),
        response: { 200: listEnvelope(userListItemSchema) },
      },
      config: admins,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await allUsers(deps.db, request.query);
      return ok(items, { total, page, pageSize });
    },
  );

  /** Profile photo: multipart field `avatar`, an image of at most 5 MB; stored re-encoded as JPEG. */
  app.post(
    '/upload',
    {
      schema: {
        tags,
        security,
        summary: 'Upload my profile photo (multipart/form-data, field "avatar")',
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(uploadResultSchema) },
      },
      config: { ...signedIn, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const me = requireUser(request);
      // Past the 5 MB limit this throws 413 (FST_REQ_FILE_TOO_LARGE), before anything is stored.
      const file = await readUploadedFile(request);
      if (!file || file.fieldname !== 'avatar') {
        throw new Invalid('Please choose a photo to upload', { avatar: 'Please choose a photo to upload' });
      }
      const raw = file.content;
      if (raw.length === 0) throw new Invalid(NOT_AN_IMAGE, { avatar: NOT_AN_IMAGE });
      return ok(await uploadAvatar(deps, me, raw, request.log));
    },
  );
}
