import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../testing/harness.js';
import { compressionPlugin } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `food number ${i}` })) };

describe('compression of answers', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get('/big', () => big);
    app.get('/small', () => ({ ok: true }));
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream; charset=utf-8').send(Readable.from([`data: ${JSON.stringify(big)}\n\n`])),
    );
    app.get('/audio', async (_request, reply) => reply.type('audio/mpeg').send(Buffer.alloc(4096, 1)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends JSON over 1 kB as Brotli when the browser takes it, else gzip, and says it varies', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('leaves small JSON, event streams and audio as they are', async () => {
    for (const url of ['/small', '/events', '/audio']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('never compresses the chat stream, so each word reaches the browser as it is written', async () => {
    const me = await signedInUser(t);
    const headers = { ...me.headers, 'accept-encoding': 'br, gzip' };
    const conversation = (await t.app.inject({ method: 'POST', url: '/api/conversations', headers, payload: {} })).json<{ id: string }>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers,
      payload: { conversationId: conversation.id, message: 'How has my energy been this week? '.repeat(40) },
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('[DONE]');
  });
});
