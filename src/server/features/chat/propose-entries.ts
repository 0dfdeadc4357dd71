import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AssistantTool, ToolCall } from '../../providers/assistant/assistant.js';
import { entryDraftSchema, entryProposalSchema, type EntryProposal } from '../../../shared/proposals.js';
import { resolveDrafts, type ResolveContext } from '../entry-text/resolve-drafts.js';
import { checkProposals } from './proposals.js';

export const PROPOSE_ENTRIES = 'propose_entries';

/**
 * The tool through which a model (or the offline responder) proposes entries. It never saves: the
 * person sees each entry as a card and taps Save. The model describes entries as drafts (what the
 * person said: a day, maybe a time, the values, a meal's foods as said) and the server looks the
 * foods up, as it does for a typed sentence.
 */
export const proposeEntriesTool: AssistantTool = {
  name: PROPOSE_ENTRIES,
  description:
    'Propose health entries the person just described: mood or energy (1-5), a symptom with its intensity (1-5), a meal with ' +
    'its foods as said (the app looks them up), a supplement taken or skipped (with `dose` and `unit` if said: ' +
    "'2 paracetamol 500mg' is dose '1000', unit 'mg'; '2 paracetamol' dose '2', unit 'tablets'), " +
    'a night’s sleep (hours, or bedtime and wakeTime ' +
    'HH:mm; quality 1-5; wakings, the times they woke; `when.date` is the day they woke; a bedtime or a wake time alone is no ' +
    'night: ask for the other rather than guess it). `when.date` is the day it happened (yyyy-MM-dd, ' +
    'today unless they named another day), `when.time` the time of day (HH:mm) if they said one. Nothing is saved: the person ' +
    'sees each entry as a card and saves it. Only propose what they said happened; never invent values.',
  parameters: z.toJSONSchema(z.object({ entries: z.array(entryDraftSchema).min(1) }), { io: 'input', unrepresentable: 'any' }),
};

const callArgumentsSchema = z.object({ entries: z.array(z.unknown()) });

/** Keys by which an item would point at an entry that already exists (someone's, maybe not theirs). */
const namesAnEntry = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  ['id', 'entryId'].some((key) => key in item || key in ((item as { body?: object }).body ?? {}));

/**
 * The proposals a reply's tool calls make, in order. Drafts are resolved as a typed sentence's
 * are (foods found through the food search); items already in the proposal's shape are taken as
 * they are. A call to another tool, arguments that are not `{ entries: [...] }`, an item that is
 * neither, and an item naming an entry id (proposals only create) are dropped and logged; what is
 * left is checked once more (see `checkProposals`) before anyone sees it.
 */
export async function proposalsFromCalls(
  calls: readonly ToolCall[],
  context: ResolveContext & { timeZone: string; log: FastifyBaseLogger },
): Promise<EntryProposal[]> {
  const { log } = context;
  const items: unknown[] = [];
  for (const call of calls) {
    const args = call.name === PROPOSE_ENTRIES ? callArgumentsSchema.safeParse(call.arguments) : undefined;
    if (!args?.success) {
      log.warn({ tool: call.name.slice(0, 60) }, 'chat: dropped a tool call that is not a valid propose_entries call');
      continue;
    }
    for (const item of args.data.entries) {
      if (namesAnEntry(item)) {
        log.warn('chat: refused a proposal that names an existing entry');
        continue;
      }
      const draft = entryDraftSchema.safeParse(item);
      if (draft.success) items.push(...(await resolveDrafts([draft.data], context)));
      else if (entryProposalSchema.safeParse(item).success) items.push(item);
      else
        log.warn(
          { issues: draft.error.issues.map((issue) => issue.path.join('.')).slice(0, 5) },
          'chat: dropped a proposed entry that is neither a draft nor a proposal',
        );
    }
  }
  return checkProposals(items, context.timeZone, log, context.now);
}
