import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { z } from 'zod';
import {
  deviceSchema,
  emptyBodySchema,
  idParamsSchema,
  notificationPreferencesSchema,
  notificationsStateSchema,
  snoozeResultSchema,
  takenResultSchema,
  testNotificationResultSchema,
  notificationsQuerySchema,
  patchNotificationPreferencesBodySchema,
  pushSubscriptionBodySchema,
} from '../../../shared/notifications.js';
import { deviceLabel, removeDevice, saveDevice } from './devices.js';
import { updatePreferences } from './preferences.js';
import { webPushSender } from './push-sender.js';
import { pushEndpointPolicy } from './push-endpoint.js';
import { markReminderTaken, notificationsState, sendTestNotification, snoozeReminder } from './service.js';
import { loadVapidDetails } from './vapid.js';

export async function notificationRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const vapid = await loadVapidDetails(db, config.push);
  const policy = pushEndpointPolicy(config.appUrl);
  const send = webPushSender(vapid, policy, (err) => app.log.warn({ err }, 'push failed'));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sending = new Set<Promise<unknown>>();
  const inBackground = (work: Promise<unknown>) => {
    sending.add(work);
    void work.finally(() => sending.delete(work));
  };
  app.addHook('onClose', async () => void (await Promise.allSettled(sending)));

  routes.get(
    '/api/notifications',
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsStateSchema } } },
    async (request) => notificationsState(db, userIdOf(request), vapid.publicKey, request.query.endpoint),
  );
  routes.patch(
    '/api/notifications/preferences',
    { schema: { body: patchNotificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => updatePreferences(db, userIdOf(request), request.body),
  );
  routes.post(
    '/api/notifications/devices',
    { schema: { body: pushSubscriptionBodySchema, response: { 201: deviceSchema } } },
    async (request, reply) => {
      const label = deviceLabel(request.headers['user-agent']);
      return reply.status(201).send(await saveDevice(db, userIdOf(request), request.body, { label, policy }));
    },
  );
  routes.delete(
    '/api/notifications/devices/:id',
    { schema: { params: idParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await removeDevice(db, userIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  routes.post(
    '/api/notifications/test',
    { schema: { body: emptyBodySchema, response: { 200: testNotificationResultSchema } } },
    async (request) => sendTestNotification({ db, send, log: request.log, inBackground }, userIdOf(request)),
  );
  routes.post(
    '/api/notifications/:id/taken',
    { schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: takenResultSchema } } },
    async (request) => markReminderTaken(db, userIdOf(request), request.params.id),
  );
  routes.post(
    '/api/notifications/:id/snooze',
    { schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: snoozeResultSchema } } },
    async (request) => snoozeReminder(db, userIdOf(request), request.params.id),
  );
}
