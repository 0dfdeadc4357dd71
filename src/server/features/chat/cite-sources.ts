import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AssistantTool, ToolCall } from '../../providers/assistant/assistant.js';
import type { MessageSource } from '../../../shared/chat.js';
import { patternHeadline } from '../../../shared/insights.js';
import type { GroundingContext } from './grounding/context.js';

export const CITE_SOURCES = 'cite_sources';
/** Chips under one reply, at most. */
const DAYS_MAX = 14;
const PATTERNS_MAX = 5;

/** How the system prompt names a pattern, so a reply can cite it: P1, P2… in the context's order. */
export const patternId = (index: number) => `P${index + 1}`;

const citeArgumentsSchema = z.object({
  days: z.array(z.string()).max(62).default([]),
  patterns: z.array(z.string()).max(20).default([]),
});

/** The tool by which a reply names what its figures rest on; each id is checked before a chip is shown. */
export const citeSourcesTool: AssistantTool = {
  name: CITE_SOURCES,
  description:
    "Name what this reply's figures and patterns rest on: the days of the person's logs (yyyy-MM-dd, as listed or as the read tools returned them under cite) and the " +
    'patterns (their ids, P1, P2…). Call it once, alongside the reply, whenever the reply states a figure or a pattern from their data. ' +
    'They are shown as small links that open those days.',
  parameters: z.toJSONSchema(citeArgumentsSchema, { io: 'input' }),
};

/**
 * The sources a reply's cite_sources calls name, each checked against the person's own data as
 * this reply read it: a day must be one with their logs (the last 14 days, a day a pattern rests
 * on, or a day with logs that the reply's read tools returned: `readDays`), a pattern one found
 * in their logs. Anything else is dropped and logged.
 */
export function sourcesFromCalls(
  calls: readonly ToolCall[],
  context: GroundingContext,
  log: FastifyBaseLogger,
  readDays: Iterable<string> = [],
): MessageSource[] {
  const knownDays = new Set([...context.days.map((d) => d.date), ...readDays]);
  // The patterns' days are looked at only for a day not known otherwise: patterns are found on first use.
  const known = (day: string) => knownDays.has(day) || context.patterns.some((p) => p.dates.includes(day));
  const days = new Set<string>();
  const patterns = new Set<(typeof context.patterns)[number]>();
  for (const call of calls) {
    const args = citeArgumentsSchema.safeParse(call.arguments);
    if (!args.success) {
      log.warn('chat: dropped a cite_sources call with bad arguments');
      continue;
    }
    for (const day of args.data.days) {
      if (known(day)) days.add(day);
      else log.warn('chat: dropped a cited day without logs of this person');
    }
    for (const id of args.data.patterns) {
      const pattern = context.patterns.find((_, i) => patternId(i) === id.trim().toUpperCase());
      if (pattern) patterns.add(pattern);
      else log.warn("chat: dropped a cited pattern that is not one of this person's");
    }
  }
  return [
    ...[...patterns].slice(0, PATTERNS_MAX).map((pattern): MessageSource => {
      return { kind: 'pattern', label: patternHeadline(pattern), dates: [...pattern.dates].sort() };
    }),
    ...[...days]
      .sort()
      .slice(-DAYS_MAX)
      .map((date): MessageSource => ({ kind: 'day', date })),
  ];
}
