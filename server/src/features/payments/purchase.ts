import type { Db } from '../../db/client';
import { reviewPurchase } from '../practice';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';

/** What a payment or refund was for, as mails and the checkout name it. */
export interface PurchaseFacts {
  buyerId: string;
  /** "Session" or "Practice review" */
  kind: string;
  title: string;
  /** Where the buyer sees it. */
  link: string;
}

/** The session or practice review `ref` names; null when neither exists any more (an erased account's review). */
export async function purchaseFacts(db: Db, ref: { sessionId: string | null; practiceReviewId: string | null }): Promise<PurchaseFacts | null> {
  if (ref.sessionId) {
    const [session] = await db.select({ id: sessions.id, menteeId: sessions.menteeId, title: sessions.title }).from(sessions).where(eq(sessions.id, ref.sessionId)).limit(1);
    return session ? { buyerId: session.menteeId, kind: 'Session', title: session.title, link: `/sessions/${session.id}` } : null;
  }
  if (!ref.practiceReviewId) return null;
  const review = await reviewPurchase(db, ref.practiceReviewId);
  return review && { ...review, kind: 'Practice review' };
}
