import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { greetingFor, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';
import { notify } from '../notifications';

/**
 * Tells a coach their application was rejected, with the admin's reason (an approval is told by the
 * verified mark's own mail, coaches/verification-mail.ts). Written in the deciding transaction.
 */
export async function tellRejection(tx: Db, config: AppConfig, coach: { id: string; email: string; firstName: string }, reason: string, now: Date) {
  const subject = 'Your SSB Academy verification needs another look';
  const { html, text } = await renderMail({
    preview: subject,
    greeting: greetingFor(coach.firstName),
    paragraphs: [
      'An admin has reviewed your verification application and could not approve it yet. Their reason:',
      reason,
      'You can correct this and apply again from your dashboard.',
    ],
    action: { label: 'Apply again', href: `${config.publicUrl}/dashboard/verification` },
  });
  await enqueueMails(tx, [{ to: coach.email, subject, text, html }], { now, reference: `verification:${coach.id}:rejected` });
  await notify(tx, [{ userId: coach.id, kind: 'verification', title: 'Your verification was not approved', body: reason, link: '/dashboard/verification' }], now);
}
