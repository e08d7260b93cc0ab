import { z } from 'zod';

/**
 * The platform's papers to coaches (docs/product/tax.md): a tax invoice for its fee and the GST on it, or a
 * credit note taking one back. Amounts are rupees (with paise as decimals), as printed.
 */
const partySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  /** GST state code and name; null when nothing is on record. */
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  gstin: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  documentType: z.enum(['tax_invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  sac: z.string(),
  /** The place of supply's state code; its name beside it. */
  placeOfSupply: z.string(),
  placeOfSupplyName: z.string(),
  /** 'SGST', or 'UTGST' in a union territory without a legislature. */
  stateTaxName: z.enum(['SGST', 'UTGST']),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  supplier: partySchema,
  recipient: partySchema,
  /** A credit note's invoice. */
  refersTo: z.object({ id: z.string(), number: z.string() }).nullable(),
  sessionId: z.string().nullable(),
  practiceReviewId: z.string().nullable(),
  /** The printable page. */
  url: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

export const taxMonthQuerySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM') });

export const TAX_REGISTERS = ['invoices', 'credit-notes', 'tcs', 'tds'] as const;
export type TaxRegister = (typeof TAX_REGISTERS)[number];
export const taxRegisterParamsSchema = z.object({ register: z.enum(TAX_REGISTERS, { error: 'Choose invoices, credit-notes, tcs or tds' }) });

/** GET /api/admin/tax?month=: the month's registers for the accountant, their totals (rupees) and whether they match the ledger. */
export const taxMonthSchema = z.object({
  month: z.string(),
  registers: z.array(
    z.object({
      register: z.enum(TAX_REGISTERS),
      title: z.string(),
      rows: z.number().int(),
      taxable: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
      total: z.number(),
      /** The CSV download. */
      url: z.string(),
    }),
  ),
  /** The ledger's sums of the month (rupees) and whether the registers equal them. */
  ledger: z.object({ fee: z.number(), gst: z.number(), tcs: z.number(), tds: z.number(), matches: z.boolean() }),
});
export type TaxMonthDto = z.infer<typeof taxMonthSchema>;

export const INVOICE_NOT_FOUND = 'Invoice not found';

export const invoicePath = (id: string) => `/invoices/${id}`;
