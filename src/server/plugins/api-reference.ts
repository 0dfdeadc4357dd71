import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_NAME } from '../../shared/brand.js';

export const API_REFERENCE_PATH = '/api/docs';

const SIGN_IN_SEGMENTS = new Set(['login', 'callback', 'logout']);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The reference lists the API only (not the sign-in provider's pages or static files), grouped by its first path segment. */
function apiOnly(input: TransformInput) {
  if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
  const segment = input.url.split('/')[2] ?? 'api';
  const group = SIGN_IN_SEGMENTS.has(segment) ? 'auth' : segment;
  return jsonSchemaTransform({ ...input, schema: { tags: [group], ...input.schema } });
}

/**
 * The API reference: OpenAPI made from the routes' own zod schemas (so it cannot drift from
 * what the server checks and sends), served with Swagger UI at /api/docs and as JSON at
 * /api/docs/json. Registered before any route, since it collects them as they are added.
 */
export const apiReferencePlugin = fp(async (app: FastifyInstance, opts: { sessionCookie: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        version: '1',
        description: `The API the ${APP_NAME} web app speaks. Signed-in calls carry the session cookie set by signing in at /api/login.`,
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: opts.sessionCookie } } },
      security: [{ session: [] }],
    },
    transform: apiOnly,
  });
  // Its page loads only its own scripts, so the app's content security policy covers it; the
  // validator badge would call out to swagger.io, and is left off.
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { validatorUrl: null },
    theme: { title: `${APP_NAME} API reference` },
  });
});
