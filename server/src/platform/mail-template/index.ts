// Every mail's look: content in, HTML and text out (docs/decisions/021-mail-templates.md).
export { greetingFor, type MailContent, type MailFact } from './content';
export { plainText, renderMail } from './render';
