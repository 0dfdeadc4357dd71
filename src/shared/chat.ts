import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { PLAN_TIERS } from './plans.js';
import { entryProposalSchema, type EntryProposal } from './proposals.js';

// The assistant's contract (app-spec sections 2 Chat, 3, 4, 7, 8, 9).

export const MESSAGE_MAX = 4000;
export const TITLE_MAX = 80;
export const DEFAULT_TITLE = 'New Conversation';
export const STATUS_TEXT = {
  processing: 'Processing your message...',
  analyzing: 'Analyzing your health data...',
  thinking: '🤔 Thinking about your question...',
} as const;
/** Analyzing follows processing after this long, if nothing has streamed yet. */
export const ANALYZING_AFTER_MS = { mobile: 2000, desktop: 5000 } as const;
/** The status clears after this long without news. */
export const STATUS_CLEAR_MS = 8000;
export const AUTO_SEND_DELAY_MS = 500;
export const INPUT_MAX_HEIGHT_PX = 200;

/** The empty chat's three suggestion cards and the prompt each sends. */
export const SUGGESTIONS = [
  {
    title: 'Root Cause & Remission',
    description: 'Look for what may be driving my symptoms',
    prompt: 'Looking at what I have logged, what patterns might be driving my symptoms, and what could I try to feel better?',
  },
  {
    title: 'My Health Check-Up',
    description: 'A summary of my week',
    prompt: 'Summarise my week: how have my mood, energy, symptoms, meals and supplements been?',
  },
  {
    title: 'Understanding Holistic Health',
    description: 'How sleep, food, stress and mood connect',
    prompt: 'Explain holistic health in simple terms: how do sleep, food, stress and mood affect each other, and where should I start?',
  },
] as const;

const conversationId = z.uuid({ error: 'The conversation id is not valid' });

export const conversationParamsSchema = z.object({ id: z.uuid({ error: 'The conversation id is not valid' }) });

export const createConversationBodySchema = z.strictObject(
  {
    title: z
      .string({ error: 'Title must be text' })
      .trim()
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
      .transform((title) => title || DEFAULT_TITLE)
      .default(DEFAULT_TITLE),
  },
  { error: bodyObjectError() },
);
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

/** Faster than anyone speaks (auctioneers reach about 250 words a minute): a claimed speaking time under this is refused. */
const FASTEST_WORDS_PER_MINUTE = 400;
/** Where no spaces part the words (Chinese, Japanese), a character stands for a word. */
const spokenUnits = (text: string) => text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu)?.length ?? 0;
/** The least time saying `text` takes, in milliseconds. */
export const shortestSpeakingMs = (text: string) => Math.ceil((spokenUnits(text) * 60_000) / FASTEST_WORDS_PER_MINUTE);

const chatBodyFields = z.strictObject(
  {
    conversationId,
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .min(1, 'Message must not be empty')
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
    /**
     * The message was spoken and the browser's own recognition wrote it down (no speech service on
     * the server): it counts this long against the voice minutes, and as one of the day's messages
     * (the server measured nothing). Less time than the words need is refused.
     */
    spokenMs: z
      .number({ error: 'Speaking time must be a number of milliseconds' })
      .min(1, 'Speaking time must be at least 1 millisecond')
      .max(120_000, 'Speaking time must be at most 120000 (2 minutes)')
      .optional(),
  },
  { error: bodyObjectError() },
);
export const chatBodySchema = chatBodyFields.check((ctx) => {
  const { message, spokenMs } = ctx.value;
  if (spokenMs === undefined || typeof message !== 'string') return;
  const needed = shortestSpeakingMs(message);
  if (spokenMs < needed)
    ctx.issues.push({
      code: 'custom',
      input: spokenMs,
      path: ['spokenMs'],
      message: `Speaking time must be at least ${needed} milliseconds: saying these words takes that long`,
    });
});
export type ChatBody = z.infer<typeof chatBodySchema>;

