import { createHash } from 'node:crypto';
import { createReadStream, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What `npm run model:pull` is asked for (docs/decisions/016-private-model.md). */
export interface PullOptions {
  /** `https://…/model.gguf`, `hf:owner/repo/path/file.gguf#branch` or `hf:owner/repo:quant`. */
  uri: string;
  /** The folder the model goes to (./models). */
  dir: string;
  /** The SHA-256 the finished file must have; without it, the one the server states is used. */
  sha256?: string;
  /** node-llama-cpp's progress bar on the terminal. */
  progressBar?: boolean;
  onProgress?: (status: { downloadedSize: number; totalSize: number }) => void;
  /** Called when the download is complete and the file's SHA-256 is being computed (seconds for GBs). */
  onChecking?: () => void;
  /** Aborting pauses: the unfinished file stays, and the next pull resumes it. */
  signal?: AbortSignal;
  /** How long to wait for the server's first answer (default 30 s). */
  timeoutMs?: number;
}

export interface PulledModel {
  file: string;
  sha256: string;
  /** Where the expected SHA-256 came from; 'none' when neither the caller nor the server gave one. */
  checkedAgainst: 'given' | 'server' | 'none';
}

/** The finished file's SHA-256 is not the expected one; the file has been deleted. */
export class ChecksumMismatchError extends Error {
  constructor(
    readonly file: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(
      `The downloaded file's SHA-256 is ${actual}, but ${expected} was expected, so ${path.basename(file)} was deleted. ` +
        'Run the command again to download it afresh; if it fails again, check the address and the --sha256 value.',
    );
    this.name = 'ChecksumMismatchError';
  }
}

const SHA256 = /^[0-9a-f]{64}$/;
const HUGGING_FACE = 'https://huggingface.co';

/**
 * A Hugging Face URI's download address: `hf:owner/repo/path/file.gguf#branch` →
 * https://huggingface.co/owner/repo/resolve/branch/path/file.gguf. The `hf:owner/repo:quant`
 * shorthand names no file, so it answers undefined (node-llama-cpp looks the file up).
 */
export function huggingFaceUrl(uri: string): string | undefined {
  const match = /^hf:([^/\s]+)\/([^/\s:]+)\/([^#\s]+\.gguf)(?:#(\S+))?$/i.exec(uri);
  if (!match) return undefined;
  const [, owner, repo, file, branch = 'main'] = match;
  return `${HUGGING_FACE}/${owner}/${repo}/resolve/${branch}/${file}`;
}

/**
 * The SHA-256 the server states for a file. Hugging Face answers a file's address with a redirect
 * to its storage and names the file's SHA-256 in `X-Linked-ETag` (quoted); other hosts may answer
 * it the same way. Undefined when the server does not say.
 */
export async function stateSha256(url: string, timeoutMs: number): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`Could not reach ${new URL(url).host} (${reason}). Check the internet connection and the address.`, { cause: error });
  }
  if (response.status === 404) throw new Error(`There is no file at ${url}.`);
  if (response.status === 401 || response.status === 403) {
    throw new Error(
      `${new URL(url).host} refused the download (${response.status}); the model may need an access token or accepted terms.`,
    );
  }
  const etag = response.headers.get('x-linked-etag')?.replace(/^W\//, '').replace(/"/g, '').toLowerCase();
  return etag && SHA256.test(etag) ? etag : undefined;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Downloads a GGUF model into `dir` through node-llama-cpp's own downloader (ipull): several
 * connections, Range requests, retries when a connection drops, and a `.ipull` file that keeps
 * the progress, so an interrupted pull resumes where it stopped. The finished file's SHA-256 is
 * then checked against the given one or the one the server states; a mismatch deletes the file.
 * A file already there in full is not downloaded again, only checked.
 */
export async function pullModel(options: PullOptions): Promise<PulledModel> {
  const { dir, signal, timeoutMs = 30_000 } = options;
  const given = options.sha256?.trim().toLowerCase();
  if (given !== undefined && !SHA256.test(given)) throw new Error('--sha256 must be 64 hexadecimal characters.');
  const modelUri = huggingFaceUrl(options.uri) ?? options.uri;
  // Asked first: an unreachable host or a missing file fails at once, where the downloader would
  // retry for minutes.
  const stated = modelUri.startsWith('hf:') ? undefined : await stateSha256(modelUri, timeoutMs);

  const { createModelDownloader } = await import('node-llama-cpp');
  const downloader = await createModelDownloader({
    modelUri,
    dirPath: dir,
    showCliProgress: options.progressBar ?? false,
    onProgress: options.onProgress,
    deleteTempFileOnCancel: false,
    // One file, one connection at a time per part: gentle on a slow line.
    parallelDownloads: 1,
  });
  if (downloader.totalFiles !== 1)
    throw new Error('Split models (several .gguf parts) are not supported; choose a single-file quantization.');
  const file = downloader.entrypointFilePath;
  // The `hf:owner/repo:quant` shorthand names its file only once node-llama-cpp has looked it up.
  const expected =
    given ??
    (modelUri.startsWith('hf:')
      ? await stateSha256(
          `${HUGGING_FACE}/${/^hf:([^:]+)/.exec(modelUri)?.[1] ?? ''}/resolve/main/${downloader.entrypointFilename}`,
          timeoutMs,
        )
      : stated);

  await downloader.download({ signal });
  // node-llama-cpp's download ends quietly when cancelled; the unfinished file stays for next time.
  signal?.throwIfAborted();
  options.onChecking?.();
  const actual = await sha256Of(file);
  if (expected && actual !== expected) {
    rmSync(file, { force: true });
    throw new ChecksumMismatchError(file, expected, actual);
  }
  return { file, sha256: actual, checkedAgainst: expected ? (given ? 'given' : 'server') : 'none' };
}
