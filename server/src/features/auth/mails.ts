import type { Mail } from '../../platform/mailer';
import { greetingFor, renderMail } from '../../platform/mail-template';
import type { CodePurpose } from './codes';

const COPY: Record<CodePurpose, { subject: string; lead: string; after: string }> = {
  verify_email: {
    subject: 'Your SSB Academy verification code',
    lead: 'Welcome to SSB Academy! Enter this code to verify your email address:',
    after: 'If you did not create an account, you can ignore this email.',
  },
  reset_password: {
    subject: 'Your SSB Academy password reset code',
    lead: 'Someone (hopefully you) asked to reset the password of your SSB Academy account. Enter this code to choose a new password:',
    after: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
};

/** The verification or reset mail: the code large in HTML, on its own line in text. Always sent (never optional). */
export async function codeMail(to: string, firstName: string, purpose: CodePurpose, code: string, publicUrl: string): Promise<Mail> {
  const copy = COPY[purpose];
  const page = purpose === 'verify_email' ? `/verify-email?email=${encodeURIComponent(to)}` : `/reset-password?email=${encodeURIComponent(to)}`;
  const { html, text } = await renderMail({
    preview: `${copy.subject}: valid for 15 minutes`,
    greeting: greetingFor(firstName),
    paragraphs: [copy.lead],
    code,
    action: { label: 'Enter the code on SSB Academy', href: `${publicUrl}${page}` },
    notes: ['The code is valid for 15 minutes and can be used once.', copy.after],
  });
  return { to, subject: copy.subject, text, html };
}
