import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { resolveDispute } from './dispute';
import * as repo from './repository';
import { presentOne, listSessions } from './service';

const tags = ['admin'];
const adminOnly = { access: ['admin'] } as const;

/** The admin's dispute queue (docs/product/money.md "Cancellation and refunds"). Mounted under /admin. */
export async function sessionAdminRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/disputes',
    { schema: routeSchema(routes.adminDisputes, { tags, summary: 'Disputed sessions (no-show reports) waiting for a decision, oldest first' }), config: adminOnly },
    async (request) => {
      const { page, pageSize } = request.query;
      const { data, meta } = await listSessions(deps, requireUser(request), { status: 'disputed', page, pageSize, oldestFirst: true });
      return ok(data, meta);
    },
  );

  app.post(
    '/disputes/:id/resolve',
    {
      schema: routeSchema(routes.resolveDispute, { tags, summary: 'Refund the mentee in full (session cancelled) or complete the session (coach paid)' }),
      config: adminOnly,
    },
    async (request) => {
      const admin = requireUser(request);
      const row: repo.SessionRow = await resolveDispute(deps, admin, request.params.id, request.body);
      return ok(await presentOne(deps, admin, row));
    },
  );
}
