/**
 * Runs before the end-to-end server starts, on its DATA_DIR: makes onboarded people of the
 * built-in provider, each with a session, and writes their session cookies to PEOPLE_FILE. Tests
 * that are not about signing up or in start from one of them (e2e/fixtures.ts) instead of walking
 * sign-up, the mailed link and onboarding, and the product needs no test-only route for it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { idpAccounts, users } from '../src/server/db/schema.js';
import { hashPassword } from '../src/server/auth/idp/passwords.js';
import { builtInIssuer } from '../src/server/auth/built-in-issuer.js';
import { createSession, sessionCookieName } from '../src/server/auth/sessions.js';
import { upsertUserFromClaims } from '../src/server/features/users/service.js';
import { CLAIMS_DIR, PEOPLE_DIR, PEOPLE_FILE, type SeededPerson } from './run-env.js';

/** Enough for every fixture test of both projects, with room for a few more. */
const PEOPLE_COUNT = 120;
const PASSWORD = 'a calm long password';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
const passwordHash = await hashPassword(PASSWORD);
const now = new Date();
const people: SeededPerson[] = [];
for (let i = 0; i < PEOPLE_COUNT; i++) {
  const email = `person-${i}-${now.getTime().toString(36)}@seeded.example`;
  const [account] = await db.insert(idpAccounts).values({ email, passwordHash }).returning({ id: idpAccounts.id });
  const userId = await upsertUserFromClaims(db, {
    issuer: builtInIssuer(config),
    subject: account!.id,
    email,
    firstName: 'Maya',
    lastName: 'Rivers',
    profileImageUrl: null,
  });
  await db
    .update(users)
    .set({ tosAcceptedAt: now, onboardingCompletedAt: now, onboardingStep: 'completed', hasSeenWelcomeModal: true })
    .where(eq(users.id, userId));
  const { token } = await createSession(db, userId, null);
  people.push({ email, password: PASSWORD, cookie: { name: sessionCookieName(config.secureCookies), value: token } });
}
await database.close();

rmSync(PEOPLE_DIR, { recursive: true, force: true });
mkdirSync(CLAIMS_DIR, { recursive: true });
writeFileSync(PEOPLE_FILE, JSON.stringify(people));
console.log(`seeded ${people.length} signed-in people for the end-to-end tests in ${PEOPLE_FILE}`);
