import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { databaseKinds, openTestDatabase, testConfig } from '../testing/harness.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { startMailServer } from '../testing/mail-server.js';
import type { User } from '../../shared/users.js';

/** Two app instances on one database: a sign-in started on one finishes on the other. */
describe.each(databaseKinds)('stateless app instances (%s)', (kind) => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mail = await startMailServer();
    const config = testConfig({ SMTP_URL: mail.url });
    first = await buildApp({ config, database, logger: false });
    second = await buildApp({ config, database, logger: false });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await mail.close();
  });

  it('alternates instances on every hop of the sign-up, its mailed link included, and the session works on both', async () => {
    const jar = new CookieJar();
    const instances = [first, second];
    let hop = 0;
    const next = () => instances[hop++ % 2]!;
    let response = await next().inject({ method: 'GET', url: '/api/login?flow=signup' });
    jar.store(response);
    const mailedLink = () => new URL(mail.linkTo('both@example.com')!);
    const get = (url: URL) => next().inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie: jar.header() } });
    // Each hop follows a redirect, opens the mailed link, or posts the page's form, on the other instance.
    for (let hops = 0; hops < 20; hops++) {
      if (response.statusCode >= 300 && response.statusCode < 400) {
        const url = new URL(response.headers.location as string, 'http://localhost:3000');
        if (url.pathname === '/') break;
        response = await get(url);
      } else if (response.body.includes('Check your e-mail')) {
        response = await get(mailedLink());
      } else {
        const action = /<form method="post" action="([^"]+)"/.exec(response.body)![1]!;
        response = await next().inject({
          method: 'POST',
          url: action,
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: action.endsWith('/confirm')
            ? `token=${mailedLink().searchParams.get('token')}`
            : 'email=both%40example.com&password=shared+across+instances',
        });
      }
      jar.store(response);
    }
    expect(response.headers.location).toBe('/');
    for (const instance of instances) {
      const me = await instance.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: jar.header() } });
      expect(me.statusCode).toBe(200);
      expect(me.json<User>().email).toBe('both@example.com');
    }
  });
});
