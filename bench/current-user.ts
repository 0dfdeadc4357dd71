import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema.js';
import { benchAppVsBare } from './app-vs-bare.js';

/** GET /api/auth/user (cookie, session and user from the in-process caches, response) against the same two queries. */
export const benchCurrentUser = (seconds: number) =>
  benchAppVsBare({
    title: 'GET /api/auth/user',
    path: '/api/auth/user',
    seconds,
    bare: async (db, userId) => (await db.select().from(users).where(eq(users.id, userId)))[0],
  });
