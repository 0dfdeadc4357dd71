import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './processes.js';
import { gunzipSync } from 'node:zlib';

/**
 * Glewlwyd, an independent OpenID provider written in C (Debian package `glewlwyd`), started
 * on this machine for a sign-in test: a fresh SQLite database from the package's own schema,
 * configured through its admin API from the small files next to this one, the way an operator
 * does it in its admin pages.
 */
const GLEWLWYD_BINARY = '/usr/bin/glewlwyd';
/** The sqlite3 shell, which the glewlwyd package depends on. */
const SQLITE = '/usr/bin/sqlite3';
const PACKAGE_SCHEMA = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
const PACKAGE_WEBAPP = '/usr/share/glewlwyd/webapp';
const PACKAGE_WEBAPP_CONFIG = '/etc/glewlwyd/config-2.7.json';
const PACKAGE_ADMIN = { username: 'admin', password: 'password' };
const HERE = import.meta.dirname;

export interface GlewlwydPerson {
  username: string;
  password: string;
  name: string;
  email: string;
}

export interface Glewlwyd {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

/** Why Glewlwyd cannot run here, or undefined when it can. */
export function glewlwydMissing(): string | undefined {
  const missing = [GLEWLWYD_BINARY, SQLITE, PACKAGE_SCHEMA, PACKAGE_WEBAPP].filter((file) => !existsSync(file));
  return missing.length > 0 ? `Glewlwyd is not installed (apt-get install glewlwyd): missing ${missing.join(', ')}` : undefined;
}

export async function startGlewlwyd(options: { port: number; appUrl: string; people: GlewlwydPerson[] }): Promise<Glewlwyd> {
  const origin = `http://127.0.0.1:${options.port}`;
  const issuerUrl = `${origin}/api/oidc`;
  // base64url: with its `-` and `_` it checks how the Basic header encodes the secret.
  const clientSecret = randomBytes(24).toString('base64url');
  const taken = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${options.port} is taken: something already answers at ${origin}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'willow-glewlwyd-'));

  execFileSync(SQLITE, [path.join(dir, 'glewlwyd.db')], { input: gunzipSync(readFileSync(PACKAGE_SCHEMA)) });

  writeFileSync(
    path.join(dir, 'glewlwyd.conf'),
    fill(readFileSync(path.join(HERE, 'glewlwyd.conf'), 'utf8'), {
      PORT: String(options.port),
      ISSUER_ORIGIN: origin,
      WEBAPP: webapp(dir),
      DATABASE: path.join(dir, 'glewlwyd.db'),
      LOG_LEVEL: process.env.GLEWLWYD_LOG_LEVEL ?? 'WARNING',
    }),
  );

  const child = spawn(GLEWLWYD_BINARY, ['--config-file', path.join(dir, 'glewlwyd.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForServer(`${origin}/api/`, child, () => output);
    const admin = await signInAdmin(origin);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const values = {
      ISSUER: issuerUrl,
      PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      APP_URL: options.appUrl,
      CLIENT_SECRET: clientSecret,
    };
    for (const scope of readJson('scopes.json', values) as unknown[]) await admin('POST', '/api/scope/', scope);
    await admin('POST', '/api/mod/plugin/', readJson('oidc-plugin.json', values));
    await admin('POST', '/api/client/', readJson('client.json', values));
    for (const person of options.people) {
      await admin('POST', '/api/user/', {
        username: person.username,
        password: person.password,
        name: person.name,
        email: person.email,
        scope: ['g_profile', 'openid', 'email', 'profile'],
        enabled: true,
      });
    }
    await waitForServer(`${issuerUrl}/.well-known/openid-configuration`, child, () => output);
  } catch (error) {
    await stop();
    throw new Error(`Glewlwyd did not start: ${(error as Error).message}\n${output}`);
  }
  return { issuerUrl, clientId: 'willow', clientSecret, stop };
}

/**
 * The package's web pages (sign-in, grant) copied with their settings: Debian links config.json
 * to a folder, and Glewlwyd serves no file through a symbolic link.
 */
function webapp(dir: string): string {
  const target = path.join(dir, 'webapp');
  cpSync(PACKAGE_WEBAPP, target, {
    recursive: true,
    dereference: true,
    filter: (source) => source !== path.join(PACKAGE_WEBAPP, 'config.json'),
  });
  const settings = [path.join(PACKAGE_WEBAPP_CONFIG, 'config.json'), PACKAGE_WEBAPP_CONFIG].find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
  if (!settings) throw new Error(`no Glewlwyd web page settings at ${PACKAGE_WEBAPP_CONFIG}`);
  writeFileSync(path.join(target, 'config.json'), readFileSync(settings));
  return `${target}/`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for {{${name}}}`);
    return values[name];
  });
}

/** A JSON file from this folder with its {{...}} values filled in (as JSON strings). */
function readJson(file: string, values: Record<string, string>): unknown {
  const escaped = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value).slice(1, -1)]));
  return JSON.parse(fill(readFileSync(path.join(HERE, file), 'utf8'), escaped));
}

async function signInAdmin(origin: string) {
  const response = await fetch(`${origin}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PACKAGE_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, route: string, body: unknown) => {
    const answer = await fetch(`${origin}${route}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${await answer.text()}`);
  };
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`glewlwyd exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`no answer from ${url} in 15 s\n${output()}`);
}
