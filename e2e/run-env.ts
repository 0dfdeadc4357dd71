import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end run's servers listen: the app on E2E_PORT, its helpers just above it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The local OpenAI-compatible speech service the server listens and speaks through (e2e/speech-server.ts). */
export const SPEECH_PORT = E2E_PORT + 500;
/** The mail catcher (e2e/mail-catcher.ts): the app's SMTP server, and where tests read the links. */
export const MAIL_SMTP_PORT = E2E_PORT + 501;
export const MAIL_HTTP_PORT = E2E_PORT + 502;

/** People made before the server starts (e2e/seed-people.ts), for tests that are not about signing in. */
export const PEOPLE_DIR = path.join(os.tmpdir(), `willow-e2e-people-${E2E_PORT}`);
export const PEOPLE_FILE = path.join(PEOPLE_DIR, 'people.json');
/** One file per person a test has taken, made with O_EXCL so parallel workers never share one. */
export const CLAIMS_DIR = path.join(PEOPLE_DIR, 'claimed');

export interface SeededPerson {
  email: string;
  password: string;
  cookie: { name: string; value: string };
}
