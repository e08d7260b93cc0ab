import type { Mail } from '../../platform/mailer';
import type { CodePurpose } from './codes';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** The verification or reset mail: the code in large type in HTML, and on its own line in text. */
export function codeMail(to: string, firstName: string, purpose: CodePurpose, code: string, publicUrl: string): Mail {
  const copy = COPY[purpose];
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const page = purpose === 'verify_email' ? `/verify-email?email=${encodeURIComponent(to)}` : `/reset-password?email=${encodeURIComponent(to)}`;
  const link = `${publicUrl}${page}`;
  const text = [
    hello,
    '',
    copy.lead,
    '',
    `    ${code}`,
    '',
    'The code is valid for 15 minutes and can be used once.',
    `You can enter it at ${link}`,
    '',
    copy.after,
    '',
    '— SSB Academy',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(copy.lead)}</p>
<p style="margin:0 0 24px;text-align:center"><span style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;background:#eef2ff;padding:12px 20px;border-radius:6px">${code}</span></p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d">The code is valid for 15 minutes and can be used once.</p>
<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(link)}">Enter the code on SSB Academy</a></p>
<p style="margin:0;font-size:13px;color:#7b8794">${escapeHtml(copy.after)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}
