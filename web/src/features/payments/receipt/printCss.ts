export const RECEIPT_ELEMENT_ID = 'receipt';

/**
 * Printing the receipt page prints the receipt alone: the site's navbar, footer, toasts and the
 * page's own buttons are hidden, whatever the layout around the page is made of.
 */
export const PRINT_ONLY_RECEIPT_CSS = `@page { size: A4; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  header:not(#${RECEIPT_ELEMENT_ID} *), footer:not(#${RECEIPT_ELEMENT_ID} *) { display: none !important; }
  #main { min-height: 0 !important; }
  #${RECEIPT_ELEMENT_ID}, #${RECEIPT_ELEMENT_ID} * { visibility: visible; }
  #${RECEIPT_ELEMENT_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;
