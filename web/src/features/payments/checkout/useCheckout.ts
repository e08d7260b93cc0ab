import { PAYMENT_MESSAGES, type CheckoutResult } from '@ssb/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useConfirmPayment, type Session } from '../../sessions/api';
import { confirmedPath } from '../../sessions/paths';
import { useGatewayCheckout } from './useGatewayCheckout';

/**
 * Runs one pending session's checkout and lands on the confirmation page once the server confirms.
 * `holdLeftMs` at 0 (or the server saying the session expired) ends the hold.
 */
export function useCheckout(session: Session, holdLeftMs: number) {
  // The server's own words when it refused a late payment (the slot was taken; the money goes back).
  const [lateNote, setLateNote] = useState<string | null>(null);
  const confirmPayment = useConfirmPayment();
  const navigate = useNavigate();
  const confirm = useCallback(
    async (result: CheckoutResult) => {
      await confirmPayment.mutateAsync({ id: session.id, result });
      navigate(confirmedPath(session.id), { replace: true });
    },
    [confirmPayment, navigate, session.id],
  );
  const onRefused = useCallback((reason: string) => {
    if (reason === PAYMENT_MESSAGES.slotLost) setLateNote(reason);
  }, []);
  const { state, dispatch, closeGateway, pay, test } = useGatewayCheckout({
    payment: session.payment,
    description: `${session.title} with ${session.mentor.name}`,
    confirm,
    onRefused,
  });

  const lapsed = holdLeftMs === 0 || session.status === 'expired' || session.status === 'cancelled';
  useEffect(() => {
    if (!lapsed) return;
    dispatch({ type: 'holdLapsed' });
    closeGateway();
  }, [lapsed, dispatch, closeGateway]);

  return { state, lateNote, pay, test };
}
