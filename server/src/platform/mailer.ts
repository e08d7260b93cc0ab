import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  /** extra headers: List-Unsubscribe and List-Unsubscribe-Post on optional mails (RFC 8058) */
  headers?: Record<string, string>;
  /** an iCalendar body sent as the text/calendar alternative (invitations, cancellations) */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * A stable identity (the mail outbox row id): the Message-ID and the .eml file name come from it,
   * so sending the same mail again after a crash does not make a second copy in the outbox folder.
   */
  id?: string;
  /** the Date header; with `id`, also the time in the .eml file name */
  date?: Date;
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
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'ssbacademy.invalid';
  const message = ({ id, ...mail }: Mail) => ({ from: config.mail.from, ...mail, ...(id ? { messageId: `<${id}@${fromDomain}>` } : {}) });
  if (smtpUrl) {
    let transport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
    return {
      async send(mail) {
        // Short timeouts: the mail outbox holds its row locked while a mail is sent.
        transport ??= (await nodemailer()).createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
        await transport.sendMail(message(mail));
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  let outboxTransport: ReturnType<Awaited<ReturnType<typeof nodemailer>>['createTransport']> | undefined;
  return {
    async send(mail) {
      outboxTransport ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await outboxTransport.sendMail(message(mail));
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = mail.id
        ? `${(mail.date ?? new Date()).getTime()}-${mail.id}-${safeTo}.eml`
        : `${Date.now()}-${randomBytes(3).toString('hex')}-${safeTo}.eml`;
      const file = path.join(outbox, name);
      // Written under a temporary name and renamed: the .eml appears whole or not at all, and a
      // second write of the same mail replaces the first.
      const partial = path.join(outbox, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(partial, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        // The folder is made with the first mail (and again if someone removed it), not checked for each.
        if (error.code !== 'ENOENT') throw error;
        await mkdir(outbox, { recursive: true });
        await writeFile(partial, info.message as Buffer);
      });
      await rename(partial, file);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
