import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { TestCrashError, crashReportingOff, reportsCrashes } from './service.js';
import { clientErrorBodySchema } from '../../../shared/crash-reports.js';
import { errorBodySchema } from '../../../shared/errors.js';
import { noContent } from '../../lib/answers.js';

export async function crashReportRoutes(app: FastifyInstance, opts: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const optedIn = (userId: string) => reportsCrashes(opts.db, userId);

  routes.post(
    '/api/test-crash-reporting',
    { schema: { response: { 500: errorBodySchema.describe('Always: the test crash, logged in full') } } },
    async (request) => {
      if (!(await optedIn(userIdOf(request)))) throw crashReportingOff();
      // Thrown on purpose: the error handler logs it in full and answers a generic 500.
      throw new TestCrashError();
    },
  );

  routes.post('/api/client-errors', { schema: { body: clientErrorBodySchema, response: { 204: noContent } } }, async (request, reply) => {
    const userId = userIdOf(request);
    if (await optedIn(userId)) request.log.error({ clientError: request.body, userId }, 'client error report');
    return reply.status(204).send();
  });
}
