import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Any SMTP server or relay (SMTP_URL such as smtps://user:password@smtp.example.com:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    label: `SMTP at ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
