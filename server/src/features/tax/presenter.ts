import { invoicePath, paiseToRupees, stateName, stateTaxName, type InvoiceDto } from '@ssb/domain';
import type { InvoiceRow } from './repository';

const party = (name: string, address: string | null, stateCode: string | null, gstin: string | null) => ({
  name,
  address,
  stateCode,
  stateName: stateCode ? stateName(stateCode) : null,
  gstin,
});

/** An invoice or credit note as its page prints it (rupees). `refersTo`: a credit note's invoice. */
export function presentInvoice(row: InvoiceRow, refersTo: { id: string; number: string } | null): InvoiceDto {
  return {
    id: row.id,
    documentType: row.documentType,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    sac: row.sac,
    placeOfSupply: row.placeOfSupply,
    placeOfSupplyName: stateName(row.placeOfSupply) ?? row.placeOfSupply,
    stateTaxName: stateTaxName(row.supplierState),
    taxable: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    supplier: party(row.supplierName, row.supplierAddress, row.supplierState, row.supplierGstin),
    recipient: party(row.recipientName, row.recipientAddress, row.recipientState, row.recipientGstin),
    refersTo,
    sessionId: row.sessionId,
    practiceReviewId: row.practiceReviewId,
    url: invoicePath(row.id),
  };
}
