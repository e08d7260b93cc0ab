import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { greetingFor, renderMail } from '../../platform/mail-template';
import { enqueueMails } from '../../platform/outbox';
import { notify } from '../notifications';

/**
 * Tells a coach their verified mark changed (docs/product/coaches.md "Verification"): a mail, always
 * sent, and for a new mark the bell too. Written in the transaction that changed the mark.
 */
export async function tellVerification(tx: Db, config: AppConfig, coach: { id: string; email: string; firstName: string }, isVerified: boolean, now: Date) {
  const profile = `${config.publicUrl}/coaches/${coach.id}`;
  const { subject, paragraphs } = isVerified
    ? { subject: 'Your SSB Academy profile is verified', paragraphs: ['Good news: an admin has verified your profile. It now carries the verified mark, and students can find and book you.'] }
    : {
        subject: 'Your SSB Academy verified mark was removed',
        paragraphs: ['An admin has removed the verified mark from your profile. If you think this is a mistake, reply to this mail and tell us why.'],
      };
  const { html, text } = await renderMail({ preview: subject, greeting: greetingFor(coach.firstName), paragraphs, action: { label: 'See your profile', href: profile } });
  await enqueueMails(tx, [{ to: coach.email, subject, text, html }], { now, reference: `verification:${coach.id}` });
  if (isVerified) {
    await notify(tx, [{ userId: coach.id, kind: 'verification', title: 'Your profile is verified', body: 'Students can now find and book you.', link: `/coaches/${coach.id}` }], now);
  }
}
