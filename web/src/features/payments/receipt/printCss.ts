import { printOnlyCss } from '../../../lib/printOnly';

export const RECEIPT_ELEMENT_ID = 'receipt';

/** Printing the receipt page prints the receipt alone. */
export const PRINT_ONLY_RECEIPT_CSS = printOnlyCss(RECEIPT_ELEMENT_ID);
