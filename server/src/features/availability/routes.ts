import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as schedule from './schedule-service';

const tags = ['availability'];
const security = [{ bearer: [] }];
const coachesAndAdmins = { access: ['mentor', 'admin'] } as const;

/** A coach's weekly schedule, under /coaches/{id}/schedule (docs/product/schedule.md). */
export async function availabilityRoutes(app: AppInstance) {
  const { deps } = app;

  app.get(
    '/:id/schedule',
    { schema: routeSchema(routes.coachSchedule, { tags, security, summary: "A coach's weekly schedule (the coach, or admins)" }), config: coachesAndAdmins },
    async (request) => ok(await schedule.getSchedule(deps, requireUser(request), request.params.id)),
  );

  app.put(
    '/:id/schedule',
    {
      schema: routeSchema(routes.saveCoachSchedule, { tags, security, summary: "Save a coach's weekly schedule (the coach, or admins)" }),
      config: coachesAndAdmins,
    },
    async (request) => ok(await schedule.saveSchedule(deps, requireUser(request), request.params.id, request.body)),
  );
}
