import { z } from 'zod';

// What Willow remembers (issue 17, /settings/chat-memory): the facts the person asked it to keep,
// and the summaries of past conversations.

/** The longest fact Willow keeps, in characters. */
export const FACT_MAX = 300;
/** The line under a reply that drew on what Willow remembers. */
export const DREW_ON_MEMORY_TEXT = 'Drew on what Willow remembers';

export const factParamsSchema = z.object({ id: z.uuid({ error: 'The memory id is not valid' }) });

export const rememberedFactSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.string() });
export type RememberedFact = z.infer<typeof rememberedFactSchema>;

export const conversationMemorySchema = z.object({
  conversationId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The conversation's last activity. */
  updatedAt: z.string(),
});
export type ConversationMemory = z.infer<typeof conversationMemorySchema>;

/** GET /api/chat-memory: everything Willow remembers, newest first. */
export const chatMemorySchema = z.object({
  facts: z.array(rememberedFactSchema),
  conversations: z.array(conversationMemorySchema),
});
export type ChatMemory = z.infer<typeof chatMemorySchema>;
