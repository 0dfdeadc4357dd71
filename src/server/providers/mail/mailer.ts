/** One e-mail in plain text: the app's mails are short notices with a link. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the app's e-mails; `createMailer` picks SMTP or the server log from configuration. */
export interface Mailer {
  label: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}
