import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../platform/outbox';
import type { PaymentRow } from './repository';

/**
 * What a payment buys, its row locked: the coach it pays, the ledger's reference, and its delivery
 * (true: delivered; false: it cannot be, and the payment is refunded in full).
 */
export interface Purchase {
  coachId: string;
  ref: { sessionId: string } | { practiceReviewId: string };
  deliver(tx: Db, now: Date, payment: PaymentRow): Promise<boolean>;
}

/** What the sessions feature's side of a purchase needs from the app. */
export type PurchaseDeps = { db: Db; config: AppConfig; outbox: MailOutbox; now: () => Date };

/**
 * The sessions feature's side of money (docs/decisions/030 "One purchase interface"): payments knows how
 * to take, hold, refund and transfer money; what a session is, when it is booked and when it completes is
 * the sessions feature's, given to the app as this and reached through `AppDeps.sessionPurchases`.
 */
export interface SessionPurchases {
  /** Locks the session a payment is for (always first: the same order as a cancellation) and says how to deliver it. */
  lock(deps: PurchaseDeps, tx: Db, sessionId: string): Promise<Purchase>;
  /** The sweep's first step: lapsed holds expire, and their aspirants are told. */
  expireLapsedHolds(deps: PurchaseDeps, now: Date): Promise<number>;
  /** Sessions nobody settled complete by themselves 24 h after their end, their earnings written. */
  completeEnded(deps: PurchaseDeps, now: Date): Promise<number>;
}
