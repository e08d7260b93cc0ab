import { INVOICE_NOT_FOUND, paiseToRupees, statementMonthRange, TAX_REGISTERS, type InvoiceDto, type TaxMonthDto, type TaxRegister } from '@ssb/domain';
import type { AppDeps } from '../../app-instance';
import type { CurrentUser } from '../../platform/auth';
import { NotFound } from '../../platform/errors';
import { invoiceTotals, registerCsv, withholdingTotals, type RegisterTotals } from './csv';
import { presentInvoice } from './presenter';
import * as repo from './repository';

type Deps = Pick<AppDeps, 'db'>;

const TITLES: Record<TaxRegister, string> = { invoices: 'Tax invoices', 'credit-notes': 'Credit notes', tcs: 'TCS (GST s. 52)', tds: 'TDS (s. 194-O)' };

/** Each row with the number of the invoice it refers to (credit notes). */
async function presentAll(deps: Deps, rows: repo.InvoiceRow[]): Promise<InvoiceDto[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.invoiceId ? [r.invoiceId] : [])))];
  const referred = new Map((await Promise.all(ids.map((id) => repo.invoiceById(deps.db, id)))).flatMap((r) => (r ? [[r.id, r] as const] : [])));
  return rows.map((r) => {
    const ref = r.invoiceId ? referred.get(r.invoiceId) : undefined;
    return presentInvoice(r, ref ? { id: ref.id, number: ref.number } : null);
  });
}

/** GET /api/earnings/invoices: the signed-in coach's invoices and credit notes, the latest first; of one month with `month`. */
export async function coachInvoices(deps: Deps, coach: CurrentUser, month?: string): Promise<InvoiceDto[]> {
  return presentAll(deps, await repo.invoicesOfCoach(deps.db, coach.id, month ? statementMonthRange(month) : undefined));
}

/** GET /api/invoices/{id}: the coach it was issued to, and admins; anyone else the 404 of an unknown id. */
export async function invoice(deps: Deps, viewer: CurrentUser, id: string): Promise<InvoiceDto> {
  const row = await repo.invoiceById(deps.db, id);
  if (!row || !(viewer.role === 'admin' || row.coachId === viewer.id)) throw new NotFound(INVOICE_NOT_FOUND);
  const [dto] = await presentAll(deps, [row]);
  return dto!;
}

async function monthRows(deps: Deps, month: string) {
  const range = statementMonthRange(month);
  const [invoices, withheld, ledger] = await Promise.all([
    repo.invoicesBetween(deps.db, range),
    repo.withholdingsBetween(deps.db, range),
    repo.ledgerSumsBetween(deps.db, range),
  ]);
  return { invoices, withheld, ledger };
}

const rupeesOf = (t: RegisterTotals) => ({
  rows: t.rows,
  taxable: paiseToRupees(t.taxable),
  cgst: paiseToRupees(t.cgst),
  sgst: paiseToRupees(t.sgst),
  igst: paiseToRupees(t.igst),
  total: paiseToRupees(t.total),
});

/**
 * GET /api/admin/tax?month=: the month's four registers with their totals, and the ledger's fee, GST, TCS and
 * TDS of the same month: the invoices less the credit notes must equal the ledger's fee and GST to the paisa.
 */
export async function taxMonth(deps: Deps, month: string): Promise<TaxMonthDto> {
  const { invoices, withheld, ledger } = await monthRows(deps, month);
  const totals: Record<TaxRegister, RegisterTotals> = {
    invoices: invoiceTotals(invoices.filter((r) => r.documentType === 'tax_invoice')),
    'credit-notes': invoiceTotals(invoices.filter((r) => r.documentType === 'credit_note')),
    tcs: withholdingTotals(withheld.filter((r) => r.kind === 'tcs')),
    tds: withholdingTotals(withheld.filter((r) => r.kind === 'tds')),
  };
  const fee = totals.invoices.taxable - totals['credit-notes'].taxable;
  const gst = totals.invoices.total - totals.invoices.taxable - (totals['credit-notes'].total - totals['credit-notes'].taxable);
  const matches = fee === ledger.platform_fee && gst === ledger.gst && totals.tcs.total === ledger.tcs && totals.tds.total === ledger.tds;
  return {
    month,
    registers: TAX_REGISTERS.map((register) => ({
      register,
      title: TITLES[register],
      ...rupeesOf(totals[register]),
      url: `/api/admin/tax/registers/${register}?month=${month}`,
    })),
    ledger: {
      fee: paiseToRupees(ledger.platform_fee),
      gst: paiseToRupees(ledger.gst),
      tcs: paiseToRupees(ledger.tcs),
      tds: paiseToRupees(ledger.tds),
      matches,
    },
  };
}

/** GET /api/admin/tax/{register}.csv?month=: one register of the month for the accountant. */
export async function taxRegisterCsv(deps: Deps, register: TaxRegister, month: string): Promise<{ filename: string; content: string }> {
  const { invoices, withheld } = await monthRows(deps, month);
  const ids = [...new Set(invoices.flatMap((r) => (r.invoiceId ? [r.invoiceId] : [])))];
  const referred = await Promise.all(ids.map((id) => repo.invoiceById(deps.db, id)));
  const numbers = new Map(referred.flatMap((r) => (r ? [[r.id, r.number] as const] : [])));
  return { filename: `ssb-${register}-${month}.csv`, content: registerCsv(register, invoices, withheld, numbers) };
}
