// Every mail's look: content in, HTML and text out (docs/decisions/021-mail-templates.md).
export { greetingFor, MAIL_TIME_ZONE, type MailContent, type MailFact } from './content';
export { plainText, renderMail } from './render';
