import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { EXPORT_FILES, EXPORT_LINES_HEADER, clearChatMemoryBodySchema, clearChatMemoryResultSchema } from '../../../shared/account-data.js';
import { exportDailyCsv, exportJson, type Export } from './export.js';
import { deleteConversations, forgetConversationMemory } from './chat-tables.js';
import { mediaAnswer } from '../../lib/answers.js';
import { forgetAllFacts } from '../chat-memory/facts.js';

/** The person's own data: downloading it, and clearing chat memory. */
export async function dataRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Streams an export as a download, with its line count for the client's progress. */
  const download = (reply: FastifyReply, file: { fileName: string }, type: string, data: Export) =>
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_LINES_HEADER, String(data.lines))
      .send(Readable.from(data.chunks));

  routes.get(EXPORT_FILES.json.path, { schema: { response: { 200: mediaAnswer('application/json', 'All of the person\'s data as a JSON download') } } }, async (request, reply) =>
    download(reply, EXPORT_FILES.json, 'application/json; charset=utf-8', await exportJson(db, userIdOf(request))),
  );
  routes.get(EXPORT_FILES.csv.path, { schema: { response: { 200: mediaAnswer('text/csv', 'One line per day as a CSV download') } } }, async (request, reply) =>
    download(reply, EXPORT_FILES.csv, 'text/csv; charset=utf-8', await exportDailyCsv(db, userIdOf(request))),
  );

  routes.post('/api/chat-memory/clear', { schema: { body: clearChatMemoryBodySchema, response: { 200: clearChatMemoryResultSchema } } }, async (request) => {
    const userId = userIdOf(request);
    const cleared =
      request.body.what === 'conversations'
        ? await deleteConversations(db, userId)
        : (await forgetConversationMemory(db, userId)) + (await forgetAllFacts(db, userId));
    return { cleared };
  });
}
