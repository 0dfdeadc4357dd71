import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entryProposals, messages } from '../../db/schema.js';
import type { ProposalCard } from '../../../shared/chat.js';
import type { EntryProposal } from '../../../shared/proposals.js';
import { createEnergy, createMeal, createMood, createSupplement, createSymptom } from '../health/entries.js';
import { refuseFutureDay } from '../health/future-day.js';
import { logSleep } from '../health/sleep.js';
import { nightSummary } from '../../../shared/sleep.js';
import type { FoodLookup } from '../../../shared/nutrition/meal-nutrition.js';
import { mealNutrition } from '../../../shared/nutrition/meal-nutrition.js';

/** 'save it', 'yes, save them', 'okay log that please': the person confirms the cards just proposed. */
const SAVE_IT =
  /^(?:(?:ok(?:ay)?|yes|yeah|yep|sure)[,.!]?\s+)?(?:please\s+)?(?:save|log|confirm)\s+(?:it|that|this|them|those|these|all(?: of them)?)(?:\s+please)?[.!]*$/i;

export const asksToSaveLatest = (text: string) => SAVE_IT.test(text.trim());

async function saveOne(db: Db, userId: string, proposal: EntryProposal, lookup: FoodLookup): Promise<{ id: string }> {
  switch (proposal.kind) {
    case 'mood':
      return createMood(db, userId, proposal.date, proposal.body);
    case 'energy':
      return createEnergy(db, userId, proposal.date, proposal.body);
    case 'symptom':
      return createSymptom(db, userId, proposal.date, proposal.body);
    case 'meal':
      return createMeal(db, userId, proposal.date, proposal.body, lookup);
    case 'supplement':
      return createSupplement(db, userId, proposal.date, proposal.body);
    case 'sleep':
      return (await logSleep(db, userId, proposal.date, proposal.body)).entry;
  }
}

/** How a saved proposal is read back: 'Headache, intensity 4/5', 'breakfast (105 kcal)'. */
export function spokenSummary(proposal: EntryProposal): string {
  switch (proposal.kind) {
    case 'mood':
      return `mood ${proposal.body.score}/5`;
    case 'energy':
      return `energy ${proposal.body.score}/5`;
    case 'symptom':
      return `${proposal.body.name}, intensity ${proposal.body.intensity}/5`;
    case 'meal':
      return `${proposal.body.meal} (${Math.round(mealNutrition(proposal.body.items).calories)} kcal)`;
    case 'supplement':
      return `${proposal.body.name} ${proposal.body.taken ? 'taken' : 'skipped'}`;
    case 'sleep':
      return nightSummary(proposal.body);
  }
}

/**
 * Saying 'save it' (voice mode, or typed): saves the cards still waiting under the conversation's
 * latest reply with cards, each as its Save button would, and marks them saved, all or none.
 * Answers the cards saved; none when no card was waiting. A day that has not begun is refused.
 */
export async function saveLatestProposals(db: Db, userId: string, conversationId: string, lookup: FoodLookup): Promise<ProposalCard[]> {
  const cards = await db
    .select({ id: entryProposals.id, proposal: entryProposals.proposal, messageId: entryProposals.messageId, state: entryProposals.state })
    .from(entryProposals)
    .innerJoin(messages, eq(messages.id, entryProposals.messageId))
    .where(and(eq(messages.conversationId, conversationId), eq(entryProposals.userId, userId)))
    .orderBy(desc(messages.createdAt), entryProposals.position);
  // Only the latest reply with cards: an older card the person passed over is not saved by a later 'save it'.
  const latest = cards.filter((card) => card.messageId === cards[0]?.messageId && card.state === 'proposed');
  if (!latest.length) return [];
  return db.transaction(async (tx) => {
    const saved: ProposalCard[] = [];
    for (const card of latest) {
      await refuseFutureDay(tx, userId, card.proposal.date);
      const { id } = await saveOne(tx, userId, card.proposal, lookup);
      await tx
        .update(entryProposals)
        .set({ state: 'saved', savedEntryId: id, updatedAt: new Date() })
        .where(eq(entryProposals.id, card.id));
      saved.push({ id: card.id, proposal: card.proposal, state: 'saved', savedEntryId: id });
    }
    return saved;
  });
}
