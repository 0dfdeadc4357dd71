import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { AssistantError, type Assistant, type ChatTurn, type ToolCall } from '../../providers/assistant/assistant.js';
import type { ChatBody, ChatEvent, Message } from '../../../shared/chat.js';
import { getSettingsForQuota } from '../settings/service.js';
import { consumeTextMessage, consumeVoiceSeconds } from '../usage/quotas.js';
import { limitsFor, planColumns } from '../usage/plan-access.js';
import type { FoodService } from '../foods/service.js';
import type { BillingMode } from '../../../shared/billing.js';
import { addMessage, ownConversation, titleFromFirstMessage } from './conversations.js';
import { CRISIS_RESOURCES, isCrisis } from './grounding/crisis.js';
import { assembleContext, type GroundingContext, type Person } from './grounding/context.js';
import { buildSystemPrompt } from './grounding/prompt.js';
import { createOfflineResponder } from './offline-responder.js';
import { rememberFromMessage } from '../chat-memory/capture.js';
import { drewOnMemory } from '../chat-memory/recall.js';
import { CITE_SOURCES, citeSourcesTool, sourcesFromCalls } from './cite-sources.js';
import { proposalsFromCalls, proposeEntriesTool } from './propose-entries.js';
import { storeProposals } from './proposals.js';
import { createReadToolRunner, readTools } from './read-tools.js';
import { asksToSaveLatest, saveLatestProposals, spokenSummary } from './save-latest.js';

/** Earlier messages sent along with a new one. */
const HISTORY_MESSAGES = 20;
const REPLY_MAX_CHARACTERS = 20_000;
/** Rounds in which the model may call read tools and get their results before it must answer. */
export const READ_ROUNDS = 3;
/** What a proposal or a citation made alongside reads gets back: it is handled once the reply is complete. */
const NOTED_RESULT = JSON.stringify({ noted: 'Shown to the person under the reply.' });
/** The reply when a model proposes entries without a word of its own. */
export const PROPOSALS_REPLY = "Here's what I understood — tap Save to log it.";
/** The reply when it tried to propose entries and none of them could be shown. */
export const NO_PROPOSALS_REPLY =
  "I couldn't turn that into entries to log. You can log it on the dashboard, or tell me again in other words.";

export interface ChatDeps {
  db: Db;
  /** The configured model, or the offline responder built over this reply's context. */
  assistantFor(context: GroundingContext, timeZone: string): Assistant;
  /** The food search, through which proposed meals find their foods. */
  foods: Pick<FoodService, 'search' | 'sourcedFood'>;
  log: FastifyBaseLogger;
}

/** The configured model, or the offline responder when none is configured. */
export const chatDeps = (
  db: Db,
  assistant: Assistant | null,
  foods: Pick<FoodService, 'search' | 'sourcedFood'>,
  log: FastifyBaseLogger,
): ChatDeps => ({
  db,
  foods,
  log,
  assistantFor: assistant ? () => assistant : createOfflineResponder,
});

/** The user's committed message, and the person as read once for this turn, for `streamReply`. */
export interface AcceptedMessage {
  message: Message;
  person: Person;
}

/**
 * What a turn reads once: the user's conversation (404 when it is not theirs), name, settings,
 * and the quota's terms: the limits of their effective plan and the time zone quotas count in.
 */
export async function readTurn(db: Db, userId: string, conversationId: string, billingMode: BillingMode) {
  const [conversation, [user], { settings, quotaTimeZone }] = await Promise.all([
    ownConversation(db, userId, conversationId),
    db
      .select({ firstName: users.firstName, ...planColumns })
      .from(users)
      .where(eq(users.id, userId)),
    getSettingsForQuota(db, userId),
  ]);
  if (!user) throw notFound('User');
  return { conversation, user, settings, plan: { limits: limitsFor(user, billingMode), timeZone: quotaTimeZone } };
}
export type TurnRead = Awaited<ReturnType<typeof readTurn>>;

/**
 * Everything that must hold before a reply streams: the conversation is the user's (404), the
 * day's quota has room (429, counted atomically), and the user's message is committed. The user
 * and their settings are read once (`readTurn`, or passed in as `read` by a caller that already
 * did): the quota needs the plan and time zone, the reply the name and settings. Only a
 * transcript the server made itself (`transcribed`, its seconds counted by the caller) is spared
 * the day's messages: one the browser heard (`spokenMs`, which the server cannot measure) counts
 * as a text message and its stated seconds as voice too. The counts and the message are one
 * transaction: a message that fails to be stored costs nothing.
 */
