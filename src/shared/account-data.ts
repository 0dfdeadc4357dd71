import { z } from 'zod';
import { bodyObjectError } from './errors.js';

export const CHAT_MEMORY_PARTS = ['memory', 'conversations'] as const;

/**
 * POST /api/chat-memory/clear: 'memory' forgets conversation summaries and kept facts, 'conversations'
 * deletes the conversations with their messages.
 */
export const clearChatMemoryBodySchema = z.strictObject(
  { what: z.enum(CHAT_MEMORY_PARTS, `What to clear must be one of: ${CHAT_MEMORY_PARTS.join(', ')}`) },
  { error: bodyObjectError() },
);
export type ClearChatMemoryBody = z.infer<typeof clearChatMemoryBodySchema>;
export const clearChatMemoryResultSchema = z.object({
  /** Conversations deleted, or memories forgotten (conversation summaries and kept facts). */
  cleared: z.number().int(),
});
export type ClearChatMemoryResult = z.infer<typeof clearChatMemoryResultSchema>;

/** Export formats (GET /api/export/{format}). */
export const EXPORT_FILES = {
  json: { path: '/api/export/json', fileName: 'willow-data.json' },
  csv: { path: '/api/export/daily-logs.csv', fileName: 'willow-daily-logs.csv' },
} as const;
/** Response header with the number of lines an export will have (one record a line), for progress. */
export const EXPORT_LINES_HEADER = 'x-export-lines';
