import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AssistantTool, ToolCall } from '../../providers/assistant/assistant.js';
import { entryProposalSchema } from '../../../shared/proposals.js';
import { checkProposals } from './proposals.js';

export const PROPOSE_ENTRIES = 'propose_entries';

/**
 * The tool through which a model proposes entries. It never saves: the person sees each entry as
 * a card and taps Save. Proposals only create entries, so an item naming an existing entry's id
 * is refused.
 */
export const proposeEntriesTool: AssistantTool = {
  name: PROPOSE_ENTRIES,
  description:
    'Propose health entries the person described (mood, energy, a symptom with intensity 1-5, a meal with its foods, ' +
    'a supplement taken or skipped), for today or the day they named. Nothing is saved: the person sees each entry as a ' +
    'card and saves it themselves. Only propose what they said happened; never invent values. Timestamps are ISO 8601 with offset.',
  parameters: z.toJSONSchema(z.object({ entries: z.array(entryProposalSchema) }), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
};

const callArgumentsSchema = z.object({ entries: z.array(z.unknown()) });

/** Keys by which an item would point at an entry that already exists (someone's, maybe not theirs). */
const namesAnEntry = (item: unknown) =>
  typeof item === 'object' && item !== null && ['id', 'entryId'].some((key) => key in item || key in ((item as { body?: object }).body ?? {}));

/**
 * The proposals a reply's tool calls make, each checked (see `checkProposals`). A call to another
 * tool, a call whose arguments are not `{ entries: [...] }`, and an item naming an entry id are
 * dropped and logged.
 */
export function proposalsFromCalls(calls: readonly ToolCall[], timeZone: string, log: FastifyBaseLogger, now = new Date()) {
  const items: unknown[] = [];
  for (const call of calls) {
    const args = call.name === PROPOSE_ENTRIES ? callArgumentsSchema.safeParse(call.arguments) : undefined;
    if (!args?.success) {
      log.warn({ tool: call.name.slice(0, 60) }, 'chat: dropped a tool call that is not a valid propose_entries call');
      continue;
    }
    for (const item of args.data.entries) {
      if (namesAnEntry(item)) log.warn('chat: refused a proposal that names an existing entry');
      else items.push(item);
    }
  }
  return checkProposals(items, timeZone, log, now);
}
