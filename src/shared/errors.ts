import { z } from 'zod';

/** Every non-2xx body the server sends. `issues` lists field problems for forms. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  limitExceeded: z.boolean().optional(),
  quotaInfo: z.object({ type: z.enum(['text', 'voice']), currentUsage: z.number(), maxLimit: z.number() }).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The error option of a request body's object schema: names unknown keys, and says plainly
 * when the body is not a JSON object at all (instead of "expected object, received null").
 */
export const bodyObjectError =
  (unknownKey = 'Unknown field') =>
  (issue: { code?: string; keys?: string[] }): string =>
    issue.code === 'unrecognized_keys' ? `${unknownKey}: ${(issue.keys ?? []).join(', ')}` : 'Body must be a JSON object';

/** A plain confirmation, e.g. `{ message: 'Account deleted' }`. */
export const messageSchema = z.object({ message: z.string() });
