// The tax feature's public entry: the platform's papers (tax invoices, credit notes) and what is withheld
// from coaches (TCS, TDS), booked by payments in the transaction that books the fee (docs/product/tax.md).
export { taxedShare, type TaxedShare } from './share';
export { issuePapers, creditPapers } from './papers';
