import { routes } from '@ssb/domain';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { Unauthorized } from '../../platform/errors';
import { done, ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import { disputeSession } from './dispute';
import { confirmPayment } from './payment';
import { rescheduleSession } from './reschedule';
import * as service from './service';

const tags = ['sessions'];
const signedIn = { access: 'signedIn' } as const;

/**
 * A coach's page asks for the visitor's own upcoming sessions with that coach; a signed-out
 * visitor has none, which is an empty list, not a reason to send them to the sign-in page. Any
 * other list needs a sign-in. Decided when the request starts, like every route's access rule.
 */
async function signInUnlessAskingAboutACoach(request: FastifyRequest) {
  const query = request.query as { mentorId?: unknown };
  if (!request.user && query.mentorId === undefined) throw new Unauthorized();
}

export async function sessionRoutes(app: AppInstance) {
  const deps = app.deps;

  app.post(
    '/',
    {
      schema: routeSchema(routes.bookSession, {
        tags,
        summary: 'Book a session for the signed-in user (server price; inside one window; 409 when the slot was just taken, or when two types share the length and no price picks one). A paid one is held: payment.checkoutUrl is where to pay',
      }),
      config: signedIn,
    },
    async (request, reply) => {
      const session = await service.bookSession(deps, requireUser(request), request.body, request.log);
      return reply.status(201).send(ok(session));
    },
  );

  app.get(
    '/',
    {
      schema: routeSchema(routes.listSessions, {
        tags,
        summary: "The caller's own sessions (as mentee or mentor; admins all); filters mentorId, type=upcoming|past",
      }),
      config: { access: 'public' },
      onRequest: signInUnlessAskingAboutACoach,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      if (!request.user) return ok([], { total: 0, page, pageSize });
      const { data, meta } = await service.listSessions(deps, request.user, request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/:id',
    { schema: routeSchema(routes.session, { tags, summary: 'One session (its two participants and admins; others 404)' }), config: signedIn },
    async (request) => ok(await service.getSession(deps, requireUser(request), request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: routeSchema(routes.updateSession, {
        tags,
        summary: 'Rate (mentee, once, after the start), mark complete (mentor) or cancel (either participant, before the start)',
      }),
      config: signedIn,
    },
    async (request) => ok(await service.updateSession(deps, requireUser(request), request.params.id, request.body, request.log)),
  );

  app.delete(
    '/:id',
    { schema: routeSchema(routes.cancelSession, { tags, summary: 'Cancel the session (kept with status cancelled; the time is free again)' }), config: signedIn },
    async (request) => {
      await service.cancelSession(deps, requireUser(request), request.params.id, request.log);
      return done;
    },
  );

  app.get(
    '/:id/calendar.ics',
    { schema: routeSchema(routes.sessionCalendar, { tags, summary: 'The session as an iCalendar (.ics) file, for its participants' }), config: signedIn },
    async (request, reply) => {
      const { filename, content } = await service.sessionIcs(deps, requireUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/:id/payment',
    {
      schema: routeSchema(routes.confirmPayment, {
        tags,
        summary: "Confirm a pending session's payment with the checkout's razorpay_order_id, razorpay_payment_id and razorpay_signature (400 when not verified)",
      }),
      config: signedIn,
    },
    async (request) => {
      const viewer = requireUser(request);
      const id = await confirmPayment(deps, viewer, request.params.id, request.body, request.log);
      return ok(await service.getSession(deps, viewer, id));
    },
  );

  app.post(
    '/:id/reschedule',
    { schema: routeSchema(routes.rescheduleSession, { tags, summary: "Move a scheduled session once, up to 12 h before its start, to another free slot of the coach's (mentee)" }), config: signedIn },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await service.presentOne(deps, viewer, await rescheduleSession(deps, viewer, request.params.id, request.body)));
    },
  );

  app.post(
    '/:id/dispute',
    { schema: routeSchema(routes.disputeSession, { tags, summary: 'Report that the coach did not come (mentee; from 15 min after the start to 24 h after the end)' }), config: signedIn },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await service.presentOne(deps, viewer, await disputeSession(deps, viewer, request.params.id, request.body)));
    },
  );
}
