import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface CatalogRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, with its schemas: what the API offers, read by the tests that walk it. */
    routeCatalog: readonly CatalogRoute[];
  }
}

/** Records each route as it is added; registered before any route. */
export const routeCatalogPlugin = fp(async (app: FastifyInstance) => {
  const catalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') catalog.push({ method, url: route.url, schema: route.schema });
    }
  });
});
