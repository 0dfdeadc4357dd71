import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FoodService } from '../foods/service.js';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import {
  dayParamsSchema,
  dayRecordSchema,
  energyBodySchema,
  energyEntrySchema,
  entryParamsSchema,
  mealBodySchema,
  mealSchema,
  sleepEntrySchema,
  moodEntrySchema,
  moodBodySchema,
  supplementBodySchema,
  supplementChangesBodySchema,
  supplementChangesResultSchema,
  supplementEntrySchema,
  supplementPatchSchema,
  symptomBatchBodySchema,
  symptomBodySchema,
  symptomEntrySchema,
  symptomRemovalBodySchema,
  symptomHistoryQuerySchema,
  symptomHistorySchema,
  symptomNameParamsSchema,
  trendDaySchema,
  trendsQuerySchema,
} from '../../../shared/health.js';
import { getDayRecord, getTrends } from './day-record.js';
import {
  createEnergy,
  createMeal,
  createMood,
  createSupplement,
  createSymptom,
  deleteEntry,
  updateEnergy,
  updateMeal,
  updateMood,
  updateSupplement,
  updateSymptom,
} from './entries.js';
import type { EntryKind } from './health-tables.js';
import { getSymptomHistory, getUniqueSymptoms, removeSymptom } from './symptom-list.js';
import { applySupplementChanges, logSymptoms, removeSymptoms } from './batches.js';
import { writeOnce } from '../../lib/idempotency.js';
import { refuseFutureDay } from './future-day.js';
import { IDEMPOTENCY_HEADER, idempotencyHeadersSchema } from '../../../shared/idempotency.js';
import { sleepBodySchema, sleepDaySchema, sleepHistoryQuerySchema } from '../../../shared/sleep.js';
import { getSleepByDay, logSleep, replaceSleep } from './sleep.js';

