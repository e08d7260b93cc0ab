import { routes } from '@ssb/domain';
import type { AppInstance } from '../../../app-instance';
import { requireUser } from '../../../platform/auth';
import { ok } from '../../../platform/reply';
import { routeSchema } from '../../../platform/route-schema';
import * as service from './service';

const tags = ['earnings'];
const coaches = { access: ['mentor'] } as const;
const admins = { access: ['admin'] } as const;

/** The coach's payout account and the admins' view of them (docs/product/money.md "Payout account"). Full paths: mounted without a prefix. */
export async function payoutAccountRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/earnings/payout-account',
    { schema: routeSchema(routes.payoutAccount, { tags, summary: "The coach's payout account, masked; status not_started when none is saved" }), config: coaches },
    async (request) => ok(await service.myPayoutAccount(deps, requireUser(request))),
  );

  app.put(
    '/earnings/payout-account',
    {
      schema: routeSchema(routes.savePayoutAccount, {
        tags,
        summary: 'Save or change the payout account: back to review, audited, mailed to the coach; the gateway makes the linked account',
      }),
      config: coaches,
    },
    async (request) => ok(await service.savePayoutAccount(deps, requireUser(request), request.body, request.log)),
  );

  app.get(
    '/admin/payout-accounts',
    { schema: routeSchema(routes.adminPayoutAccounts, { tags, summary: "Coaches' payout accounts, masked, the latest changed first; ?status= narrows (admins)" }), config: admins },
    async (request) => {
      const { data, meta } = await service.listPayoutAccounts(deps, request.query);
      return ok(data, meta);
    },
  );

  app.post(
    '/admin/payout-accounts/:id/suspend',
    { schema: routeSchema(routes.suspendPayoutAccount, { tags, summary: 'Suspend a payout account with a reason: no transfers to it until reactivated (admins)' }), config: admins },
    async (request) => ok(await service.suspendPayoutAccount(deps, requireUser(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/admin/payout-accounts/:id/reactivate',
    { schema: routeSchema(routes.reactivatePayoutAccount, { tags, summary: 'Lift a suspension with a reason: back to review at the gateway (admins)' }), config: admins },
    async (request) => ok(await service.reactivatePayoutAccount(deps, requireUser(request), request.params.id, request.body.reason, request.log)),
  );
}
