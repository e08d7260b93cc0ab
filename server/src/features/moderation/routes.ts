import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const admins = { access: ['admin'] } as const;

/** Taking posts and resources down, and back up (admins). Mounted at /api/admin. */
export async function moderationRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/content/taken-down',
    { schema: routeSchema(routes.takenDownContent, { tags, security, summary: 'Posts and resources taken down, newest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.takenDown(deps, request.query.page, request.query.pageSize);
      return ok(data, meta);
    },
  );
  app.post(
    '/content/:kind/:id/take-down',
    { schema: routeSchema(routes.takeDownContent, { tags, security, summary: 'Take a post or resource down, with a reason for its author (admins)' }), config: admins },
    async (request) => {
      await service.setTakenDown(deps, requireUser(request).id, request.params.kind, request.params.id, true, request.body.reason);
      return { success: true as const };
    },
  );
  app.post(
    '/content/:kind/:id/restore',
    { schema: routeSchema(routes.restoreContent, { tags, security, summary: 'Put a taken-down post or resource back (admins)' }), config: admins },
    async (request) => {
      await service.setTakenDown(deps, requireUser(request).id, request.params.kind, request.params.id, false, request.body.reason);
      return { success: true as const };
    },
  );
}
