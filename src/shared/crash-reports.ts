import { z } from 'zod';
import { bodyObjectError } from './errors.js';

export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, url: 500 } as const;

/** POST /api/client-errors: one error the browser caught, sent only while analyticsOptIn is on. */
export const clientErrorBodySchema = z.strictObject(
  {
    message: z.string({ error: 'Message must be text' }).min(1, 'Message must not be empty').max(CLIENT_ERROR_LIMITS.message),
    stack: z.string({ error: 'Stack must be text' }).max(CLIENT_ERROR_LIMITS.stack).optional(),
    url: z.string({ error: 'Address must be text' }).max(CLIENT_ERROR_LIMITS.url).optional(),
  },
  { error: bodyObjectError() },
);
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;
