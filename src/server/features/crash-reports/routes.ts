import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { HttpError } from '../../lib/http-errors.js';
import { getSettings } from '../settings/service.js';
import { clientErrorBodySchema } from '../../../shared/crash-reports.js';
import { errorBodySchema } from '../../../shared/errors.js';
import { noContent } from '../../lib/answers.js';

/** The error a person asks for from Privacy Settings, so they can see crash reporting work. */
export class TestCrashError extends Error {
  constructor() {
    super('Test crash requested from Privacy Settings (backend)');
    this.name = 'TestCrashError';
  }
}

const crashReportingOff = () => new HttpError(400, 'CRASH_REPORTING_OFF', 'Enable crash reporting first');

/**
 * Crash reporting follows the person's analyticsOptIn (app-spec section 4): reports go to the
 * server log (and so to whatever collects it) only while it is exactly true.
 */
export async function crashReportRoutes(app: FastifyInstance, opts: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const optedIn = async (userId: string) => (await getSettings(opts.db, userId)).analyticsOptIn === true;

  routes.post('/api/test-crash-reporting', { schema: { response: { 500: errorBodySchema.describe('Always: the test crash, logged in full') } } }, async (request) => {
    if (!(await optedIn(userIdOf(request)))) throw crashReportingOff();
    // Thrown on purpose: the error handler logs it in full and answers a generic 500.
    throw new TestCrashError();
  });

  routes.post('/api/client-errors', { schema: { body: clientErrorBodySchema, response: { 204: noContent } } }, async (request, reply) => {
    const userId = userIdOf(request);
    if (await optedIn(userId)) request.log.error({ clientError: request.body, userId }, 'client error report');
    return reply.status(204).send();
  });
}
