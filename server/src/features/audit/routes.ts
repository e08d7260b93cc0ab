import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const admins = { access: ['admin'] } as const;

/** The audit log for admins (read-only: nothing can change it). Mounted at /api/admin. */
export async function auditRoutes(app: AppInstance) {
  app.get(
    '/audit',
    { schema: routeSchema(routes.adminAuditLog, { tags, security, summary: 'Every admin action, newest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.auditLog(app.deps, request.query.page, request.query.pageSize);
      return ok(data, meta);
    },
  );
}
