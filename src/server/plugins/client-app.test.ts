import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApp } from './client-app.js';

/** A small build as Vite and scripts/vite-precompress.ts leave it. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'willow-dist-'));
  mkdirSync(path.join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Willow</title>${'<!-- shell -->'.repeat(100)}`,
    'assets/index-AbC123.js': `console.log("entry");${' '.repeat(2000)}`,
    'sw.js': `self.addEventListener("fetch", () => {});${' '.repeat(2000)}`,
    'manifest.webmanifest': JSON.stringify({ name: 'Willow', pad: ' '.repeat(2000) }),
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(root, name), content);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(root, 'assets/logo-Xy9.png'), Buffer.alloc(64, 7));
  return root;
}

describe('static delivery of the built client', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(clientApp, { dev: false, root: fakeBuild() });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends hashed assets precompressed (Brotli first, then gzip) and cached for a year', async () => {
    const br = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(200);

    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("entry")');

    const image = await app.inject({ url: '/assets/logo-Xy9.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser ask again every visit for the page, the manifest and the service worker', async () => {
    for (const url of ['/', '/dashboard', '/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
    const page = await app.inject({ url: '/settings' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Willow</title>');
  });

  it('answers unknown server paths with a JSON 404, never the page', async () => {
    const response = await app.inject({ url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
