import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { returnedRow, type Db } from '../../db/client.js';
import { entryProposals } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { localDay } from '../../../shared/zoned-time.js';
import type { ProposalCard, ProposalStateBody } from '../../../shared/chat.js';
import { entryProposalSchema, type EntryProposal } from '../../../shared/proposals.js';
import { ownsEntry } from '../health/entries.js';

type ProposalRow = typeof entryProposals.$inferSelect;

/** At most this many cards under one reply; a model asking for more is cut short. */
export const PROPOSALS_PER_REPLY_MAX = 12;

const toCard = (row: ProposalRow): ProposalCard => ({
  id: row.id,
  proposal: row.proposal,
  state: row.state,
  savedEntryId: row.savedEntryId,
});

/**
 * The proposals that may be shown: each one checked with the shared schema and dated no later
 * than the person's today. One that fails is dropped and logged (its kind only: never its body,
 * which holds health data), never shown half-made.
 */
export function checkProposals(items: readonly unknown[], timeZone: string, log: FastifyBaseLogger, now = new Date()): EntryProposal[] {
  const today = localDay(timeZone, now);
  const kept: EntryProposal[] = [];
  for (const item of items) {
    const parsed = entryProposalSchema.safeParse(item);
    const kind = (item as { kind?: unknown } | null)?.kind;
    if (!parsed.success) {
      log.warn(
        { kind: typeof kind === 'string' ? kind.slice(0, 20) : undefined, issues: parsed.error.issues.map((i) => i.path.join('.')) },
        'chat: dropped an invalid entry proposal',
      );
    } else if (parsed.data.date > today) {
      log.warn({ kind: parsed.data.kind }, 'chat: dropped an entry proposal for a day that has not begun');
    } else if (kept.length < PROPOSALS_PER_REPLY_MAX) {
      kept.push(parsed.data);
    }
  }
  return kept;
}

/** Stores a reply's proposals, in order, as cards waiting for the person. */
export async function storeProposals(
  db: Db,
  userId: string,
  messageId: string,
  proposals: readonly EntryProposal[],
): Promise<ProposalCard[]> {
  if (!proposals.length) return [];
  const rows = await db
    .insert(entryProposals)
    .values(proposals.map((proposal, position) => ({ messageId, userId, position, proposal })))
    .returning();
  return rows.sort((a, b) => a.position - b.position).map(toCard);
}

/** The cards of these messages, by message id, each list in order. */
export async function proposalsByMessage(db: Db, messageIds: readonly string[]): Promise<Map<string, ProposalCard[]>> {
  const byMessage = new Map<string, ProposalCard[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select()
    .from(entryProposals)
    .where(inArray(entryProposals.messageId, [...messageIds]))
    .orderBy(asc(entryProposals.messageId), asc(entryProposals.position));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), toCard(row)]);
  return byMessage;
}

/**
 * PATCH /api/chat/proposals/{id}: the person saved the card (the entry must be theirs and of the
 * card's kind) or dismissed it. Another user's card, or entry, is 404.
 */
export async function updateProposalState(db: Db, userId: string, id: string, body: ProposalStateBody): Promise<ProposalCard> {
  const [row] = await db
    .select()
    .from(entryProposals)
    .where(and(eq(entryProposals.id, id), eq(entryProposals.userId, userId)));
  if (!row) throw notFound('Proposal');
  if (body.state === 'saved' && !(await ownsEntry(db, row.proposal.kind, userId, body.entryId))) throw notFound('Entry');
  const updated = returnedRow(
    await db
      .update(entryProposals)
      .set({ state: body.state, savedEntryId: body.state === 'saved' ? body.entryId : null, updatedAt: new Date() })
      .where(eq(entryProposals.id, id))
      .returning(),
  );
  return toCard(updated);
}
