import { PAYOUT_ACCOUNT_STATUS_LABELS, type PayoutAccountDetails, type PayoutAccountStatus } from '@ssb/domain';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { greetingFor, MAIL_TIME_ZONE, renderMail } from '../../../platform/mail-template';
import { enqueueMails } from '../../../platform/outbox';

export const PAYOUT_ACCOUNT_PATH = '/dashboard/earnings/payout-account';
export const PAYOUT_ACCOUNT_CHANGED_SUBJECT = 'Your payout account was changed';

type Coach = { id: string; email: string; firstName: string };

/**
 * Tells the coach their payout account was saved or changed (docs/product/money.md "Payout account"):
 * the defence against someone who took over their sign-in and sends the money elsewhere. Written in
 * the saving transaction, to the address on the account, with the new details masked.
 */
export async function tellPayoutAccountChanged(tx: Db, config: AppConfig, coach: Coach, account: PayoutAccountDetails, first: boolean, now: Date) {
  const subject = PAYOUT_ACCOUNT_CHANGED_SUBJECT;
  const where = account.method === 'bank' ? `Bank account ${account.accountNumberMasked ?? ''} (IFSC ${account.ifsc ?? ''})` : `UPI ${account.upiId ?? ''}`;
  const { html, text } = await renderMail({
    preview: first ? 'Your payout account is saved' : 'Your payout details changed and are under review again',
    greeting: greetingFor(coach.firstName),
    paragraphs: [
      first
        ? `Your payout account was saved on SSB Academy on ${when(now)}. It is checked before we pay into it.`
        : `The details of your payout account on SSB Academy were changed on ${when(now)}. The account is under review again, and your earnings wait until it is active.`,
      'If you did not make this change, change your password at once and write to us: someone else may have signed in as you.',
    ],
    facts: [
      { label: 'Name', value: account.legalName },
      { label: 'PAN', value: account.panMasked },
      { label: 'Paid into', value: where },
      { label: 'State', value: account.stateName },
    ],
    action: { label: 'See your payout account', href: `${config.publicUrl}${PAYOUT_ACCOUNT_PATH}` },
  });
  await enqueueMails(tx, [{ to: coach.email, subject, text, html }], { now, reference: `payout-account:${coach.id}:changed` });
}

/** Tells the coach their account's status moved (active, needs clarification, suspended, reactivated), with the reason. */
export async function tellPayoutAccountStatus(tx: Db, config: AppConfig, coach: Coach, status: PayoutAccountStatus, reason: string | null, now: Date) {
  const subject = status === 'active' ? 'Your payout account is active' : `Your payout account: ${PAYOUT_ACCOUNT_STATUS_LABELS[status].toLowerCase()}`;
  const paragraphs =
    status === 'active'
      ? ['Your payout account is active: your earnings are sent to it as they become payable.']
      : status === 'needs_clarification'
        ? ['Your payout account needs a correction before we can pay you into it.', ...(reason ? [reason] : []), 'Open the page below, correct the details and save them again.']
        : status === 'suspended'
          ? ['Your payout account is suspended: nothing is sent to it until our team lifts the suspension. Their reason:', reason ?? '']
          : ['Your payout account is under review.'];
  const { html, text } = await renderMail({
    preview: subject,
    greeting: greetingFor(coach.firstName),
    paragraphs,
    action: { label: 'See your payout account', href: `${config.publicUrl}${PAYOUT_ACCOUNT_PATH}` },
  });
  await enqueueMails(tx, [{ to: coach.email, subject, text, html }], { now, reference: `payout-account:${coach.id}:${status}` });
}

const when = (now: Date) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: MAIL_TIME_ZONE, timeZoneName: 'short' }).format(now);
