import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../testing/harness.js';
import {
  ENTRY_BODIES,
  FIXTURE_DAY,
  PUBLIC_API_ROUTES,
  SESSION_ENDING_ROUTES,
  apiRoutes,
  personWithData,
  routeKey,
  storedData,
} from '../testing/route-fixtures.js';
import type { CatalogRoute } from '../plugins/route-catalog.js';

type Owner = Awaited<ReturnType<typeof personWithData>>;

/**
 * The owner's value for each path parameter of a route, so another person can aim at it. A new
 * route with a parameter this does not know fails the walk until someone says what it points at.
 */
function aimAt(route: CatalogRoute, owner: Owner): { url: string; owned: boolean } {
  let owned = false;
  const url = route.url.replace(/:(\w+)/g, (_match, param: string) => {
    if (param === 'date') return FIXTURE_DAY;
    if (param === 'fdcId') return '1123'; // reference food data, owned by no one
    if (param === 'name') return 'Headache'; // by name, each person's own list: nothing of the owner's to reach
    if (param === 'plan') return 'ultra';
    if (param === 'id') {
      owned = true;
      if (route.url.startsWith('/api/conversations/')) return owner.ids.conversation!;
      if (route.url.startsWith('/api/billing/test/checkout/')) return owner.ids.checkout!;
      if (route.url.startsWith('/api/chat/proposals/')) return owner.ids.proposal!;
      if (route.url.startsWith('/api/notifications/devices/')) return owner.ids.device!;
      if (route.url.startsWith('/api/chat-memory/facts/')) return owner.ids.fact!;
      if (/^\/api\/notifications\/:id\//.test(route.url)) return owner.ids.delivery!;
      const segment = /^\/api\/health\/:date\/(\w+)\/:id$/.exec(route.url)?.[1];
      if (segment && owner.ids[segment]) return owner.ids[segment];
    }
    throw new Error(`${routeKey(route)}: the authorization walk does not know what :${param} points at; add it to aimAt`);
  });
  return { url, owned };
}

/** A valid body for the route; where the body itself names entries, it names the owner's. */
function bodyFor(route: CatalogRoute, owner: Owner): { body: Record<string, unknown> | undefined; owned: boolean } {
  if (!route.schema?.body) return { body: undefined, owned: false };
  if (route.url === '/api/health/:date/supplements') {
    return { body: { remove: [owner.ids.supplement], update: [{ id: owner.ids.supplement, patch: { taken: false } }] }, owned: true };
  }
  return { body: validBody(route), owned: false };
}

function validBody(route: CatalogRoute): Record<string, unknown> | undefined {
  if (route.url === '/api/health/:date/symptoms') return { symptoms: [ENTRY_BODIES.symptom] };
  if (route.url.startsWith('/api/notifications/')) return {};
  if (route.url === '/api/chat/proposals/:id') return { state: 'dismissed' };
  const segment = /^\/api\/health\/:date\/(\w+)/.exec(route.url)?.[1];
  if (segment && ENTRY_BODIES[segment]) return route.method === 'PATCH' ? { taken: false } : ENTRY_BODIES[segment];
  if (route.url === '/api/foods/:fdcId/calculate') return { amount: 100, unit: 'g' };
  throw new Error(`${routeKey(route)}: the authorization walk has no valid body for this route; add one to bodyFor`);
}

describe.each(databaseKinds)('every API route, walked from the route table (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 to a signed-out visitor on every route but the sign-in round trip', async () => {
    const routes = apiRoutes(t).filter((route) => !PUBLIC_API_ROUTES.has(routeKey(route)));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_match, param: string) =>
        param === 'plan' ? 'pro' : '00000000-0000-4000-8000-000000000000',
      );
      const response = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect(response.statusCode, routeKey(route)).toBe(401);
      // The test checkout's pages answer a page that says to sign in; the API answers JSON.
      if (!String(response.headers['content-type']).startsWith('text/html')) {
        expect(errorOf(response).message, routeKey(route)).toBe('Sign in to continue');
      }
    }
  });

  it('answers 404 when someone aims at another person’s entries or conversations, and changes nothing of theirs', async () => {
    const owner = await personWithData(t);
    const other = await signedInUser(t);
    const before = await storedData(t, owner);
    const ownerIds = Object.values(owner.ids);
    const aimed = apiRoutes(t).filter((route) => route.url.includes('/:') && !SESSION_ENDING_ROUTES.has(routeKey(route)));
    expect(aimed.length).toBeGreaterThan(10);
    for (const route of aimed) {
      const aim = aimAt(route, owner);
      const { body, owned } = bodyFor(route, owner);
      const response = await t.app.inject({ method: route.method as 'GET', url: aim.url, headers: other.headers, payload: body });
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
      if (aim.owned || owned) expect(response.statusCode, routeKey(route)).toBe(404);
      for (const id of ownerIds) expect(response.body, `${routeKey(route)} leaks ${id}`).not.toContain(id);
    }
    expect(await storedData(t, owner)).toEqual(before);
  });
});
