import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/errors.js';
import { HttpError } from '../lib/http-errors.js';
import type { SecurityHeaders } from './security-headers.js';

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** One error shape for every non-2xx answer; 5xx details stay in the log. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error, request.id);
    if (body.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    return reply.status(body.statusCode).send(body);
  });
});

/**
 * Fastify's own refusals before any route or hook (a malformed percent-encoding, a path parameter
 * over its length limit): the same error body as every other answer, with the security headers
 * and no-store, instead of Fastify's bare JSON that repeated the path and carried no headers.
 */
export const frameworkErrorAnswer =
  (headers: SecurityHeaders) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void =>
    headers(request, reply, () => {
      const body = toErrorBody(error, request.id);
      request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
      void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
    });

/**
 * A failed query's message, stack and params carry the values the user sent (health data),
 * and a database error's detail can quote them too; the log keeps the SQL and the cause only.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: unknown; code?: unknown; constraint?: unknown } | undefined;
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query (parameters not logged)',
    query: error.query,
    cause: cause && { message: cause.message, code: cause.code, constraint: cause.constraint },
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

function toErrorBody(error: FastifyError, requestId: string): ErrorBody {
  if (error instanceof HttpError) {
    // A 5xx's extra details (what a mail server or provider said) are for the log only.
    const extra = error.statusCode >= 500 ? {} : error.extra;
    return { statusCode: error.statusCode, code: error.code, message: error.message, requestId, ...extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = CONTEXT_NAMES[(error as FastifyError).validationContext ?? 'body'] ?? 'request';
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    // The message is for a person (shown as it is); `issues` tells a program which field each concerns.
    const message = issues[0]?.message ?? `Invalid ${where}`;
    return { statusCode: 400, code: 'VALIDATION_ERROR', message, requestId, issues };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return { statusCode: status, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.', requestId };
  }
  return { statusCode: status, code: error.code || 'BAD_REQUEST', message: clientMessage(error), requestId };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, a body too large) with plain wording. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid: it has a broken percent-encoding';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long';
    default:
      return error.message;
  }
}
