import { PAYMENT_MESSAGES, type CheckoutDto, type CheckoutResult } from '@ssb/domain';
import { useCallback, useReducer, useRef, useState } from 'react';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { checkoutReducer, initialCheckout } from './checkoutMachine';
import { failureReason, loadRazorpay, type RazorpayInstance } from './razorpay';

export interface GatewayCheckoutOptions {
  /** The order to pay; null while there is none. */
  payment: CheckoutDto | null;
  /** What the gateway's window says is being bought. */
  description: string;
  /** Hands the gateway's result to the server; resolves once the server confirmed it. */
  confirm: (result: CheckoutResult) => Promise<void>;
  /** The server refused the result: its words, shown as the failure. */
  onRefused?: (reason: string) => void;
}

/**
 * One gateway checkout, whatever it buys (a session, a practice review): opens Razorpay's checkout or
 * the built-in test one, hands what it returns to the server, and tracks the steps in one reducer
 * (checkoutMachine.ts). The caller says what confirming means and what happens after.
 */
export function useGatewayCheckout({ payment, description, confirm, onRefused }: GatewayCheckoutOptions) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const [testOpen, setTestOpen] = useState(false);
  const auth = useAuth();
  const razorpay = useRef<RazorpayInstance | null>(null);

  const submit = useCallback(
    async (result: CheckoutResult) => {
      dispatch({ type: 'gatewayPaid' });
      setTestOpen(false);
      try {
        await confirm(result);
        dispatch({ type: 'verified' });
      } catch (error) {
        const reason = messageOf(error, PAYMENT_MESSAGES.notVerified);
        onRefused?.(reason);
        dispatch({ type: 'refused', reason });
      }
    },
    [confirm, onRefused],
  );

  const pay = useCallback(async () => {
    if (!payment) return;
    dispatch({ type: 'pay' });
    if (payment.gateway === 'test') {
      setTestOpen(true);
      dispatch({ type: 'opened' });
      return;
    }
    try {
      const Razorpay = await loadRazorpay();
      const checkout = new Razorpay({
        key: payment.keyId,
        order_id: payment.orderId,
        amount: payment.amount,
        currency: payment.currency,
        name: 'SSB Academy',
        description,
        prefill: { name: [auth.user?.firstName, auth.user?.lastName].filter(Boolean).join(' ') || undefined, email: auth.user?.email },
        handler: (result) => void submit(result),
        modal: { ondismiss: () => dispatch({ type: 'closed' }) },
      });
      checkout.on('payment.failed', (failure) => dispatch({ type: 'gatewayFailed', reason: failureReason(failure) }));
      razorpay.current = checkout;
      checkout.open();
      dispatch({ type: 'opened' });
    } catch (error) {
      dispatch({ type: 'gatewayFailed', reason: messageOf(error) });
    }
  }, [auth.user, description, payment, submit]);

  const closeGateway = useCallback(() => {
    setTestOpen(false);
    razorpay.current?.close();
  }, []);

  return {
    state,
    /** For what only the caller knows (a hold that lapsed). */
    dispatch,
    closeGateway,
    pay: () => void pay(),
    test: {
      open: testOpen,
      onPaid: (result: CheckoutResult) => void submit(result),
      onFailed: (reason: string) => {
        setTestOpen(false);
        dispatch({ type: 'gatewayFailed', reason });
      },
      onClosed: () => {
        setTestOpen(false);
        dispatch({ type: 'closed' });
      },
    },
  };
}
