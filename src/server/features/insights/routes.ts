import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { insightsQuerySchema, insightsSchema, reportBodySchema } from '../../../shared/insights.js';
import { localDay } from '../../../shared/zoned-time.js';
import { getSettings } from '../settings/service.js';
import { getUserRow } from '../users/service.js';
import { renderReportPdf } from './report-pdf.js';
import { getInsights } from './service.js';
import { binaryAnswer } from '../../lib/answers.js';

/** /insights: charts and patterns over a range, and the report for the doctor as a PDF. */
export async function insightsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/insights', { schema: { querystring: insightsQuerySchema, response: { 200: insightsSchema } } }, async (request) =>
    getInsights(db, userIdOf(request), request.query.from, request.query.to),
  );

  routes.post(
    '/api/insights/report',
    { schema: { body: reportBodySchema, response: { 200: binaryAnswer('application/pdf', 'The report for the doctor as a PDF') } } },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { from, to, notes, paper } = request.body;
      const [insights, user, settings] = await Promise.all([
        getInsights(db, userId, from, to),
        getUserRow(db, userId),
        getSettings(db, userId),
      ]);
      const personName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Willow user';
      const pdf = await renderReportPdf({
        insights,
        personName,
        notes,
        paper: paper === 'letter' ? 'LETTER' : 'A4',
        madeOn: localDay(settings.timeZone),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="willow-report-${from}-to-${to}.pdf"`)
        .send(pdf);
    },
  );
}
