import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as push from './push';
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
  app.get(
    '/preferences',
    { schema: routeSchema(routes.mailPreferences, { tags, security, summary: 'Which optional mails I get' }), config: signedIn },
    async (request) => ok(await service.mailPreferencesOf(deps, requireUser(request))),
  );
  app.put(
    '/preferences',
    { schema: routeSchema(routes.updateMailPreferences, { tags, security, summary: 'Choose which optional mails I get' }), config: signedIn },
    async (request) => ok(await service.saveMailPreferences(deps, requireUser(request), request.body)),
  );
  app.get(
    '/push-key',
    { schema: routeSchema(routes.pushKey, { tags, summary: "The server's VAPID public key, for a browser's push subscription" }), config: { access: 'public' } },
    async () => ok({ publicKey: deps.push.publicKey }),
  );
  app.post(
    '/push-subscriptions',
    { schema: routeSchema(routes.subscribePush, { tags, security, summary: "Get my reminders as notifications in this browser (its push subscription)" }), config: signedIn },
    async (request) => {
      await push.subscribePush(deps, requireUser(request), request.body);
      return done;
    },
  );
  app.delete(
    '/push-subscriptions',
    { schema: routeSchema(routes.unsubscribePush, { tags, security, summary: 'Stop notifications in this browser' }), config: signedIn },
    async (request) => {
      await push.unsubscribePush(deps, requireUser(request), request.body.endpoint);
      return done;
    },
  );
  // Mail apps POST here with a form body (RFC 8058 one-click) and no cookies: the signed token is the
  // authority, so no sign-in and no CSRF token (like the payment webhook's signed body).
  await app.register(async (signedLink: AppInstance) => {
    signedLink.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    signedLink.post(
      '/unsubscribe',
      {
        schema: routeSchema(routes.unsubscribe, { tags, summary: 'Turn off the optional mail a signed unsubscribe link names (works signed out; one-click)' }),
        config: { access: 'public', signed: true },
      },
      async (request) => ok(await service.unsubscribe(deps, request.query.token)),
    );
  });
  app.post(
    '/read',
    { schema: routeSchema(routes.markNotificationsRead, { tags, security, summary: 'Mark my notifications read (these, or all)' }), config: signedIn },
    async (request) => ok(await service.markNotificationsRead(deps, requireUser(request), request.body?.ids)),
  );
}
