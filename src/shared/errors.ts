import { z } from 'zod';

/** Every non-2xx body the server sends. `issues` lists field problems for forms. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  limitExceeded: z.boolean().optional(),
  quotaInfo: z
    .object({ type: z.enum(['text', 'voice']), currentUsage: z.number(), maxLimit: z.number() })
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
