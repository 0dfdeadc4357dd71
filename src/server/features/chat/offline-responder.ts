import type { Assistant, AssistantPiece, AssistantRequest, ChatTurn } from '../../providers/assistant/assistant.js';
import { parseEntryText } from '../../../shared/entry-text/parse-entry-text.js';
import { PROPOSE_ENTRIES } from './propose-entries.js';
import { CITE_SOURCES } from './cite-sources.js';
import type { GroundingContext } from './grounding/context.js';
import { understand, type Question } from './offline/understand.js';
import { compose, readsFor, withFollowUps, type Reads } from './offline/compose.js';
import { seedOf } from './offline/wording.js';
import { factsAbout } from '../chat-memory/recall.js';
import { factToRemember } from '../chat-memory/capture.js';

const READ_ID = 'offline-read-';

/** The reads of this reply so far: the results of the calls the responder made in its first round. */
function readsOf(turns: readonly ChatTurn[]): Reads | null {
  const last = turns.at(-1);
  if (last?.role !== 'assistant' || !last.toolCalls) return null;
  const reads: Reads = {};
  for (const { call, result } of last.toolCalls) {
    if (!call.id.startsWith(READ_ID)) continue;
    const parsed = JSON.parse(result) as object;
    if (!('error' in parsed)) Object.assign(reads, { [call.id.slice(READ_ID.length)]: parsed });
  }
  return reads;
}

/**
 * The offline responder as an Assistant, the default when no model is configured (DESIGN.md "AI").
 * It works as a model does over the same tools: a message that tells of entries ('headache 3/5',
 * 'took vitamin D') gets a `propose_entries` call holding what the sentence parser understood; a
 * question is read (offline/understand.ts), answered through the read tools a model calls
 * (get_day, get_range_stats, get_patterns: the chat turn runs them and sends the results back),
 * and composed in words (offline/compose.ts), never the same reply twice in a row, with follow-up
 * questions and a `cite_sources` call naming what it rests on.
 */
export function createOfflineResponder(context: GroundingContext, timeZone: string): Assistant {
  // A turn asks for two rounds (the reads, then the answer): the message is read once.
  let understood: { message: string; question: Question } | undefined;
  const understandOnce = (message: string) => {
    if (understood?.message !== message) understood = { message, question: understand(message, context.today) };
    return understood.question;
  };
  return {
    label: 'offline insights',
    async *stream(request: AssistantRequest): AsyncIterable<AssistantPiece> {
      const userTurns = request.turns.filter((turn) => turn.role === 'user');
      const message = userTurns.at(-1)?.content ?? '';
      const offered = new Set(request.tools?.map((tool) => tool.name));
      let reads = readsOf(request.turns);
      const question = understandOnce(message);
      if (!reads && !question.asking) {
        const drafts = offered.has(PROPOSE_ENTRIES) ? parseEntryText(message, { now: new Date(), timeZone }) : [];
        if (drafts.length) {
          yield { type: 'toolCall', id: 'offline-proposals', name: PROPOSE_ENTRIES, arguments: { entries: drafts } };
          return;
        }
      }
      const planned = readsFor(question, context.today).filter((read) => offered.has(read.name));
      if (!reads && planned.length) {
        for (const read of planned) yield { type: 'toolCall', id: `${READ_ID}${read.role}`, name: read.name, arguments: read.arguments };
        return;
      }
      reads ??= {};
      const asker = { today: context.today, firstName: context.firstName, facts: context.facts, hasLogs: context.days.length > 0 };
      const previous = request.turns
        .filter((turn) => turn.role === 'assistant' && !turn.toolCalls)
        .at(-1)
        ?.content.trim();
      // Each question starts at its own wording and moves on with the conversation; a reply equal
      // to the one just given is worded again.
      let seed = seedOf(question.words) + userTurns.length;
      let reply = compose(question, reads, asker, seed);
      let text = withFollowUps(reply, seed);
      for (let tries = 0; tries < 5 && text.trim() === previous; tries++) {
        seed += 1;
        reply = compose(question, reads, asker, seed);
        text = withFollowUps(reply, seed);
      }
      // A question that touches what they asked Willow to keep is answered with it in mind.
      // (Not the fact this very message told: its reply already said it was kept.)
      const facts = question.kind === 'memoryList' || factToRemember(message) ? [] : factsAbout(message, context.facts);
      if (facts.length) text = `You asked me to remember: ${facts.map((f) => `“${f}”`).join(', ')}.\n\n${text}`;
      for (const piece of text.split(/(?<=\n)/)) {
        if (request.signal.aborted) return;
        yield piece;
      }
      if ((reply.cite.days.length || reply.cite.patterns.length) && offered.has(CITE_SOURCES)) {
        yield { type: 'toolCall', id: 'offline-sources', name: CITE_SOURCES, arguments: reply.cite };
      }
    },
  };
}
