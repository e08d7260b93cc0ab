import { stateName, type TaxRegister } from '@ssb/domain';
import { csvDateTime, csvRupees, csvText } from '../../platform/csv';
import type { InvoiceRow, WithholdingRow } from './repository';

/** The accountant's monthly registers (docs/product/tax.md "For the accountant"): amounts in rupees, dates in India's time. */
const INVOICE_HEADER = [
  'Number',
  'Date (IST)',
  'Coach',
  'Coach GSTIN',
  'Place of supply',
  'State code',
  'SAC',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST/UTGST (INR)',
  'IGST (INR)',
  'Total (INR)',
];
const CREDIT_HEADER = ['Number', 'Date (IST)', 'Against invoice', ...INVOICE_HEADER.slice(2)];
const TCS_HEADER = [
  'Date (IST)',
  'Coach GSTIN',
  'State code',
  'Net taxable value (INR)',
  'Rate (%)',
  'CGST (INR)',
  'SGST/UTGST (INR)',
  'IGST (INR)',
  'TCS (INR)',
  'Entry',
];
const TDS_HEADER = ['Date (IST)', 'Coach PAN (last 4)', 'Gross (INR)', 'Rate (%)', 'TDS (INR)', 'Entry'];

const iso = (d: Date) => d.toISOString();
const invoiceCells = (row: InvoiceRow) => [
  csvText(row.recipientName),
  row.recipientGstin ?? '',
  csvText(stateName(row.placeOfSupply) ?? row.placeOfSupply),
  row.placeOfSupply,
  row.sac,
  csvRupees(row.taxablePaise),
  csvRupees(row.cgstPaise),
  csvRupees(row.sgstPaise),
  csvRupees(row.igstPaise),
  csvRupees(row.totalPaise),
];

export interface RegisterTotals {
  rows: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export function invoiceTotals(rows: InvoiceRow[]): RegisterTotals {
  const sum = (f: (r: InvoiceRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  return {
    rows: rows.length,
    taxable: sum((r) => r.taxablePaise),
    cgst: sum((r) => r.cgstPaise),
    sgst: sum((r) => r.sgstPaise),
    igst: sum((r) => r.igstPaise),
    total: sum((r) => r.totalPaise),
  };
}

export function withholdingTotals(rows: WithholdingRow[]): RegisterTotals {
  const sum = (f: (r: WithholdingRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  return {
    rows: rows.length,
    taxable: sum((r) => r.basePaise),
    cgst: sum((r) => r.cgstPaise),
    sgst: sum((r) => r.sgstPaise),
    igst: sum((r) => r.igstPaise),
    total: sum((r) => r.amountPaise),
  };
}

const lines = (header: string[], body: string[][], totals: string[]) => [header, ...body, totals].map((cells) => cells.join(',')).join('\r\n') + '\r\n';

/** One register of a month as CSV, with a last line of totals. `invoiceNumbers`: the number of each invoice a credit note refers to. */
export function registerCsv(register: TaxRegister, invoices: InvoiceRow[], withheld: WithholdingRow[], invoiceNumbers: Map<string, string>): string {
  if (register === 'invoices' || register === 'credit-notes') {
    const rows = invoices.filter((r) => r.documentType === (register === 'invoices' ? 'tax_invoice' : 'credit_note'));
    const t = invoiceTotals(rows);
    const money = [t.taxable, t.cgst, t.sgst, t.igst, t.total].map(csvRupees);
    if (register === 'invoices')
      return lines(
        INVOICE_HEADER,
        rows.map((r) => [r.number, csvDateTime(iso(r.issuedAt)), ...invoiceCells(r)]),
        ['Total', '', '', '', '', '', '', ...money],
      );
    return lines(
      CREDIT_HEADER,
      rows.map((r) => [r.number, csvDateTime(iso(r.issuedAt)), invoiceNumbers.get(r.invoiceId ?? '') ?? '', ...invoiceCells(r)]),
      ['Total', '', '', '', '', '', '', '', ...money],
    );
  }
  const rows = withheld.filter((r) => r.kind === register);
  const t = withholdingTotals(rows);
  if (register === 'tcs') {
    return lines(
      TCS_HEADER,
      rows.map((r) => [
        csvDateTime(iso(r.createdAt)),
        r.gstin ?? '',
        r.stateCode ?? '',
        csvRupees(r.basePaise),
        String(r.percent),
        csvRupees(r.cgstPaise),
        csvRupees(r.sgstPaise),
        csvRupees(r.igstPaise),
        csvRupees(r.amountPaise),
        r.ledgerKey,
      ]),
      ['Total', '', '', csvRupees(t.taxable), '', csvRupees(t.cgst), csvRupees(t.sgst), csvRupees(t.igst), csvRupees(t.total), ''],
    );
  }
  return lines(
    TDS_HEADER,
    rows.map((r) => [csvDateTime(iso(r.createdAt)), r.panLast4 ?? '', csvRupees(r.basePaise), String(r.percent), csvRupees(r.amountPaise), r.ledgerKey]),
    ['Total', '', csvRupees(t.taxable), '', csvRupees(t.total), ''],
  );
}
