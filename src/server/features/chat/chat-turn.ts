import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { AssistantError, type Assistant, type ChatTurn } from '../../providers/assistant/assistant.js';
import type { ChatBody, ChatEvent, Message } from '../../../shared/chat.js';
import { getSettings } from '../settings/service.js';
import { consumeTextMessage } from '../subscription/service.js';
import { addMessage, ownConversation, titleFromFirstMessage } from './conversations.js';
import { CRISIS_RESOURCES, isCrisis } from './grounding/crisis.js';
import { assembleContext, type GroundingContext, type Person } from './grounding/context.js';
import { buildSystemPrompt } from './grounding/prompt.js';

/** Earlier messages sent along with a new one. */
const HISTORY_MESSAGES = 20;
const REPLY_MAX_CHARACTERS = 20_000;

export interface ChatDeps {
  db: Db;
  /** The configured model, or the offline responder built over this reply's context. */
  assistantFor(context: GroundingContext): Assistant;
  log: FastifyBaseLogger;
}

/** The user's committed message, and the person as read once for this turn, for `streamReply`. */
export interface AcceptedMessage {
  message: Message;
  person: Person;
}

/**
 * Everything that must hold before a reply streams: the conversation is the user's (404), the
 * day's quota has room (429, counted atomically), and the user's message is committed. The user
 * and their settings are read here once: the quota needs the plan and time zone, the reply the
 * name and settings.
 */
export async function acceptMessage(db: Db, userId: string, body: ChatBody): Promise<AcceptedMessage> {
  const [conversation, [user], settings] = await Promise.all([
    ownConversation(db, userId, body.conversationId),
    db.select({ firstName: users.firstName, planTier: users.planTier }).from(users).where(eq(users.id, userId)),
    getSettings(db, userId),
  ]);
  if (!user) throw notFound('User');
  await consumeTextMessage(db, userId, { planTier: user.planTier, timeZone: settings.timeZone });
  const message = await addMessage(db, userId, conversation.id, 'user', body.message);
  await titleFromFirstMessage(db, conversation, body.message);
  return { message, person: { userId, firstName: user.firstName, settings } };
}

async function recentTurns(db: Db, conversationId: string): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt))
    .limit(HISTORY_MESSAGES);
  return rows.reverse();
}

function failureText(error: unknown): string {
  if (error instanceof AssistantError && error.failure === 'timeout') {
    return 'Willow took too long to answer. Your message is saved; please try again.';
  }
  return 'Willow could not answer just now. Your message is saved; please try again in a moment.';
}

/**
 * The reply to an accepted message, as the events of the chat stream. The reply is stored only
 * when it completes; a failure sends an error event and stores nothing half-written.
 */
export async function* streamReply(
  deps: ChatDeps,
  { message: userMessage, person }: AcceptedMessage,
  signal: AbortSignal,
): AsyncGenerator<ChatEvent> {
  yield { type: 'userMessage', message: userMessage };
  yield { type: 'status', status: 'processing' };
  let content = '';
  try {
    const [context, turns] = await Promise.all([assembleContext(deps.db, person), recentTurns(deps.db, userMessage.conversationId)]);
    if (isCrisis(userMessage.content)) {
      content += CRISIS_RESOURCES;
      yield { type: 'delta', content: CRISIS_RESOURCES };
    }
    const assistant = deps.assistantFor(context);
    for await (const piece of assistant.stream({ system: buildSystemPrompt(context), turns, signal })) {
      if (signal.aborted) return;
      if (!piece) continue;
      content += piece;
      yield { type: 'delta', content: piece };
      if (content.length > REPLY_MAX_CHARACTERS) break;
    }
    if (!content.trim()) throw new AssistantError('provider', 'The model sent an empty reply');
    yield { type: 'status', status: 'clear' };
    const assistantMessage = await addMessage(deps.db, person.userId, userMessage.conversationId, 'assistant', content);
    yield { type: 'complete', assistantMessage, content };
  } catch (error) {
    if (signal.aborted) return;
    deps.log.warn({ err: error }, 'chat: reply failed');
    yield { type: 'status', status: 'clear' };
    yield { type: 'error', message: failureText(error) };
  }
}
