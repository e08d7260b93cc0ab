import { inDisputeWindow, PAYMENT_MESSAGES, rescheduleRefusal } from '@ssb/domain';
import type { Session } from './api';

const LATER = 365 * 24 * 3_600_000;

/**
 * Why the mentee may not move this session now, in the server's words, or null when they may: a scheduled
 * session, moved at most once, up to 12 h before its start (the domain's rescheduleRefusal decides).
 */
export function rescheduleBlock(session: Session, now: Date): string | null {
  if (session.status !== 'scheduled') return PAYMENT_MESSAGES.rescheduleNotScheduled;
  // The new time is chosen later; any future one stands in for it here.
  const refusal = rescheduleRefusal(
    { scheduledAt: new Date(session.scheduledAt), rescheduleCount: session.rescheduleCount },
    new Date(now.getTime() + LATER),
    now,
  );
  if (refusal === 'alreadyMoved') return PAYMENT_MESSAGES.rescheduleAlreadyMoved;
  if (refusal === 'tooLate') return PAYMENT_MESSAGES.rescheduleTooLate;
  return null;
}

/** The mentee's no-show report: a scheduled or completed session, inside the dispute window. */
export function canReportNoShow(session: Session, now: Date): boolean {
  return (
    (session.status === 'scheduled' || session.status === 'completed') &&
    inDisputeWindow(new Date(session.scheduledAt), new Date(session.endsAt), now)
  );
}
