import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['reports'];
const security = [{ bearer: [] }];
const admins = { access: ['admin'] } as const;

/** Reporting a coach, a review, a post or a resource (signed in). Mounted at /api. */
export async function reportRoutes(app: AppInstance) {
  const { deps } = app;
  app.post(
    '/reports',
    {
      schema: routeSchema(routes.createReport, { tags, security, summary: 'Report a coach profile, a review, a blog post or a resource' }),
      config: { access: 'signedIn', rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createReport(deps, requireUser(request).id, request.body))),
  );
  app.get(
    '/admin/reports',
    { schema: routeSchema(routes.reportQueue, { tags, security, summary: 'Reports by status, open ones oldest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.reportQueue(deps, request.query.status, request.query.page, request.query.pageSize);
      return ok(data, meta);
    },
  );
  app.post(
    '/admin/reports/:id/handle',
    { schema: routeSchema(routes.handleReport, { tags, security, summary: 'Resolve or dismiss a report, with a note (admins)' }), config: admins },
    async (request) => ok(await service.handleReport(deps, requireUser(request).id, request.params.id, request.body)),
  );
  app.post(
    '/admin/reports/:id/take-down',
    {
      schema: routeSchema(routes.takeDownReported, { tags, security, summary: 'Take the reported review, article or resource down and resolve the report (admins)' }),
      config: admins,
    },
    async (request) => ok(await service.takeDownReported(deps, requireUser(request).id, request.params.id, request.body.reason)),
  );
}
