import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';

/**
 * With no SMTP server configured, mails are written to the server log, as development servers
 * do, so the person running Willow can open the link themselves.
 */
export function createServerLogMailer(log: FastifyBaseLogger): Mailer {
  return {
    label: 'the server log (no SMTP_URL set)',
    async send({ to, subject, text }) {
      log.warn(`E-mail not sent, no SMTP_URL is set. To: ${to}. Subject: ${subject}.\n${text}`);
    },
    close() {},
  };
}
