import { routes } from '@ssb/domain';
import type { AppInstance } from '../../app-instance';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/reply';
import { routeSchema } from '../../platform/route-schema';
import * as service from './service';

const tags = ['tax'];
const coaches = { access: ['mentor'] } as const;
const admins = { access: ['admin'] } as const;
const coachesAndAdmins = { access: ['mentor', 'admin'] } as const;

/** The platform's papers to coaches and the accountant's registers (docs/product/tax.md). Full paths: mounted without a prefix. */
export async function taxRoutes(app: AppInstance) {
  const deps = app.deps;

  app.get(
    '/earnings/invoices',
    {
      schema: routeSchema(routes.earningsInvoices, {
        tags,
        summary: "The coach's own tax invoices and credit notes for the platform's fee, the latest first (rupees)",
      }),
      config: coaches,
    },
    async (request) => ok(await service.coachInvoices(deps, requireUser(request))),
  );

  app.get(
    '/invoices/:id',
    {
      schema: routeSchema(routes.invoice, { tags, summary: 'One tax invoice or credit note (rupees): the coach it was issued to, and admins' }),
      config: coachesAndAdmins,
    },
    async (request) => ok(await service.invoice(deps, requireUser(request), request.params.id)),
  );

  app.get(
    '/admin/tax',
    {
      schema: routeSchema(routes.adminTaxMonth, {
        tags,
        summary: "A month's tax registers (invoices, credit notes, TCS, TDS) with totals and the ledger's (admins)",
      }),
      config: admins,
    },
    async (request) => ok(await service.taxMonth(deps, request.query.month)),
  );

  app.get(
    '/admin/tax/registers/:register',
    {
      schema: routeSchema(routes.adminTaxRegisterCsv, { tags, summary: "A month's register as CSV for the accountant (rupees, India's time; admins)" }),
      config: admins,
    },
    async (request, reply) => {
      const { filename, content } = await service.taxRegisterCsv(deps, request.params.register, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
}
