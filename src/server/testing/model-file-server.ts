import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request for the model file: its method and the byte range it asked for. */
export interface FileRequest {
  method: string;
  range: string | undefined;
}

export interface ModelFileServerOptions {
  /** Answer the file's SHA-256 the way Hugging Face does, in `X-Linked-ETag` (default true). */
  linkedEtag?: boolean | string;
  /** The first ranged request stops after this many bytes, and the connection drops. */
  dropFirstAfter?: number;
  /** The file's bytes from this offset on are held back: transfers stall there (until Ctrl+C). */
  stallFrom?: number;
}

/**
 * A real HTTP server on 127.0.0.1 that serves one model file as a model host does: HEAD and GET,
 * `Accept-Ranges: bytes` and 206 answers to `Range`, the SHA-256 in `X-Linked-ETag`; it can drop
 * or stall a transfer partway, so the download's resume and checksum are tested for real.
 */
export interface ModelFileServer {
  /** The file's address, ending in its name. */
  url: string;
  sha256: string;
  requests: FileRequest[];
  set(options: ModelFileServerOptions): void;
  close(): Promise<void>;
}

export async function startModelFileServer(file: Buffer, fileName: string, initial: ModelFileServerOptions = {}): Promise<ModelFileServer> {
  const sha256 = createHash('sha256').update(file).digest('hex');
  let options = initial;
  let dropped = false;
  const requests: FileRequest[] = [];
  const stalled = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    if (req.url !== `/${fileName}`) return void res.writeHead(404).end();
    requests.push({ method: req.method ?? '', range: req.headers.range });
    const headers: Record<string, string> = { 'accept-ranges': 'bytes', 'content-type': 'application/octet-stream' };
    const etag = options.linkedEtag ?? true;
    if (etag) headers['x-linked-etag'] = `"${etag === true ? sha256 : etag}"`;

    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : file.length - 1;
    if (range && (start >= file.length || end < start)) {
      return void res.writeHead(416, { 'content-range': `bytes */${file.length}` }).end();
    }
    const body = file.subarray(start, end + 1);
    headers['content-length'] = String(body.length);
    if (range) headers['content-range'] = `bytes ${start}-${end}/${file.length}`;
    res.writeHead(range ? 206 : 200, headers);
    // The downloader reads a plain GET's headers only (size, ranges); its bytes come by Range.
    if (req.method === 'HEAD' || !range) return void res.end(req.method === 'HEAD' ? undefined : body);

    if (options.dropFirstAfter !== undefined && !dropped && body.length > options.dropFirstAfter) {
      dropped = true;
      res.write(body.subarray(0, options.dropFirstAfter), () => res.destroy());
      return;
    }
    if (options.stallFrom !== undefined && end >= options.stallFrom) {
      res.write(body.subarray(0, Math.max(0, options.stallFrom - start)));
      stalled.add(res);
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${fileName}`,
    sha256,
    requests,
    set(next) {
      options = next;
    },
    async close() {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
