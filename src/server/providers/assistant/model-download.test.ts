import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { tinyGguf } from '../../../../scripts/make-tiny-gguf.js';
import { startModelFileServer, type ModelFileServer } from '../../testing/model-file-server.js';
import { ChecksumMismatchError, huggingFaceUrl, pullModel } from './model-download.js';
import { findDownloadedModel } from './models-dir.js';

const MB = 1024 * 1024;
/** node-llama-cpp's downloader (ipull) keeps progress in 5 MB chunks. */
const CHUNK = 5 * MB;
/**
 * The tiny generated model, padded with zeros past two of the downloader's chunks, so a transfer
 * can stop in the middle of the file and resume from there.
 */
const MODEL = Buffer.concat([tinyGguf(), Buffer.alloc(12 * MB)]);

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'willow-models-'));
const rangeStarts = (server: ModelFileServer) =>
  server.requests.filter((r) => r.range).map((r) => Number(/^bytes=(\d+)-/.exec(r.range!)![1]));

let servers: ModelFileServer[] = [];
const serve = async (...args: Parameters<typeof startModelFileServer> extends [Buffer, string, ...infer Rest] ? Rest : never) => {
  const server = await startModelFileServer(MODEL, 'tiny-chatml.gguf', ...args);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('npm run model:pull', () => {
  it('downloads the model into the folder with progress, checks it against the SHA-256 the server states, and npm start finds it', async () => {
    const server = await serve();
    const dir = freshDir();
    const progress: number[] = [];
    const pulled = await pullModel({ uri: server.url, dir, onProgress: ({ downloadedSize }) => progress.push(downloadedSize) });
    expect(pulled).toEqual({ file: path.join(dir, 'tiny-chatml.gguf'), sha256: server.sha256, checkedAgainst: 'server' });
    expect(readFileSync(pulled.file).equals(MODEL)).toBe(true);
    expect(progress.at(-1)).toBe(MODEL.length);
    expect(readdirSync(dir)).toEqual(['tiny-chatml.gguf']);
    expect(findDownloadedModel(dir)).toBe(pulled.file);

    // Pulled again: already there in full, so only checked, not downloaded.
    const before = server.requests.length;
    expect(await pullModel({ uri: server.url, dir })).toMatchObject({ sha256: server.sha256, checkedAgainst: 'server' });
    expect(server.requests.slice(before).filter((r) => r.range)).toEqual([]);
  });

  it('resumes a transfer whose connection drops partway, from the last finished chunk, with a Range request', async () => {
    const server = await serve({ dropFirstAfter: CHUNK + MB });
    const dir = freshDir();
    const pulled = await pullModel({ uri: server.url, dir });
    expect(pulled.sha256).toBe(server.sha256);
    const starts = rangeStarts(server);
    const [dropped] = starts;
    // The dropped request got one whole chunk and a bit: the retry starts after that chunk.
    expect(starts.slice(1)).toContain(dropped! + CHUNK);
    expect(starts.filter((s) => s === dropped)).toHaveLength(1);
  });

  it('pauses when interrupted (Ctrl+C) and resumes where it stopped when run again', async () => {
    const server = await serve({ stallFrom: CHUNK + MB });
    const dir = freshDir();
    const stop = new AbortController();
    // Pressed once the transfer has stalled for a moment.
    let stalled: NodeJS.Timeout | undefined;
    const paused = pullModel({
      uri: server.url,
      dir,
      signal: stop.signal,
      onProgress: () => {
        clearTimeout(stalled);
        stalled = setTimeout(() => stop.abort(), 300);
      },
    });
    await expect(paused).rejects.toThrow('This operation was aborted');
    expect(existsSync(path.join(dir, 'tiny-chatml.gguf'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['tiny-chatml.gguf.ipull']);
    const firstRun = new Set(rangeStarts(server));

    server.set({});
    server.requests.length = 0;
    const pulled = await pullModel({ uri: server.url, dir });
    expect(pulled.sha256).toBe(server.sha256);
    expect(readdirSync(dir)).toEqual(['tiny-chatml.gguf']);
    // The first chunk, finished before the pause, is not asked for again.
    expect(firstRun.has(0)).toBe(true);
    const secondRun = rangeStarts(server);
    expect(secondRun.length).toBeGreaterThan(0);
    expect(Math.min(...secondRun)).toBe(CHUNK);
    expect(readFileSync(pulled.file).equals(MODEL)).toBe(true);
  });

  it('refuses a file whose SHA-256 is not the one the server states, or the one given, and deletes it', async () => {
    const server = await serve({ linkedEtag: 'a'.repeat(64) });
    const dir = freshDir();
    const refused = pullModel({ uri: server.url, dir });
    await expect(refused).rejects.toThrow(ChecksumMismatchError);
    await expect(refused).rejects.toThrow(
      `The downloaded file's SHA-256 is ${server.sha256}, but ${'a'.repeat(64)} was expected, so tiny-chatml.gguf was deleted.`,
    );
    expect(readdirSync(dir)).toEqual([]);

    server.set({});
    await expect(pullModel({ uri: server.url, dir, sha256: 'B'.repeat(64) })).rejects.toThrow(ChecksumMismatchError);
    expect(readdirSync(dir)).toEqual([]);
    expect(await pullModel({ uri: server.url, dir, sha256: server.sha256.toUpperCase() })).toMatchObject({ checkedAgainst: 'given' });
    await expect(pullModel({ uri: server.url, dir, sha256: 'abc' })).rejects.toThrow('--sha256 must be 64 hexadecimal characters.');
  });

  it('says when the server states no SHA-256, when there is nothing at the address, and when the host cannot be reached', async () => {
    const server = await serve({ linkedEtag: false });
    expect(await pullModel({ uri: server.url, dir: freshDir() })).toMatchObject({ sha256: server.sha256, checkedAgainst: 'none' });
    await expect(pullModel({ uri: server.url.replace('tiny-chatml', 'missing'), dir: freshDir() })).rejects.toThrow(
      `There is no file at ${server.url.replace('tiny-chatml', 'missing')}.`,
    );
    // An unreachable host fails at once, instead of the downloader retrying for minutes.
    const closed = server.url.replace(/:\d+\//, ':9/');
    await expect(pullModel({ uri: closed, dir: freshDir(), sha256: server.sha256 })).rejects.toThrow(
      /^Could not reach 127\.0\.0\.1:9 \(.+\)\. Check the internet connection and the address\.$/,
    );
  });

  it('reads Hugging Face URIs as their download address', () => {
    expect(huggingFaceUrl('hf:bartowski/Llama-3.2-3B-Instruct-GGUF/Llama-3.2-3B-Instruct-Q4_K_M.gguf')).toBe(
      'https://huggingface.co/bartowski/Llama-3.2-3B-Instruct-GGUF/resolve/main/Llama-3.2-3B-Instruct-Q4_K_M.gguf',
    );
    expect(huggingFaceUrl('hf:owner/repo/sub/model.gguf#dev')).toBe('https://huggingface.co/owner/repo/resolve/dev/sub/model.gguf');
    expect(huggingFaceUrl('hf:owner/repo:Q4_K_M')).toBeUndefined();
    expect(huggingFaceUrl('https://example.com/model.gguf')).toBeUndefined();
  });

  it('the command exits 0 with the file, and non-zero with a clear message when the checksum is wrong', async () => {
    const server = await serve();
    const dir = freshDir();
    const run = (...args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'scripts/model-pull.ts', ...args], { env: { ...process.env, LLM_MODELS_DIR: dir } }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const wrong = await run(server.url, '--sha256', '0'.repeat(64));
    expect(wrong.code).toBe(1);
    // The hash is the bytes that arrived: once, on a loaded CI machine, they were not the file's
    // (stop 36; the refusal is what protects people, so the message is what is checked here).
    expect(wrong.stderr).toMatch(
      new RegExp(`The model could not be downloaded: The downloaded file's SHA-256 is [0-9a-f]{64}, but ${'0'.repeat(64)} was expected`),
    );
    expect(readdirSync(dir)).toEqual([]);

    const ok = await run(server.url);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`Done: ${path.join(dir, 'tiny-chatml.gguf')}`);
    expect(ok.stdout).toContain(`SHA-256 ${server.sha256} (matches the SHA-256 the server states).`);
    expect(ok.stdout).toContain('100%');
    expect(ok.stdout).toContain('Checking its SHA-256...');
    expect(ok.stdout).toContain('npm start will use it');
  }, 60_000);
});
