import { describe, expect, it } from 'vitest';
import { checkoutReducer, initialCheckout, isBusy, type CheckoutEvent, type CheckoutState } from './checkoutMachine';

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckout) => events.reduce(checkoutReducer, from);

describe('checkout state machine', () => {
  it('pays: ready, opening, open, verifying, paid', () => {
    const steps: string[] = [];
    let state = initialCheckout;
    for (const event of [{ type: 'pay' }, { type: 'opened' }, { type: 'gatewayPaid' }, { type: 'verified' }] as CheckoutEvent[]) {
      state = checkoutReducer(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(['opening', 'open', 'verifying', 'paid']);
  });

  it('a failed payment offers Try again, which opens the checkout again', () => {
    const failed = run([{ type: 'pay' }, { type: 'opened' }, { type: 'gatewayFailed', reason: 'Card declined' }]);
    expect(failed).toEqual({ step: 'failed', title: 'Payment failed', reason: 'Card declined' });
    expect(isBusy(failed)).toBe(false);
    expect(checkoutReducer(failed, { type: 'pay' })).toEqual({ step: 'opening' });
  });

  it('closing the checkout without paying keeps the hold and offers Try again', () => {
    const closed = run([{ type: 'pay' }, { type: 'opened' }, { type: 'closed' }]);
    expect(closed).toMatchObject({ step: 'failed', title: 'Payment not completed' });
    expect(closed.step === 'failed' && closed.reason).toMatch(/still held/);
  });

  it("a refused confirmation (400 'Payment could not be verified') shows as a failure with Try again", () => {
    const refused = run([{ type: 'pay' }, { type: 'opened' }, { type: 'gatewayPaid' }, { type: 'refused', reason: 'Payment could not be verified' }]);
    expect(refused).toEqual({ step: 'failed', title: 'Payment failed', reason: 'Payment could not be verified' });
    expect(checkoutReducer(refused, { type: 'pay' }).step).toBe('opening');
  });

  it('the hold lapsing ends the checkout from any step but a confirmation under way', () => {
    for (const events of [[], [{ type: 'pay' }], [{ type: 'pay' }, { type: 'opened' }], [{ type: 'pay' }, { type: 'opened' }, { type: 'closed' }]] as CheckoutEvent[][]) {
      expect(run([...events, { type: 'holdLapsed' }]).step).toBe('expired');
    }
    expect(run([{ type: 'pay' }, { type: 'opened' }, { type: 'gatewayPaid' }, { type: 'holdLapsed' }]).step).toBe('verifying');
  });

  it('an expired hold takes no new payment, but a payment the gateway already took is still sent to the server', () => {
    const expired = run([{ type: 'holdLapsed' }]);
    expect(checkoutReducer(expired, { type: 'pay' })).toBe(expired);
    expect(checkoutReducer(expired, { type: 'gatewayPaid' }).step).toBe('verifying');
  });

  it('ignores events out of order, and nothing leaves paid', () => {
    expect(checkoutReducer(initialCheckout, { type: 'opened' })).toBe(initialCheckout);
    expect(checkoutReducer(initialCheckout, { type: 'refused', reason: 'x' })).toBe(initialCheckout);
    expect(run([{ type: 'pay' }, { type: 'pay' }])).toEqual({ step: 'opening' });
    const paid = run([{ type: 'gatewayPaid' }, { type: 'verified' }]);
    for (const event of [{ type: 'holdLapsed' }, { type: 'pay' }, { type: 'refused', reason: 'x' }, { type: 'closed' }] as CheckoutEvent[]) {
      expect(checkoutReducer(paid, event)).toBe(paid);
    }
  });
});
