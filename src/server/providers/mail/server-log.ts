import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';

/**
 * With no SMTP server configured, mails are written to the server log, as development servers
 * do, so the person running Willow can open the link themselves. The link comes first on one
 * line ("E-MAIL NOT SENT … open: <link>") so it is easy to spot in the terminal and to grep.
 */
export function createServerLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    label: 'the server log (no SMTP_URL set)',
    async send({ to, subject, text }) {
      const link = /https?:\/\/\S+/.exec(text)?.[0];
      const headline = `E-MAIL NOT SENT (no SMTP_URL is set) to ${to}: "${subject}"${link ? ` open: ${link}` : ''}`;
      log.warn(`${headline}\n\n${text}`);
    },
    close() {},
  };
}
