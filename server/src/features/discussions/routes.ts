import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['discussions'];

const signedIn = { access: 'signedIn' } as const;

export async function discussionRoutes(app: AppInstance) {
  const { db } = app.deps;
  const now = () => app.deps.now();

  app.get(
    '/',
    {
      schema: routeSchema(routes.listDiscussions, { tags, summary: 'Upcoming discussions (soonest first), then the recent past; never the meet link' }),
      config: { access: 'public' },
    },
    async (request) => ok(await service.listDiscussions(db, now(), request.user)),
  );

  app.post(
    '/:id/join',
    { schema: routeSchema(routes.joinDiscussion, { tags, summary: 'Take a seat (any signed-in user); joining twice is a no-op' }), config: signedIn },
    async (request) => ok(await service.joinDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.delete(
    '/:id/join',
    { schema: routeSchema(routes.leaveDiscussion, { tags, summary: 'Give the seat back, before the join cutoff' }), config: signedIn },
    async (request) => ok(await service.leaveDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.get(
    '/:id/access',
    {
      config: signedIn,
      schema: routeSchema(routes.discussionAccess, { tags, summary: 'The meet link, for attendees, from 5 minutes before the start' }),
    },
    async (request) => ok(await service.discussionAccess(db, now(), requireUser(request), request.params.id)),
  );

  app.post(
    '/admin',
    { schema: routeSchema(routes.createDiscussion, { tags, summary: 'Create a discussion (admins only)' }), config: { access: ['admin'] } },
    async (request) => ok(await service.createDiscussion(db, now(), requireUser(request), request.body)),
  );
}
