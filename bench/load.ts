import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/**
 * Bounded keep-alive load on a local server: `concurrency` loops for `seconds`, or until
 * `requests` have been sent. `url` may be a function, called for each request (to vary the query
 * string, say).
 */
export async function load(
  url: string | (() => string),
  options: { concurrency: number; seconds: number; requests?: number; headers?: http.OutgoingHttpHeaders },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const next = typeof url === 'string' ? () => url : url;
  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  let sent = 0;
  const more = () => performance.now() < deadline && (options.requests === undefined || sent++ < options.requests);
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const target = new URL(next());
      const started = performance.now();
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers: options.headers },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`${target.href} answered ${res.statusCode}`));
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (more()) await once();
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

export const format = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms   (${r.requests} requests)`;
