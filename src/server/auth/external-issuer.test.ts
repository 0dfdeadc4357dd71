import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { createTestApp, databaseKinds, type TestApp } from '../testing/harness.js';
import { startTestIssuer, type TestIssuer, type TestIssuerOptions } from '../testing/oidc-issuer.js';

/** Sign-in through an external issuer (issue 32): how Willow authenticates, what it reads, how it signs out. */
describe.each(databaseKinds)('sign-in through an external OpenID provider (%s)', (kind) => {
  let t: TestApp | undefined;
  let issuer: TestIssuer | undefined;
  let log: string[];

  afterEach(async () => {
    await t?.close();
    await issuer?.close();
    t = issuer = undefined;
  });

  async function start(options: TestIssuerOptions, env: Record<string, string> = {}) {
    issuer = await startTestIssuer(options);
    log = [];
    t = await createTestApp(
      kind,
      {
        OIDC_ISSUER_URL: issuer.url,
        OIDC_CLIENT_ID: issuer.clientId,
        OIDC_CLIENT_SECRET: issuer.clientSecret,
        LOG_LEVEL: 'warn',
        ...env,
      },
      { write: (line) => void log.push(line) },
    );
    return { app: t.app, issuer };
  }

  /** /api/login, the issuer's sign-in page (a code for these claims), /api/callback. */
  async function signIn(claims: Record<string, unknown>, jar = new CookieJar()) {
    const login = await t!.app.inject({ url: '/api/login?flow=signup' });
    jar.store(login);
    const authorize = new URL(login.headers.location!);
    expect(authorize.searchParams.get('prompt')).toBeNull(); // the issuer does not advertise prompt=create
    const code = issuer!.issueCode(authorize.searchParams.get('nonce')!, claims);
    const callback = await t!.app.inject({
      url: `/api/callback?code=${code}&state=${authorize.searchParams.get('state')}`,
      headers: { cookie: jar.header() },
    });
    jar.store(callback);
    return { callback, jar };
  }

  const userBySubject = async (subject: string) => (await t!.db.select().from(users).where(eq(users.subject, subject)))[0];

  it('authenticates with client_secret_basic when the issuer offers it, and fills the name step from `name`', async () => {
    const { app } = await start({
      advertised: ['client_secret_post', 'client_secret_basic'],
      registered: 'client_secret_basic',
      endSession: true,
    });
    const { callback } = await signIn({ sub: 'robin', email: 'robin@example.org', name: '  Robin   van Ash ' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(issuer!.tokenRequests[0]!.authorization).toMatch(/^Basic /);
    expect(issuer!.tokenRequests[0]!.body.get('client_secret')).toBeNull();
    expect(await userBySubject('robin')).toMatchObject({ email: 'robin@example.org', firstName: 'Robin', lastName: 'van Ash' });

    const provider = await app.inject({ url: '/api/auth/identity-provider' });
    expect(provider.json()).toEqual({ builtIn: false, name: new URL(issuer!.url).host, signUpPage: false, signOut: true });
  });

  it('takes client_secret_basic when the issuer lists no methods (the OpenID Connect default), and given and family names first', async () => {
    await start({ advertised: undefined, registered: 'client_secret_basic' });
    const { callback } = await signIn({ sub: 'sam', email: 'sam@example.org', given_name: 'Sam', family_name: 'Lee', name: 'Dr Sam Lee' });
    expect(callback.headers.location).toBe('/');
    expect(await userBySubject('sam')).toMatchObject({ firstName: 'Sam', lastName: 'Lee' });
  });

  it('sends the secret in the body to an issuer that offers only client_secret_post', async () => {
    await start({ advertised: ['client_secret_post'], registered: 'client_secret_post' });
    const { callback } = await signIn({ sub: 'ana', email: 'ana@example.org', name: 'Ana' });
    expect(callback.headers.location).toBe('/');
    expect(issuer!.tokenRequests[0]!.authorization).toBeUndefined();
    expect(await userBySubject('ana')).toMatchObject({ firstName: 'Ana', lastName: null });
  });

  it('when the issuer refuses the client, tells the person it failed and logs the method used and the setting to change', async () => {
    await start(
      { advertised: ['client_secret_basic', 'client_secret_post'], registered: 'client_secret_basic' },
      { OIDC_TOKEN_AUTH_METHOD: 'client_secret_post' },
    );
    const { callback } = await signIn({ sub: 'kim', email: 'kim@example.org' });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('We could not complete your sign-in');
    const line = log.map((entry) => JSON.parse(entry) as { msg: string }).find((entry) => entry.msg.includes('refused'));
    expect(line?.msg).toContain('(invalid_client)');
    expect(line?.msg).toContain('authenticated with client_secret_post');
    expect(line?.msg).toContain('OIDC_TOKEN_AUTH_METHOD');
    expect(await userBySubject('kim')).toBeUndefined();
  });

  it('signs out of Willow only, then of the provider too when the person asks', async () => {
    const { app } = await start({ advertised: ['client_secret_basic'], registered: 'client_secret_basic', endSession: true });
    const { jar } = await signIn({ sub: 'lee', email: 'lee@example.org', name: 'Lee Park' });
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).statusCode).toBe(200);

    const out = await app.inject({ url: '/api/logout', headers: { cookie: jar.header() } });
    jar.store(out);
    expect(out.headers.location).toBe('/');
    expect(jar.get('willow_signed_out')).toBe('willow');
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).statusCode).toBe(401);

    const both = await app.inject({ url: '/api/logout?identityProvider=true', headers: { cookie: jar.header() } });
    jar.store(both);
    const endSession = new URL(both.headers.location!);
    expect(endSession.origin + endSession.pathname).toBe(`${issuer!.url}/end_session`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(jar.get('willow_signed_out')).toBe('identity-provider');

    // The saved ID token was used once: asking again can no longer reach the provider.
    const again = await app.inject({ url: '/api/logout?identityProvider=true', headers: { cookie: jar.header() } });
    jar.store(again);
    expect(again.headers.location).toBe('/');
    expect(jar.get('willow_signed_out')).toBe('identity-provider-expired');
  });

  it('refuses an unknown sign-out choice with a readable 400, and keeps the session', async () => {
    const { app } = await start({ advertised: ['client_secret_basic'], registered: 'client_secret_basic', endSession: true });
    const { jar } = await signIn({ sub: 'mo', email: 'mo@example.org' });
    const bad = await app.inject({ url: '/api/logout?identityProvider=maybe', headers: { cookie: jar.header() } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Signing out of the identity provider too is asked with 'true'") as string,
    });
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).statusCode).toBe(200);
  });

  it('without an end-session endpoint, signing out leaves nothing to offer', async () => {
    const { app } = await start({ advertised: ['client_secret_basic'], registered: 'client_secret_basic' });
    const { jar } = await signIn({ sub: 'jo', email: 'jo@example.org' });
    const out = await app.inject({ url: '/api/logout', headers: { cookie: jar.header() } });
    jar.store(out);
    expect(out.headers.location).toBe('/');
    expect(jar.get('willow_signed_out')).toBeUndefined();
    expect((await app.inject({ url: '/api/auth/identity-provider' })).json()).toMatchObject({ signOut: false });
  });
});
