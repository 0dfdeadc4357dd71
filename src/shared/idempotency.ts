import { z } from 'zod';

/**
 * Header of a write that must happen once: the client makes one key per user action and sends it
 * again on a retry, so a retry after a lost answer gets the first answer instead of saving twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Idempotency-Key must be text' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, - or _')
    .optional(),
});