export async function acceptMessage(
  db: Db,
  userId: string,
  body: ChatBody,
  { billingMode, transcribed = false, read }: { billingMode: BillingMode; transcribed?: boolean; read?: TurnRead },
): Promise<AcceptedMessage> {
  const { conversation, user, settings, plan } = read ?? (await readTurn(db, userId, body.conversationId, billingMode));
  const message = await db.transaction(async (tx) => {
    if (!transcribed) await consumeTextMessage(tx, userId, plan);
    if (body.spokenMs !== undefined) await consumeVoiceSeconds(tx, userId, plan, Math.ceil(body.spokenMs / 1000));
    const stored = await addMessage(tx, userId, conversation.id, 'user', body.message, {
      spoken: transcribed || body.spokenMs !== undefined,
    });
    await titleFromFirstMessage(tx, conversation, body.message);
    return stored;
  });
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
 * The reply to an accepted message, as the events of the chat stream. The model may read the
 * person's data through the read tools for up to READ_ROUNDS rounds, each answered and sent back
 * before it goes on; its text streams as it comes. Entries the model proposes
 * (its `propose_entries` calls) are checked and sent as one `proposals` event; nothing is saved
 * until the person taps Save on a card, or says 'save it' (which saves the latest reply's waiting
 * cards and says so, without asking the model). The reply and its cards are stored only when it
 * completes; a failure sends an error event and stores nothing half-written.
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
    // A message that suggests a crisis gets the resources and nothing else: no model, no tool
    // calls, no cards, nothing remembered, whichever assistant is configured.
    if (isCrisis(userMessage.content)) {
      yield { type: 'delta', content: CRISIS_RESOURCES };
      yield { type: 'status', status: 'clear' };
      const assistantMessage = await addMessage(deps.db, person.userId, userMessage.conversationId, 'assistant', CRISIS_RESOURCES);
      yield { type: 'complete', assistantMessage, content: CRISIS_RESOURCES };
      return;
    }
    // A fact the person asks Willow to keep (or to forget) is handled first, so this very reply knows it.
    const remembered = await rememberFromMessage(
      deps.db,
      { userId: person.userId, memoryOn: person.settings.chatMemoryEnabled },
      userMessage.content,
    );
    const [context, turns] = await Promise.all([assembleContext(deps.db, person), recentTurns(deps.db, userMessage.conversationId)]);
    const saved = asksToSaveLatest(userMessage.content)
      ? await saveLatestProposals(deps.db, person.userId, userMessage.conversationId, deps.foods.sourcedFood)
      : [];
    if (saved.length) {
      const said = `Saved: ${saved.map((card) => spokenSummary(card.proposal)).join('; ')}. You'll find it on your dashboard.`;
      content += said;
      yield { type: 'delta', content: said };
      yield { type: 'status', status: 'clear' };
      const assistantMessage = await addMessage(deps.db, person.userId, userMessage.conversationId, 'assistant', content);
      yield { type: 'complete', assistantMessage, content, savedProposals: saved };
      return;
    }
    if (remembered) {
      const said = `${remembered.reply}${remembered.answerToo ? '\n\n' : ''}`;
      content += said;
      yield { type: 'delta', content: said };
    }
    const answerFrom = content.length;
    // A message that only asks Willow to remember something has had its answer.
    const answered = remembered && !remembered.answerToo;
    const assistant = deps.assistantFor(context, person.settings.timeZone);
    const reads = createReadToolRunner(deps.db, person.userId, context, deps.log);
    const system = buildSystemPrompt(context);
    const replyTools = [proposeEntriesTool, citeSourcesTool];
    /** The calls that shape the reply (proposals, citations), handled once it is complete. */
    const calls: ToolCall[] = [];
    for (let round = 0; !answered; round++) {
      // Once the reads are spent the model is offered only the reply's own tools, so it answers.
      const tools = round < READ_ROUNDS ? [...replyTools, ...readTools] : replyTools;
      const roundCalls: ToolCall[] = [];
      let said = '';
      let full = false;
      for await (const piece of assistant.stream({ system, turns, signal, tools })) {
        if (signal.aborted) return;
        if (typeof piece !== 'string') {
          roundCalls.push(piece);
          continue;
        }
        if (!piece) continue;
        // Text before a round of reads ('Let me look.') stays a paragraph of its own.
        const text = !said && round > 0 && content && !/\s$/.test(content) ? `\n\n${piece}` : piece;
        said += text;
        content += text;
        yield { type: 'delta', content: text };
        if ((full = content.length > REPLY_MAX_CHARACTERS)) break;
      }
      const readCalls = roundCalls.filter((call) => reads.handles(call.name));
      calls.push(...roundCalls.filter((call) => !reads.handles(call.name)));
      if (full || !readCalls.length) break;
      if (round >= READ_ROUNDS) {
        deps.log.warn('chat: ignored read tool calls past the round limit');
        break;
      }
      // Every call of the round is answered, as the protocols require; the reply's own are noted.
      const toolCalls = await Promise.all(
        roundCalls.map(async (call) => ({ call, result: reads.handles(call.name) ? await reads.run(call) : NOTED_RESULT })),
      );
      turns.push({ role: 'assistant', content: said, toolCalls });
    }
    const citations = calls.filter((call) => call.name === CITE_SOURCES);
    const proposing = calls.filter((call) => call.name !== CITE_SOURCES);
    const sources = sourcesFromCalls(citations, context, deps.log, reads.readDays);
    const proposals = proposing.length
      ? await proposalsFromCalls(proposing, {
          db: deps.db,
          userId: person.userId,
          foods: deps.foods,
          timeZone: person.settings.timeZone,
          log: deps.log,
        })
      : [];
    if (proposals.length) yield { type: 'proposals', proposals };
    if (proposing.length && !content.trim()) {
      content = proposals.length ? PROPOSALS_REPLY : NO_PROPOSALS_REPLY;
      yield { type: 'delta', content };
    }
    if (!content.trim()) throw new AssistantError('provider', 'The model sent an empty reply');
    yield { type: 'status', status: 'clear' };
    const drew = drewOnMemory(content.slice(answerFrom), userMessage.content, context);
    const assistantMessage = await deps.db.transaction(async (tx) => {
      const stored = await addMessage(tx, person.userId, userMessage.conversationId, 'assistant', content, { sources, drewOnMemory: drew });
      return { ...stored, proposals: await storeProposals(tx, person.userId, stored.id, proposals) };
    });
    yield { type: 'complete', assistantMessage, content };
  } catch (error) {
    if (signal.aborted) return;
    deps.log.warn({ err: error }, 'chat: reply failed');
    yield { type: 'status', status: 'clear' };
    yield { type: 'error', message: failureText(error) };
  }
}