export const conversationSchema = z.object({ id: z.string(), title: z.string(), createdAt: z.string() });
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A proposal as it travels in answers: already checked when it was made, so it is checked again
 * here without being reshaped (answers are encoded, and the health schemas' transforms cannot be).
 */
const checkedProposalSchema = z.custom<EntryProposal>(
  (value) => entryProposalSchema.safeParse(value).success,
  'This entry proposal is not valid',
);

export const PROPOSAL_STATES = ['proposed', 'saved', 'dismissed'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** An entry Willow proposed under one of its replies, and what the person did with it. */
export const proposalCardSchema = z.object({
  id: z.string(),
  proposal: checkedProposalSchema,
  state: z.enum(PROPOSAL_STATES),
  /** The entry Save (or the Edit dialog) made; null until then. */
  savedEntryId: z.string().nullable(),
});
export type ProposalCard = z.infer<typeof proposalCardSchema>;

export const proposalParamsSchema = z.object({ id: z.uuid({ error: 'The proposal id is not valid' }) });

/** PATCH /api/chat/proposals/{id}: the card was saved (as entry `entryId`) or dismissed. */
export const proposalStateBodySchema = z.discriminatedUnion(
  'state',
  [
    z.strictObject({ state: z.literal('saved'), entryId: z.uuid({ error: 'The entry id is not valid' }) }, { error: bodyObjectError() }),
    z.strictObject({ state: z.literal('dismissed') }, { error: bodyObjectError() }),
  ],
  { error: "State must be 'saved' (with the entry id) or 'dismissed'" },
);
export type ProposalStateBody = z.infer<typeof proposalStateBodySchema>;

/**
 * What a reply's figures rest on, shown as chips that open the days behind it: a day of the
 * person's logs, or a pattern found in them with the days it rests on.
 */
export const messageSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('day'), date: z.string() }),
  z.object({ kind: z.literal('pattern'), label: z.string(), dates: z.array(z.string()) }),
]);
export type MessageSource = z.infer<typeof messageSourceSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** A user message said in voice mode (its content is the transcript). */
  spoken: z.boolean().optional(),
  /** An assistant reply that drew on what Willow remembers (a kept fact or an earlier conversation). */
  drewOnMemory: z.boolean().optional(),
  /** Entries an assistant reply proposes, as cards with Save, Edit and Dismiss. */
  proposals: z.array(proposalCardSchema).optional(),
  /** The person's days and patterns an assistant reply rests on. */
  sources: z.array(messageSourceSchema).optional(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const summarySchema = z.object({ summary: z.string().nullable() });

/**
 * One server-sent event of POST /api/chat (each line `data: {json}`, then `data: [DONE]`).
 * `proposals` comes before `complete` with the checked entries the reply proposes; `complete`'s
 * message then carries them as stored cards.
 */
export const chatEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('userMessage'), message: messageSchema }),
    z.object({ type: z.literal('status'), status: z.enum(['processing', 'analyzing', 'clear']) }),
    z.object({ type: z.literal('delta'), content: z.string() }),
    z.object({ type: z.literal('proposals'), proposals: z.array(checkedProposalSchema) }),
    z.object({
      type: z.literal('complete'),
      assistantMessage: messageSchema,
      content: z.string(),
      /** Cards of an earlier reply that this one saved (the person said 'save it'), in their new state. */
      savedProposals: z.array(proposalCardSchema).optional(),
    }),
    z.object({ type: z.literal('error'), message: z.string() }),
  ],
  { error: 'The reply could not be read' },
);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** GET /api/subscription/current: the plan as the person has it now (after grace periods and period ends). */
export const subscriptionSchema = z.object({
  plan: z.object({ name: z.enum(PLAN_TIERS) }),
  status: z.string().nullable(),
  /** When the paid period ends (it renews, or returns to Free when canceled); null on Free. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const usageSchema = z.object({
  current: z.object({
    textMessagesToday: z.number(),
    voiceMinutesThisMonth: z.number(),
    voiceMinutesToday: z.number(),
  }),
  limits: z.object({
    textMessagesPerDay: z.number(),
    voiceMinutesPerMonth: z.number(),
    voiceMinutesPerDay: z.number(),
  }),
});
export type Usage = z.infer<typeof usageSchema>;

/** The 429 message when the day's text messages are used up. */
export const textLimitMessage = (limit: number) => `Daily message limit reached (${limit} messages/day)`;
