import { createDiscussionSchema, discussionAccessSchema, discussionSchema, listEnvelope, successEnvelope } from '@ssb/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { requireRole, requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import * as service from './service';

const params = z.object({ id: z.uuid({ error: 'Not a valid discussion id' }) });
const tags = ['discussions'];
const one = { 200: successEnvelope(discussionSchema) };

/**
 * Who may call is decided before what they sent: input errors are attached rather than thrown
 * (`attachValidation`), so an anonymous caller gets 401 and a mentee 403 whatever the body.
 */
function authorizeThenValidate(authorize: (request: FastifyRequest) => unknown) {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      authorize(request);
      if (request.validationError) throw request.validationError;
    },
  };
}
const signedIn = authorizeThenValidate(requireUser);
const admin = authorizeThenValidate((request) => requireRole(request, 'admin'));

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
    },
    async (request) => ok(await service.listDiscussions(db, now(), request.user)),
  );

  app.post(
    '/:id/join',
    { ...signedIn, schema: { tags, summary: 'Take a seat (any signed-in user); joining twice is a no-op', params, response: one } },
    async (request) => ok(await service.joinDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.delete(
    '/:id/join',
    { ...signedIn, schema: { tags, summary: 'Give the seat back, before the join cutoff', params, response: one } },
    async (request) => ok(await service.leaveDiscussion(db, now(), requireUser(request), request.params.id)),
  );

  app.get(
    '/:id/access',
    {
      ...signedIn,
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
    { ...admin, schema: { tags, summary: 'Create a discussion (admins only)', body: createDiscussionSchema, response: one } },
    async (request) => ok(await service.createDiscussion(db, now(), requireRole(request, 'admin'), request.body)),
  );
}
