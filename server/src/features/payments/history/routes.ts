import { routes } from '@ssb/domain';
import type { AppInstance } from '../../../app-instance';
import { requireUser } from '../../../platform/auth';
import { ok } from '../../../platform/reply';
import { routeSchema } from '../../../platform/route-schema';
import * as service from './service';
import { markRefundedByHand, retryRefund } from '../refund-admin';

const tags = ['payments'];
const signedIn = { access: 'signedIn' } as const;
const admins = { access: ['admin'] } as const;

/** Payments, receipts and refunds as people read them. Full paths: mounted without a prefix. */
export async function paymentHistoryRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/payments',
    { schema: routeSchema(routes.listPayments, { tags, summary: "The caller's own payments as a mentee, newest first, with refunds and receipt links" }), config: signedIn },
    async (request) => {
      const { data, meta } = await service.ownPayments(deps, requireUser(request), request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/payments/:id/receipt',
    { schema: routeSchema(routes.receipt, { tags, summary: 'The receipt of a captured payment (the mentee who paid, and admins; others 404)' }), config: signedIn },
    async (request) => ok(await service.receipt(deps, requireUser(request), request.params.id)),
  );

  app.get(
    '/admin/payments',
    { schema: routeSchema(routes.adminPayments, { tags, summary: 'Every payment, newest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.allPayments(deps, request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/admin/refunds',
    { schema: routeSchema(routes.adminRefunds, { tags, summary: 'Refunds, failed ones first, then newest (admins); ?status= narrows' }), config: admins },
    async (request) => {
      const { data, meta } = await service.adminRefunds(deps, request.query);
      return ok(data, meta);
    },
  );

  app.post(
    '/admin/refunds/:id/retry',
    {
      schema: routeSchema(routes.retryRefund, { tags, summary: 'A failed refund decided again: attempts reset, sent by the next money sweep (admins; audited); 409 unless failed' }),
      config: admins,
    },
    async (request) => ok(await retryRefund(deps, requireUser(request), request.params.id)),
  );

  app.post(
    '/admin/refunds/:id/refunded-by-hand',
    {
      schema: routeSchema(routes.refundedByHand, { tags, summary: 'A failed refund an admin paid back outside the gateway, with its reference (admins; audited); 409 unless failed' }),
      config: admins,
    },
    async (request) => ok(await markRefundedByHand(deps, requireUser(request), request.params.id, request.body)),
  );
}
