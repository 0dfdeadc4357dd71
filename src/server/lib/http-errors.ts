/** An error a service throws on purpose; the error handler turns it into the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue');
export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const tooManyRequests = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, extra);
