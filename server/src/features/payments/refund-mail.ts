import { formatPaise } from '@ssb/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { greetingFor, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';
import { notify } from '../notifications';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { purchaseFacts } from './purchase';
import type { RefundRow } from './repository';

export type RefundStage = 'initiated' | 'processed' | 'failed' | 'refunded_by_hand';

const WORDS: Record<RefundStage, { subject: string; body: (amount: string) => string }> = {
  initiated: {
    subject: 'Refund initiated',
    body: (amount) => `We have started a refund of ${amount} to the account or card you paid with. Banks usually take 5-7 working days to show it.`,
  },
  processed: {
    subject: 'Refund processed',
    body: (amount) => `Your refund of ${amount} has been processed. Your bank may take a few days to show it.`,
  },
  failed: {
    subject: 'Refund delayed',
    body: (amount) => `Your refund of ${amount} could not be completed yet. We are on it and will write again; no action is needed from you.`,
  },
  refunded_by_hand: {
    subject: 'Refund sent',
    body: (amount) => `We have sent your refund of ${amount} to you directly, outside the payment gateway. Your bank may take a few days to show it.`,
  },
};

/** Tells the mentee how their refund stands, through the mail outbox, in the transaction that changed it. Always sent. */
export async function queueRefundMail(tx: Db, config: AppConfig, refund: RefundRow, stage: RefundStage, now: Date): Promise<void> {
  const purchase = await purchaseFacts(tx, refund);
  if (!purchase) return;
  const [mentee] = await tx.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, purchase.buyerId)).limit(1);
  if (!mentee) return;
  const amount = formatPaise(refund.amountPaise);
  const { subject, body } = WORDS[stage];
  const { html, text } = await renderMail({
    preview: `${subject}: ${amount}`,
    greeting: greetingFor(mentee.firstName),
    paragraphs: [body(amount)],
    facts: [
      { label: purchase.kind, value: purchase.title },
      { label: 'Amount', value: amount },
      ...(stage === 'refunded_by_hand' && refund.manualReference ? [{ label: 'Reference', value: refund.manualReference }] : []),
    ],
    action: { label: `View the ${purchase.kind.toLowerCase()}`, href: `${config.publicUrl}${purchase.link}` },
  });
  await enqueueMails(tx, [{ to: mentee.email, subject: `${subject}: ${amount} for ${purchase.title}`, text, html }], { now, reference: `refund:${refund.id}:${stage}` });
  if (stage === 'processed' || stage === 'refunded_by_hand') {
    await notify(tx, [{ userId: mentee.id, kind: 'refund', title: `${subject}: ${amount}`, body: purchase.title, link: purchase.link }], now);
  }
}
