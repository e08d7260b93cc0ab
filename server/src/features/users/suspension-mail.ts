import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { greetingFor, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';

/** Tells a person their account was suspended or reactivated, with the admin's reason. Always sent: it is the record of what happened. */
export async function tellSuspension(
  tx: Db,
  config: AppConfig,
  person: { id: string; email: string; firstName: string },
  change: { suspended: boolean; reason: string; cancelledSessions: number; closedReviews: number },
  now: Date,
) {
  const subject = change.suspended ? 'Your SSB Academy account is suspended' : 'Your SSB Academy account is active again';
  const paragraphs = change.suspended
    ? [
        'An admin has suspended your account. You cannot sign in while it is suspended. Their reason:',
        change.reason,
        ...(change.cancelledSessions > 0
          ? [`Your ${change.cancelledSessions === 1 ? 'upcoming session was' : `${change.cancelledSessions} upcoming sessions were`} cancelled; anything paid for them is refunded in full.`]
          : []),
        ...(change.closedReviews > 0
          ? [`${change.closedReviews === 1 ? 'The practice review you had still to write was' : `The ${change.closedReviews} practice reviews you had still to write were`} closed; anything paid for them is refunded in full.`]
          : []),
        'If you think this is a mistake, reply to this mail and tell us why.',
      ]
    : ['An admin has reactivated your account: you can sign in again. Their note:', change.reason];
  const { html, text } = await renderMail({
    preview: subject,
    greeting: greetingFor(person.firstName),
    paragraphs,
    ...(change.suspended ? {} : { action: { label: 'Sign in', href: `${config.publicUrl}/login` } }),
  });
  await enqueueMails(tx, [{ to: person.email, subject, text, html }], { now, reference: `account:${person.id}:${change.suspended ? 'suspended' : 'reactivated'}` });
}
