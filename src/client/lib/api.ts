/** The one request helper (app-spec sections 7 and 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown,
    /** A 429 whose body says a usage limit was reached. */
    readonly isQuotaLimit = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own `message`, for toasts that show it. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
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

/** The message a toast should show: the server's words when it gave some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