/** What a batch write claims: the person, their Idempotency-Key, and the request it stands for. */
const claimOf = (request: FastifyRequest, userId: string) => ({
  userId,
  key: request.headers[IDEMPOTENCY_HEADER] as string | undefined,
  route: `${request.method} ${request.url}`,
  body: request.body,
});

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** The daily tracking calls of tracking-spec section 7 (plus the trends behind the dashboard chart). */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; foods: Pick<FoodService, 'sourcedFood'> }) {
  const { db, foods } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('preHandler', async (request) => {
    const { date } = request.params as { date?: string };
    if (date && WRITES.has(request.method)) await refuseFutureDay(db, userIdOf(request), date);
  });

  routes.get(
    '/api/health/symptoms/history',
    { schema: { querystring: symptomHistoryQuerySchema, response: { 200: symptomHistorySchema } } },
    async (request) => getSymptomHistory(db, userIdOf(request), request.query.endDate, request.query.days),
  );
  routes.get('/api/health/symptoms/unique', { schema: { response: { 200: z.array(z.string()) } } }, async (request) =>
    getUniqueSymptoms(db, userIdOf(request)),
  );
  routes.delete(
    '/api/health/symptoms/:name',
    { schema: { params: symptomNameParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await removeSymptom(db, userIdOf(request), request.params.name);
      return reply.status(204).send();
    },
  );
  routes.get(
    '/api/health/trends',
    { schema: { querystring: trendsQuerySchema, response: { 200: z.array(trendDaySchema) } } },
    async (request) => getTrends(db, userIdOf(request), request.query.endDate, request.query.days),
  );
  routes.get(
    '/api/health/sleep/history',
    { schema: { querystring: sleepHistoryQuerySchema, response: { 200: z.array(sleepDaySchema) } } },
    async (request) => getSleepByDay(db, userIdOf(request), request.query.from, request.query.to),
  );
  routes.get('/api/health/:date', { schema: { params: dayParamsSchema, response: { 200: dayRecordSchema } } }, async (request) =>
    getDayRecord(db, userIdOf(request), request.params.date),
  );

  const ref = (request: { params: { date: string; id: string } }, userId: string) => ({ userId, ...request.params });
  const deleteRoute = (segment: string, kind: EntryKind) =>
    routes.delete(
      `/api/health/:date/${segment}/:id`,
      { schema: { params: entryParamsSchema, response: { 204: z.undefined() } } },
      async (request, reply) => {
        await deleteEntry(db, kind, ref(request, userIdOf(request)));
        return reply.status(204).send();
      },
    );

  routes.post(
    '/api/health/:date/mood',
    { schema: { params: dayParamsSchema, body: moodBodySchema, response: { 201: moodEntrySchema } } },
    async (request, reply) => reply.status(201).send(await createMood(db, userIdOf(request), request.params.date, request.body)),
  );
  routes.put(
    '/api/health/:date/mood/:id',
    { schema: { params: entryParamsSchema, body: moodBodySchema, response: { 200: moodEntrySchema } } },
    async (request) => updateMood(db, ref(request, userIdOf(request)), request.body),
  );
  deleteRoute('mood', 'mood');

  routes.post(
    '/api/health/:date/energy',
    { schema: { params: dayParamsSchema, body: energyBodySchema, response: { 201: energyEntrySchema } } },
    async (request, reply) => reply.status(201).send(await createEnergy(db, userIdOf(request), request.params.date, request.body)),
  );
  routes.put(
    '/api/health/:date/energy/:id',
    { schema: { params: entryParamsSchema, body: energyBodySchema, response: { 200: energyEntrySchema } } },
    async (request) => updateEnergy(db, ref(request, userIdOf(request)), request.body),
  );
  deleteRoute('energy', 'energy');

  routes.post(
    '/api/health/:date/symptom',
    { schema: { params: dayParamsSchema, body: symptomBodySchema, response: { 201: symptomEntrySchema } } },
    async (request, reply) => reply.status(201).send(await createSymptom(db, userIdOf(request), request.params.date, request.body)),
  );
  routes.put(
    '/api/health/:date/symptom/:id',
    { schema: { params: entryParamsSchema, body: symptomBodySchema, response: { 200: symptomEntrySchema } } },
    async (request) => updateSymptom(db, ref(request, userIdOf(request)), request.body),
  );
  deleteRoute('symptom', 'symptom');

  routes.post(
    '/api/health/:date/nutrition',
    { schema: { params: dayParamsSchema, body: mealBodySchema, response: { 201: mealSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createMeal(db, userIdOf(request), request.params.date, request.body, foods.sourcedFood)),
  );
  routes.put(
    '/api/health/:date/nutrition/:id',
    { schema: { params: entryParamsSchema, body: mealBodySchema, response: { 200: mealSchema } } },
    async (request) => updateMeal(db, ref(request, userIdOf(request)), request.body, foods.sourcedFood),
  );
  deleteRoute('nutrition', 'meal');

  routes.post(
    '/api/health/:date/supplement',
    { schema: { params: dayParamsSchema, body: supplementBodySchema, response: { 201: supplementEntrySchema } } },
    async (request, reply) => reply.status(201).send(await createSupplement(db, userIdOf(request), request.params.date, request.body)),
  );
  routes.patch(
    '/api/health/:date/supplement/:id',
    { schema: { params: entryParamsSchema, body: supplementPatchSchema, response: { 200: supplementEntrySchema } } },
    async (request) => updateSupplement(db, ref(request, userIdOf(request)), request.body),
  );
  deleteRoute('supplement', 'supplement');

  // A day has one night: logging it again fills in or corrects it (200), the first log creates it (201).
  routes.post(
    '/api/health/:date/sleep',
    { schema: { params: dayParamsSchema, body: sleepBodySchema, response: { 200: sleepEntrySchema, 201: sleepEntrySchema } } },
    async (request, reply) => {
      const { entry, created } = await logSleep(db, userIdOf(request), request.params.date, request.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );
  routes.put(
    '/api/health/:date/sleep/:id',
    { schema: { params: entryParamsSchema, body: sleepBodySchema, response: { 200: sleepEntrySchema } } },
    async (request) => replaceSleep(db, ref(request, userIdOf(request)), request.body),
  );
  deleteRoute('sleep', 'sleep');

  // One user action over several entries: one request, one transaction, once per Idempotency-Key.
  routes.post(
    '/api/health/:date/symptoms',
    {
      schema: {
        params: dayParamsSchema,
        headers: idempotencyHeadersSchema,
        body: symptomBatchBodySchema,
        response: { 201: z.array(symptomEntrySchema) },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const saved = await writeOnce(db, claimOf(request, userId), (tx) =>
        logSymptoms(tx, userId, request.params.date, request.body.symptoms),
      );
      return reply.status(201).send(saved);
    },
  );
  routes.post(
    '/api/health/symptoms/removals',
    { schema: { headers: idempotencyHeadersSchema, body: symptomRemovalBodySchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const userId = userIdOf(request);
      await writeOnce(db, claimOf(request, userId), (tx) => removeSymptoms(tx, userId, request.body.names));
      return reply.status(204).send();
    },
  );
  routes.post(
    '/api/health/:date/supplements',
    {
      schema: {
        params: dayParamsSchema,
        headers: idempotencyHeadersSchema,
        body: supplementChangesBodySchema,
        response: { 200: supplementChangesResultSchema },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      return writeOnce(db, claimOf(request, userId), (tx) => applySupplementChanges(tx, userId, request.params.date, request.body));
    },
  );
}
