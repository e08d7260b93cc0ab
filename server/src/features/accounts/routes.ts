import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { clearSignInCookie, requireUser } from '../../platform/auth';
import { routeSchema } from '../../platform/route-schema';
import { loadUser } from '../users';
import { deleteMyAccount, exportMyData } from './service';

const tags = ['users'];
const security = [{ bearer: [] }];
const signedIn = { access: 'signedIn' } as const;

/** The person's own data: a copy to download, and deleting the account. Mounted at /api/users. */
export async function accountRoutes(app: AppInstance) {
  const { deps } = app;
  app.get(
    '/me/export',
    { schema: routeSchema(routes.exportMyData, { tags, security, summary: 'Download everything stored about me, as JSON' }), config: signedIn },
    async (request, reply) => {
      const me = await loadUser(deps.db, requireUser(request).id);
      const data = await exportMyData(deps, { id: me.id, email: me.email });
      return reply
        .header('content-disposition', `attachment; filename="ssb-academy-my-data-${data.exportedAt.slice(0, 10)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
  app.delete(
    '/me',
    {
      schema: routeSchema(routes.deleteMyAccount, { tags, security, summary: 'Delete my account: personal data erased, money records kept without my name' }),
      // The password is checked here: few tries a minute.
      config: { ...signedIn, rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await deleteMyAccount(deps, requireUser(request).id, request.body);
      clearSignInCookie(reply);
      return { success: true as const };
    },
  );
}
