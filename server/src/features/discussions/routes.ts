import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { answerFresh, FreshCache } from '../../platform/fresh-cache';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';
import { cancelDiscussion, updateDiscussion } from './admin';

const tags = ['discussions'];

const signedIn = { access: 'signedIn' } as const;

export async function discussionRoutes(app: AppInstance) {
  const { deps } = app;
  const { db } = deps;
  const now = () => app.deps.now();
  // The list shows which discussions open and close by the clock: answers age out after 30 s.
  const cache = new FreshCache(app.deps.versions, { now, maxAgeMs: 30_000, maxEntries: 10 });

  app.get(
    '/',
    {
      schema: routeSchema(routes.listDiscussions, { tags, summary: 'Upcoming discussions (soonest first), then the recent past; never the meet link' }),
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Signed-in visitors see whether they joined: only signed-out visitors share the answer.
      if (request.user) return ok(await service.listDiscussions(deps, request.user));
      return answerFresh(request, reply, cache, db, 'list', {
        load: async (snapshot) => ok(await service.listDiscussions({ db: snapshot, now }, null)),
        topics: ['discussions', 'people'],
      });
    },
  );

  app.post(
    '/:id/join',
    { schema: routeSchema(routes.joinDiscussion, { tags, summary: 'Take a seat (any signed-in user); joining twice is a no-op' }), config: signedIn },
    async (request) => ok(await service.joinDiscussion(deps, requireUser(request), request.params.id)),
  );

  app.delete(
    '/:id/join',
    { schema: routeSchema(routes.leaveDiscussion, { tags, summary: 'Give the seat back, before the join cutoff' }), config: signedIn },
    async (request) => ok(await service.leaveDiscussion(deps, requireUser(request), request.params.id)),
  );

  app.get(
    '/:id/access',
    {
      config: signedIn,
      schema: routeSchema(routes.discussionAccess, { tags, summary: 'The meet link, for attendees, from 5 minutes before the start' }),
    },
    async (request) => ok(await service.discussionAccess(deps, requireUser(request), request.params.id)),
  );

  app.get(
    '/:id/calendar.ics',
    {
      schema: routeSchema(routes.discussionCalendar, { tags, summary: 'The discussion as an iCalendar (.ics) file, its moderator named; never the meet link' }),
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { filename, content } = await service.discussionIcs(deps, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  app.put(
    '/:id',
    { schema: routeSchema(routes.updateDiscussion, { tags, summary: 'Edit a discussion; attendees are told of a new time or room (admins)' }), config: { access: ['admin'] } },
    async (request) => ok(await updateDiscussion(deps, requireUser(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/cancel',
    { schema: routeSchema(routes.cancelDiscussion, { tags, summary: 'Cancel a discussion with a reason told to every attendee (admins)' }), config: { access: ['admin'] } },
    async (request) => {
      await cancelDiscussion(deps, requireUser(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  app.post(
    '/admin',
    { schema: routeSchema(routes.createDiscussion, { tags, summary: 'Create a discussion (admins only)' }), config: { access: ['admin'] } },
    async (request) => ok(await service.createDiscussion(deps, requireUser(request), request.body)),
  );
}
