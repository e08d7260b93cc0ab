import {
  createSessionSchema,
  listEnvelope,
  listSessionsQuerySchema,
  okSchema,
  sessionSchema,
  successEnvelope,
  updateSessionSchema,
} from '@ssb/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { requireUser } from '../../platform/auth';
import { done, ok } from '../../platform/reply';
import * as service from './service';

const params = z.object({ id: z.string().max(100) });
const tags = ['sessions'];
const one = { 200: successEnvelope(sessionSchema) };

export async function sessionRoutes(app: AppInstance) {
  const deps = app.deps;

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Book a session for the signed-in user (server price; inside one window; 409 when the slot was just taken)',
        body: createSessionSchema,
        response: { 201: successEnvelope(sessionSchema) },
      },
    },
    async (request, reply) => {
      const session = await service.bookSession(deps, requireUser(request), request.body, request.log);
      return reply.status(201).send(ok(session));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's own sessions (as mentee or mentor; admins all); filters mentorId, type=upcoming|past",
        querystring: listSessionsQuerySchema,
        response: { 200: listEnvelope(sessionSchema) },
      },
    },
    async (request) => {
      const { data, meta } = await service.listSessions(deps, requireUser(request), request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One session (its two participants and admins; others 404)', params, response: one } },
    async (request) => ok(await service.getSession(deps, requireUser(request), request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rate (mentee, once, after the start), mark complete (mentor) or cancel (either participant, before the start)',
        params,
        body: updateSessionSchema,
        response: one,
      },
    },
    async (request) => ok(await service.updateSession(deps, requireUser(request), request.params.id, request.body, request.log)),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Cancel the session (kept with status cancelled; the time is free again)', params, response: { 200: okSchema } } },
    async (request) => {
      await service.cancelSession(deps, requireUser(request), request.params.id, request.log);
      return done;
    },
  );

  app.get(
    '/:id/calendar.ics',
    { schema: { tags, summary: 'The session as an iCalendar (.ics) file, for its participants', params } },
    async (request, reply) => {
      const { filename, content } = await service.sessionIcs(deps, requireUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
}
