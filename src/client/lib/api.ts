/** The one request helper (app-spec sections 7 and 8). No component calls fetch itself. */
import type { ErrorBody } from '../../shared/errors.js';

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error body when it is the shared error shape ({ statusCode, code, message, requestId, issues?, ... }); null otherwise. */
    readonly body: ErrorBody | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  /** The server's own `message`, for toasts that show it. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }

  /** The server's error code, such as VALIDATION_ERROR or NOT_FOUND. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** Field problems of a 400, for forms to show in place. */
  get issues(): ApiIssue[] {
    return this.body?.issues ?? [];
  }

  /** A usage limit was reached: the body says so (limitExceeded), with the numbers in quotaInfo. */
  get isQuotaLimit(): boolean {
    return this.status === 429 && this.body?.limitExceeded === true;
  }

  /** The same failure told in the caller's words (a read's 'Failed to fetch health data'), keeping status and body. */
  withMessage(message: string): ApiError {
    return new ApiError(message, this.status, this.body, { cause: this });
  }
}

/** A fetcher's failure in its own words: an ApiError keeps its status and body; anything else (offline, a bad answer) is wrapped. */
export function failedAs(message: string, error: unknown): Error {
  return error instanceof ApiError ? error.withMessage(message) : new Error(message, { cause: error });
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Cancels the request. */
  signal?: AbortSignal;
  /** Extra headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * Sends a request with cookies and an optional JSON (or FormData) body and answers the OK
 * response itself, unread (for streams); a non-OK answer throws an ApiError.
 */
export async function apiFetch(
  method: HttpMethod,
  url: string,
  data?: unknown,
  { signal, headers = {} }: RequestOptions = {},
): Promise<Response> {
  // A FormData body (an audio upload) sets its own multipart content type.
  const form = data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined || form ? headers : { 'Content-Type': 'application/json', ...headers },
    body: data === undefined ? undefined : form ? data : JSON.stringify(data),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Sends a request with cookies and an optional JSON body; answers parsed JSON (null when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(method, url, data, options);
  const text = method === 'HEAD' ? '' : await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A non-OK answer as an ApiError: the body checked against the shared error schema (loaded on
 * the first error only, keeping zod off the first screen), its message "status: body text".
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const { readErrorBody } = await import('./error-body');
  const body = readErrorBody(parsed);
  return new ApiError(body?.message || `${response.status}: ${text || response.statusText}`, response.status, body);
}

/** The server's words when it refused the request itself (4xx: the person can act on them), else the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? fallback) : fallback;
}

/** The message a toast should show: the server's words when it gave some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

/**
 * GET a download through the same error handling, reading the body as it streams: `onProgress`
 * gets the fraction of lines received when the server announced how many (`linesHeader`).
 */
export async function apiDownload(
  url: string,
  { linesHeader, onProgress }: { linesHeader?: string; onProgress?: (fraction: number | null) => void } = {},
): Promise<Blob> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const total = linesHeader ? Number(response.headers.get(linesHeader)) || 0 : 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let lines = 0;
  onProgress?.(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    if (total) {
      for (const byte of value) if (byte === 10) lines++;
      onProgress?.(Math.min(1, lines / total));
    }
  }
  onProgress?.(1);
  return new Blob(parts, { type });
}
