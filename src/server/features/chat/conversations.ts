import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { proposalsByMessage } from './proposals.js';
import { DEFAULT_TITLE, TITLE_MAX, type Conversation, type Message, type MessageSource } from '../../../shared/chat.js';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});
export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  role: row.role,
  content: row.content,
  spoken: row.spoken,
  drewOnMemory: row.drewOnMemory,
  ...(row.sources?.length ? { sources: row.sources } : {}),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The user's conversations with at least one message, most recently active first. One whose first
 * message never went through (quota, network) stays out of the history.
 */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.conversationId, conversations.id)),
        ),
      ),
    )
    .orderBy(desc(conversations.updatedAt));
  return rows.map(toConversation);
}

export async function createConversation(db: Db, userId: string, title: string): Promise<Conversation> {
  const row = returnedRow(await db.insert(conversations).values({ userId, title }).returning());
  return toConversation(row);
}

/** The conversation when it is the user's; otherwise 404, whoever owns it. */
export async function ownConversation(db: Db, userId: string, id: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  if (!row) throw notFound('Conversation');
  return row;
}

export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  if (!deleted.length) throw notFound('Conversation');
}

export async function listMessages(db: Db, userId: string, conversationId: string): Promise<Message[]> {
  await ownConversation(db, userId, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.role));
  const cards = await proposalsByMessage(
    db,
    rows.filter((row) => row.role === 'assistant').map((row) => row.id),
  );
  return rows.map((row) => {
    const proposals = cards.get(row.id);
    return proposals ? { ...toMessage(row), proposals } : toMessage(row);
  });
}

export async function addMessage(
  db: Db,
  userId: string,
  conversationId: string,
  role: 'user' | 'assistant',
  content: string,
  { spoken = false, drewOnMemory = false, sources }: { spoken?: boolean; drewOnMemory?: boolean; sources?: MessageSource[] } = {},
): Promise<Message> {
  const row = returnedRow(
    await db
      .insert(messages)
      .values({ conversationId, userId, role, content, spoken, drewOnMemory, sources: sources?.length ? sources : null })
      .returning(),
  );
  await db
    .update(conversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  return toMessage(row);
}

/** A title from the first message: its first words, cut at a word boundary. */
export function titleFrom(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= 50) return oneLine;
  const cut = oneLine.slice(0, 50);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`.slice(0, TITLE_MAX);
}

/** Gives a still-untitled conversation the title of its first message. */
export async function titleFromFirstMessage(db: Db, conversation: ConversationRow, message: string) {
  if (conversation.title !== DEFAULT_TITLE) return;
  await db
    .update(conversations)
    .set({ title: titleFrom(message) })
    .where(eq(conversations.id, conversation.id));
}

/**
 * PUT /summary: a short summary of what was asked and answered, kept for chat memory. Made from
 * the messages themselves, so it costs no model call and works offline.
 */
export async function summarizeConversation(db: Db, userId: string, conversationId: string): Promise<{ summary: string | null }> {
  const conversation = await ownConversation(db, userId, conversationId);
  const list = await listMessages(db, userId, conversationId);
  const asked = list.filter((m) => m.role === 'user').map((m) => clip(m.content, 140));
  if (!asked.length) return { summary: conversation.summary };
  const lastReply = list.filter((m) => m.role === 'assistant').at(-1);
  const summary = clip(
    `${conversation.createdAt.toISOString().slice(0, 10)}: asked ${asked.slice(-3).join(' / ')}${lastReply ? ` — Willow answered: ${clip(firstSentence(lastReply.content), 200)}` : ''}`,
    600,
  );
  await db.update(conversations).set({ summary }).where(eq(conversations.id, conversationId));
  return { summary };
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const firstSentence = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0] ?? '';
