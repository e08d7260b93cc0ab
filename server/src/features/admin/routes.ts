import { routes, startOfDayInIndia } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { overviewCounts } from './repository';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The console's overview: what needs an admin today. Mounted at /api/admin. */
export async function adminOverviewRoutes(app: AppInstance) {
  app.get(
    '/overview',
    {
      schema: routeSchema(routes.adminOverview, { tags, security, summary: "Coaches waiting, open disputes, today's payments and refunds (India's day), failed mails (admins)" }),
      config: { access: ['admin'] },
    },
    async () => ok(await overviewCounts(app.deps.db, startOfDayInIndia(app.deps.now()))),
  );
}
