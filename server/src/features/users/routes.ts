import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { Invalid } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
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
    { schema: routeSchema(routes.profile, { tags, security, summary: 'My profile' }), config: signedIn },
    async (request) => ok(await loadUser(deps.db, requireUser(request).id)),
  );

  /** Changes the caller's own profile (there is no way to name another user). */
  app.put(
    '/profile',
    { schema: routeSchema(routes.updateProfile, { tags, security, summary: 'Update my profile' }), config: signedIn },
    async (request) => ok(await updateProfile(deps, requireUser(request).id, request.body)),
  );

  /** Admins may edit a coach's business fields only: availability, rate, session types (docs/product/permissions.md). */
  app.put(
    '/:id/profile',
    {
      schema: routeSchema(routes.updateUserProfile, { tags, security, summary: "Update a user's profile (admins)" }),
      config: admins,
    },
    async (request) => ok(await updateProfileAsAdmin(deps, requireUser(request), request.params.id, request.body)),
  );

  /** Mentee or mentor: first choice after a Google sign-up, or a later switch. */
  app.post(
    '/choose-role',
    { schema: routeSchema(routes.chooseRole, { tags, security, summary: 'Choose my role' }), config: signedIn },
    async (request) => ok(await chooseRole(deps, requireUser(request), request.body)),
  );

  /** Completed sessions (as coach and as mentee). */
  app.get(
    '/stats',
    { schema: routeSchema(routes.userStats, { tags, security, summary: 'My session counts' }), config: signedIn },
    async (request) => ok(await userStats(deps, requireUser(request))),
  );

  /** Every user, newest first (admins only). */
  app.get(
    '/',
    {
      schema: routeSchema(routes.listUsers, { tags, security, summary: 'All users (admins)' }),
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
      schema: routeSchema(routes.uploadAvatar, {
        tags,
        security,
        summary: 'Upload my profile photo (multipart/form-data, field "avatar")',
        consumes: ['multipart/form-data'],
      }),
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
