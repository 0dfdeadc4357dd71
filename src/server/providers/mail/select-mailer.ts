import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config.js';
import type { Mailer } from './mailer.js';
import { createServerLogMailer } from './server-log.js';
import { createSmtpMailer } from './smtp.js';

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createServerLogMailer(log);
}
