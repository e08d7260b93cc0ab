import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const admins = { access: ['admin'] } as const;

/** The mail outbox for admins: what could not be delivered, and sending it again. Mounted at /api/admin. */
export async function mailAdminRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/mail/failed',
    { schema: routeSchema(routes.adminFailedMail, { tags, security, summary: 'Mails the outbox gave up on, newest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.failedMail(deps, request.query.page, request.query.pageSize);
      return ok(data, meta);
    },
  );
  app.post(
    '/mail/:id/retry',
    { schema: routeSchema(routes.retryMail, { tags, security, summary: 'Send a failed mail again (admins)' }), config: admins },
    async (request) => ok(await service.retryMail(deps, requireUser(request).id, request.params.id)),
  );
}
