import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { reactivateUser, suspendUser } from './suspension';

const tags = ['admin'];
const security = [{ bearer: [] }];
const admins = { access: ['admin'] } as const;

/** Suspending and reactivating accounts (admins). Mounted at /api/admin. */
export async function userAdminRoutes(app: AppInstance) {
  const { deps } = app;
  app.post(
    '/users/:id/suspend',
    {
      schema: routeSchema(routes.suspendUser, { tags, security, summary: 'Suspend an account: no sign-in, unlisted, future sessions cancelled with full refunds (admins)' }),
      config: admins,
    },
    async (request) => ok(await suspendUser(deps, requireUser(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/users/:id/reactivate',
    { schema: routeSchema(routes.reactivateUser, { tags, security, summary: 'Reactivate a suspended account (admins)' }), config: admins },
    async (request) => ok(await reactivateUser(deps, requireUser(request), request.params.id, request.body.reason)),
  );
}
