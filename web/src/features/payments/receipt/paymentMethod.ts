/** Razorpay's payment methods in the payer's words (https://razorpay.com/docs/api/payments/: the payment entity's `method`). */
const METHOD_WORDS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
};

/** How the payer paid, as the receipt says it; a method the gateway adds later is shown as it reports it. */
export function paymentMethodWords(method: string | null): string {
  if (!method) return 'Not recorded';
  return METHOD_WORDS[method] ?? method;
}
