import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['earnings'];
const coaches = { access: ['mentor'] } as const;
const admins = { access: ['admin'] } as const;

/** The coach's earnings and the admins' payouts (docs/product/money.md "Earnings"). Full paths: mounted without a prefix. */
export async function earningsRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/earnings',
    { schema: routeSchema(routes.earnings, { tags, summary: "The coach's own totals (paise), completed sessions and payouts" }), config: coaches },
    async (request) => ok(await service.coachEarnings(deps, requireUser(request))),
  );

  app.get(
    '/earnings.csv',
    { schema: routeSchema(routes.earningsCsv, { tags, summary: "The coach's completed sessions as CSV (rupees, India's time)" }), config: coaches },
    async (request, reply) => {
      const { filename, content } = await service.coachEarningsCsv(deps, requireUser(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.get(
    '/earnings/statement',
    {
      schema: routeSchema(routes.earningsStatement, { tags, summary: "The coach's statement of one month (India's calendar): opening balance, entries, closing balance (paise)" }),
      config: coaches,
    },
    async (request) => ok(await service.coachStatement(deps, requireUser(request), request.query.month)),
  );

  app.get(
    '/earnings/statement.csv',
    { schema: routeSchema(routes.earningsStatementCsv, { tags, summary: "The coach's statement of one month as CSV (rupees, India's time)" }), config: coaches },
    async (request, reply) => {
      const { filename, content } = await service.coachStatementCsv(deps, requireUser(request), request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.get(
    '/admin/payouts/balances',
    { schema: routeSchema(routes.adminBalances, { tags, summary: 'Every coach who earned, with pending, payable, transfers and owed amounts (paise), the most payable by hand first (admins)' }), config: admins },
    async () => ok(await service.coachBalances(deps)),
  );

  app.get(
    '/admin/payouts',
    { schema: routeSchema(routes.adminPayouts, { tags, summary: 'Recorded payouts, newest first (admins)' }), config: admins },
    async (request) => {
      const { data, meta } = await service.listPayouts(deps, request.query);
      return ok(data, meta);
    },
  );

  app.get(
    '/admin/transfers',
    { schema: routeSchema(routes.adminTransfers, { tags, summary: "Transfers to coaches' linked accounts, newest first, with their state and last error (admins)" }), config: admins },
    async (request) => {
      const { data, meta } = await service.listTransfers(deps, request.query);
      return ok(data, meta);
    },
  );

  app.post(
    '/admin/payouts',
    {
      schema: routeSchema(routes.recordPayout, {
        tags,
        summary: 'Record a transfer to a coach (paise); 409 when it exceeds what is payable by hand now or the reference is already used (admins)',
      }),
      config: admins,
    },
    async (request, reply) => reply.status(201).send(ok(await service.recordPayout(deps, requireUser(request), request.body))),
  );
}
