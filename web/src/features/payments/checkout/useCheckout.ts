import { PAYMENT_MESSAGES, type CheckoutResult } from '@ssb/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useConfirmPayment, type Session } from '../../sessions/api';
import { confirmedPath } from '../../sessions/paths';
import { checkoutReducer, initialCheckout } from './checkoutMachine';
import { failureReason, loadRazorpay, type RazorpayInstance } from './razorpay';

/**
 * Runs one pending session's checkout: opens the gateway's checkout (Razorpay's, or the built-in
 * test one), hands what it returns to the server, and lands on the confirmation page once the
 * server confirms. `holdLeftMs` at 0 (or the server saying the session expired) ends the hold.
 */
export function useCheckout(session: Session, holdLeftMs: number) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const [testOpen, setTestOpen] = useState(false);
  // The server's own words when it refused a late payment (the slot was taken; the money goes back).
  const [lateNote, setLateNote] = useState<string | null>(null);
  const confirm = useConfirmPayment();
  const navigate = useNavigate();
  const auth = useAuth();
  const razorpay = useRef<RazorpayInstance | null>(null);
  const payment = session.payment;

  const lapsed = holdLeftMs === 0 || session.status === 'expired' || session.status === 'cancelled';
  useEffect(() => {
    if (!lapsed) return;
    dispatch({ type: 'holdLapsed' });
    setTestOpen(false);
    razorpay.current?.close();
  }, [lapsed]);

  const submit = useCallback(
    async (result: CheckoutResult) => {
      dispatch({ type: 'gatewayPaid' });
      setTestOpen(false);
      try {
        await confirm.mutateAsync({ id: session.id, result });
        dispatch({ type: 'verified' });
        navigate(confirmedPath(session.id), { replace: true });
      } catch (error) {
        const reason = messageOf(error, PAYMENT_MESSAGES.notVerified);
        if (reason === PAYMENT_MESSAGES.slotLost) setLateNote(reason);
        dispatch({ type: 'refused', reason });
      }
    },
    [confirm, navigate, session.id],
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
        description: `${session.title} with ${session.mentor.name}`,
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
  }, [auth.user, payment, session.mentor.name, session.title, submit]);

  return {
    state,
    lateNote,
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
