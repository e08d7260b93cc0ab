import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** an iCalendar body sent as the text/calendar alternative (invitations, cancellations) */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Real mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is rendered to
 * an .eml file in <DATA_DIR>/outbox/ (and one log line says who got what).
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  // nodemailer is loaded with the first mail, not at start-up.
  const nodemailer = async () => (await import('nodemailer')).default;
  const smtpUrl = config.mail.smtpUrl;
  if (smtpUrl) {
    let transport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
    return {
      async send(mail) {
        transport ??= (await nodemailer()).createTransport(smtpUrl);
        await transport.sendMail({ from: config.mail.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  let outboxTransport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
  return {
    async send(mail) {
      outboxTransport ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await outboxTransport.sendMail({ from: config.mail.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
