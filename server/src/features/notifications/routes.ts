import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' } as const;

export async function notificationRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/',
    { schema: routeSchema(routes.notifications, { tags, security, summary: 'My newest notifications and the unread count' }), config: signedIn },
    async (request) => ok(await service.listNotifications(deps, requireUser(request))),
  );
  app.post(
    '/read',
    { schema: routeSchema(routes.markNotificationsRead, { tags, security, summary: 'Mark my notifications read (these, or all)' }), config: signedIn },
    async (request) => ok(await service.markNotificationsRead(deps, requireUser(request), request.body?.ids)),
  );
}
