import { createDiscussionSchema, discussionAccessSchema, discussionSchema, listEnvelope, successEnvelope } from '@ssb/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import * as service from './service';

const params = z.object({ id: z.uuid({ error: 'Not a valid discussion id' }) });
const tags = ['discussions'];
const one = { 200: successEnvelope(discussionSchema) };

const signedIn = { access: 'signedIn' } as const;

export async function discussionRoutes(app: AppInstance) {
  const { db } = app.deps;
  const now = () => app.deps.now();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Upcoming discussions (soonest first), then the recent past; never the meet link',
        response: { 200: listEnvelope(discussionSchema) },
      },
      config: { access: 'public' },
    },
    async (request) => ok(await service.listDiscussions(db, now(), request.user)),
  );

  app.post(
    '/:id/join',
    { schema: { tags, summary: 'Take a seat (any signed-in user); joining twice is a no-op', params, response: one }, config: signedIn },
    async (request) => ok(await service.joinDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.delete(
    '/:id/join',
    { schema: { tags, summary: 'Give the seat back, before the join cutoff', params, response: one }, config: signedIn },
    async (request) => ok(await service.leaveDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.get(
    '/:id/access',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The meet link, for attendees, from 5 minutes before the start',
        params,
        response: { 200: successEnvelope(discussionAccessSchema) },
      },
    },
    async (request) => ok(await service.discussionAccess(db, now(), requireUser(request), request.params.id)),
  );

  app.post(
    '/admin',
    { schema: { tags, summary: 'Create a discussion (admins only)', body: createDiscussionSchema, response: one }, config: { access: ['admin'] } },
    async (request) => ok(await service.createDiscussion(db, now(), requireUser(request), request.body)),
  );
}
