/**
 * The checkout's steps, as one reducer so every path is testable without a gateway:
 *
 *   ready ──pay──▶ opening ──opened──▶ open ──paid──▶ verifying ──verified──▶ paid
 *     ▲                │                 │                │
 *     └──── failed ◀───┴──failed/closed──┘◀──refused──────┘          any ──holdLapsed──▶ expired
 *
 * "failed" offers Try again (the hold stays until it lapses). A payment the gateway reports is always
 * sent to the server, even after the hold lapsed: the server confirms it if the slot is still free
 * and refunds it otherwise, so a payment result is never dropped.
 */
export type CheckoutState =
  | { step: 'ready' }
  | { step: 'opening' }
  | { step: 'open' }
  | { step: 'verifying' }
  | { step: 'failed'; title: string; reason: string }
  | { step: 'expired' }
  | { step: 'paid' };

export type CheckoutEvent =
  | { type: 'pay' }
  | { type: 'opened' }
  /** The gateway took the money and handed back the order id, payment id and signature. */
  | { type: 'gatewayPaid' }
  /** The gateway refused the payment (or could not be opened). */
  | { type: 'gatewayFailed'; reason: string }
  /** The mentee closed the gateway's checkout without paying. */
  | { type: 'closed' }
  | { type: 'verified' }
  /** The server refused the payment's confirmation (say, 400 'Payment could not be verified'). */
  | { type: 'refused'; reason: string }
  | { type: 'holdLapsed' };

export const initialCheckout: CheckoutState = { step: 'ready' };

export const PAYMENT_FAILED = 'Payment failed';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (state.step === 'paid') return state;
  switch (event.type) {
    case 'pay':
      return state.step === 'ready' || state.step === 'failed' ? { step: 'opening' } : state;
    case 'opened':
      return state.step === 'opening' ? { step: 'open' } : state;
    case 'gatewayPaid':
      return { step: 'verifying' };
    case 'gatewayFailed':
      return state.step === 'opening' || state.step === 'open' ? { step: 'failed', title: PAYMENT_FAILED, reason: event.reason } : state;
    case 'closed':
      return state.step === 'open'
        ? { step: 'failed', title: PAYMENT_NOT_COMPLETED, reason: 'You closed the checkout before paying. Your slot is still held.' }
        : state;
    case 'verified':
      return { step: 'paid' };
    case 'refused':
      return state.step === 'verifying' ? { step: 'failed', title: PAYMENT_FAILED, reason: event.reason } : state;
    case 'holdLapsed':
      // While the server decides on a payment already made, its answer decides, not the clock.
      return state.step === 'verifying' ? state : { step: 'expired' };
  }
}

/** True while the Pay button should be busy. */
export function isBusy(state: CheckoutState): boolean {
  return state.step === 'opening' || state.step === 'open' || state.step === 'verifying';
}
