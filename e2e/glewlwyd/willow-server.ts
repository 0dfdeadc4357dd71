import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './processes.js';

/**
 * A second Willow server (the built one, as `npm start` runs it) signing people in through an
 * external issuer. It runs with a module hook that refuses oidc-provider, so it starts only if
 * the built-in provider stays unloaded.
 */
export interface WillowServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const REFUSE_BUILT_IN_PROVIDER = pathToFileURL(path.join(import.meta.dirname, 'refuse-built-in-provider.mjs')).href;

export async function startWillow(options: { port: number; oidc: Record<string, string> }): Promise<WillowServer> {
  const url = `http://localhost:${options.port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'willow-e2e-oidc-'));
  const modelsDir = mkdtempSync(path.join(os.tmpdir(), 'willow-e2e-oidc-no-models-'));
  const register = `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(REFUSE_BUILT_IN_PROVIDER)});`;
  const child = spawn(process.execPath, ['--import', register, 'dist/node/server/main.js'], {
    env: {
      ...process.env,
      ...options.oidc,
      PORT: String(options.port),
      APP_URL: url,
      DATA_DIR: dataDir,
      LLM_MODELS_DIR: modelsDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    for (const dir of [dataDir, modelsDir]) rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${url}/api/auth/user`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) return { url, output: () => output, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`Willow did not start against the external issuer:\n${output}`);
}
