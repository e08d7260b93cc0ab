import { formatDateTime, formatPaise, receiptNumber, receiptPath, reviewLink } from '@ssb/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';
import { greetingFor, MAIL_TIME_ZONE, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';
import type { ReviewRow } from './reviews-repository';

type Payment = typeof payments.$inferSelect;

/**
 * The aspirant's mail once a review's payment is in: with whom, due when, what was paid and the
 * receipt, as a paid booking's mail is (docs/product/practice.md "Review"). Queued in the capture's
 * transaction, once per review.
 */
export async function queueReviewPaidMail(tx: Db, config: Pick<AppConfig, 'publicUrl'>, review: ReviewRow, payment: Payment, title: string, now: Date): Promise<void> {
  const [aspirant] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, review.userId));
  const [reviewer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, review.reviewerId));
  if (!aspirant || !reviewer || payment.receiptSeq === null || !payment.capturedAt) return;
  const amount = formatPaise(payment.amountPaise);
  const receipt = receiptNumber(payment.receiptSeq, payment.capturedAt);
  const reviewerName = `${reviewer.firstName} ${reviewer.lastName}`.trim();
  const { html, text } = await renderMail({
    preview: `${reviewerName} reviews your ${review.batteryId ? 'board day' : 'attempt'} by ${formatDateTime(review.dueAt, MAIL_TIME_ZONE)}`,
    greeting: greetingFor(aspirant.firstName),
    paragraphs: [
      `Your payment is in: ${reviewerName} now has your ${review.batteryId ? 'board day' : 'attempt'} and reviews it by ${formatDateTime(review.dueAt, MAIL_TIME_ZONE)}. We will let you know when it is written. If it is not written in time, the ${amount} comes back to you in full, by itself.`,
    ],
    facts: [
      { label: 'Review', value: title },
      { label: 'Paid', value: amount },
      { label: 'Receipt', value: receipt, href: `${config.publicUrl}${receiptPath(payment.id)}` },
    ],
    action: { label: review.batteryId ? 'View your board day' : 'View your attempt', href: `${config.publicUrl}${reviewLink(review)}` },
  });
  await enqueueMails(tx, [{ to: aspirant.email, subject: `Review paid: ${title}`, text, html }], { now, reference: `practice-review:${review.id}:paid` });
}
