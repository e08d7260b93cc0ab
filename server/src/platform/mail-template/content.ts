/**
 * What a mail says, apart from how it looks (docs/decisions/021-mail-templates.md): every mail the
 * product sends is one of these, rendered by `renderMail` into HTML (React Email, one layout) and a
 * plain-text part made from the same content.
 */
export type MailFact = { label: string; value: string; href?: string };

export type MailContent = {
  /** The inbox's preview line after the subject. */
  preview: string;
  /** 'Hello Asha,' */
  greeting: string;
  paragraphs: string[];
  /** A one-time code shown large (sign-up and reset mails). */
  code?: string;
  /** Label and value rows: what, when, price, the meeting link. */
  facts?: MailFact[];
  /** The one button: the page to go to. */
  action?: { label: string; href: string };
  /** Smaller lines after the button. */
  notes?: string[];
  /** Optional mails name themselves and link to the page that turns them off. */
  unsubscribe?: { what: string; href: string };
};

/** The greeting by first name, or a plain 'Hello,' when there is none. */
/** Mail shows times in India time with the zone named: most users are in IST (docs/product/time-and-demo-data.md). */
export const MAIL_TIME_ZONE = 'Asia/Kolkata';

export const greetingFor = (firstName: string | null | undefined) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

export const SIGNATURE = 'SSB Academy';
