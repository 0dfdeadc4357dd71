/** The one request helper (app-spec sections 7 and 8). No component calls fetch itself. */

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed JSON body, when there was one ({ statusCode, code, message, requestId, issues? }). */
    readonly body: unknown,
    /** A 429 whose body says a usage limit was reached. */
    readonly isQuotaLimit = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  private field(key: string): unknown {
    return this.body && typeof this.body === 'object' ? (this.body as Record<string, unknown>)[key] : undefined;
  }

  /** The server's own `message`, for toasts that show it. */
  get serverMessage(): string | undefined {
    const message = this.field('message');
    return typeof message === 'string' && message ? message : undefined;
  }

  /** The server's error code, such as VALIDATION_ERROR or NOT_FOUND. */
  get code(): string | undefined {
    const code = this.field('code');
    return typeof code === 'string' ? code : undefined;
  }

  /** Field problems of a 400, for forms to show in place. */
  get issues(): ApiIssue[] {
    const issues = this.field('issues');
    return Array.isArray(issues) ? (issues as ApiIssue[]) : [];
  }
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
export async function apiFetch(method: HttpMethod, url: string, data?: unknown, { signal, headers = {} }: RequestOptions = {}): Promise<Response> {
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

/** A non-OK answer as an ApiError: "status: body text" (or status text), with 429 quota parsing. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const plain = `${response.status}: ${text || response.statusText}`;
  if (response.status === 429 && body && typeof body === 'object') {
    const { message, limitExceeded } = body as { message?: unknown; limitExceeded?: unknown };
    if (typeof message === 'string') {
      const quota = limitExceeded === true || message.includes('limit reached');
      return new ApiError(message, 429, body, quota);
    }
  }
  return new ApiError(plain, response.status, body);
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
export async function apiDownload(url: string, { linesHeader, onProgress }: { linesHeader?: string; onProgress?: (fraction: number | null) => void } = {}): Promise<Blob> {
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
