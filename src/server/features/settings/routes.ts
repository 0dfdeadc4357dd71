import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { patchSettingsBodySchema, settingsSchema } from '../../../shared/settings.js';
import { getSettings, updateSetting } from './service.js';

export async function settingsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/settings', { schema: { response: { 200: settingsSchema } } }, async (request) =>
    getSettings(opts.db, userIdOf(request)),
  );
  routes.patch('/api/settings', { schema: { body: patchSettingsBodySchema, response: { 200: settingsSchema } } }, async (request) =>
    updateSetting(opts.db, userIdOf(request), request.body),
  );
}
