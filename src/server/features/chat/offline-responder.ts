import type { Assistant, AssistantPiece, AssistantRequest } from '../../providers/assistant/assistant.js';
import { parseEntryText } from '../../../shared/entry-text/parse-entry-text.js';
import { PROPOSE_ENTRIES } from './propose-entries.js';
import { CITE_SOURCES, patternId } from './cite-sources.js';
import type { GroundingContext } from './grounding/context.js';
import { describePattern } from '../../../shared/insights.js';
import { recentWeeks, type ScoreStats, type WeekStats } from './grounding/stats.js';
import { factsAbout } from '../chat-memory/recall.js';

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

function scoreLine(label: string, now: ScoreStats, before: ScoreStats): string {
  if (now.average === null) return `I don't see any ${label} logs in the last 7 days.`;
  let line = `Your ${label} averaged **${now.average}/5** over the last 7 days (${now.days} ${now.days === 1 ? 'day' : 'days'} logged)`;
  if (now.lowest && now.highest && now.days > 1)
    line += `, lowest on ${dayName(now.lowest.date)} (${now.lowest.value}) and highest on ${dayName(now.highest.date)} (${now.highest.value})`;
  line += '.';
  if (before.average !== null) {
    const change = Math.round((now.average - before.average) * 10) / 10;
    line +=
      change === 0
        ? ` That's the same as the week before.`
        : ` That's ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} from ${before.average}/5 the week before.`;
  }
  return line;
}

function symptomLines(week: WeekStats, only?: string): string[] {
  const list = only ? week.symptoms.filter((s) => s.name.toLowerCase().includes(only)) : week.symptoms;
  return list.map((s) => `- **${s.name}**: ${s.days} of the last 7 days, average intensity ${s.average}/5 (worst ${s.worst}/5)`);
}

/** The symptom a message is about, when it names one the person has logged. */
function symptomAsked(message: string, context: GroundingContext): string | undefined {
  const lower = message.toLowerCase();
  const names = new Set(context.days.flatMap((d) => d.symptoms.map((s) => s.name.toLowerCase())));
  for (const p of context.patterns) if (p.outcome.kind === 'symptom') names.add(p.outcome.name.toLowerCase());
  return [...names].find((name) => lower.includes(name) || lower.includes(name.replace(/s$/, '')) || lower.includes(`${name}s`));
}

/** The measure a message asks about, in the words people use for it. */
const MEASURE_WORDS: [RegExp, string][] = [
  [/energy|tired|fatigue|exhaust/, 'energy'],
  [/mood|feel|emotion|stress|anxious|happy|sad/, 'mood'],
];
const measureAsked = (lower: string) => MEASURE_WORDS.find(([words]) => words.test(lower))?.[1];

/** What an offline answer's figures rest on: days of the context, and patterns by their place in it. */
export interface OfflineCitations {
  days: Set<string>;
  patterns: Set<number>;
}

/**
 * Answers from the person's own data when no model is configured (DESIGN.md "AI"), with the facts
 * they asked Willow to keep that the question touches; `cited` collects the days and patterns its
 * figures rest on. That replies come from the logs only is said once, under the chat's header,
 * not in every reply.
 */
export function offlineAnswer(
  message: string,
  context: GroundingContext,
  cited: OfflineCitations = { days: new Set(), patterns: new Set() },
): string {
  const lower = message.toLowerCase();
  const { thisWeek, lastWeek } = recentWeeks(context);
  const week = context.days.filter((d) => d.date >= thisWeek.from && d.date <= thisWeek.to);
  const cite = (days: typeof week) => days.forEach((d) => cited.days.add(d.date));
  const citePattern = (pattern: GroundingContext['patterns'][number]) => cited.patterns.add(context.patterns.indexOf(pattern));
  const parts: string[] = [];
  const symptom = symptomAsked(message, context);
  const wantsSummary = /summar|overview|check[- ]?up|\bmy week\b|how am i doing|how have i been/.test(lower);

  if (!context.days.length) {
    parts.push(
      "I don't have any logs from you in the last 14 days yet. Log your mood, energy, symptoms, meals and supplements on the dashboard and I'll be able to spot patterns with you.",
    );
  } else if (/trigger|cause|why|pattern|worse|flare|low some days|some days/.test(lower) || symptom) {
    // "Why is my energy low some days?" is answered from energy as the outcome.
    const outcome = symptom ?? measureAsked(lower);
    const patterns = context.patterns.filter((p) => !outcome || p.outcome.name.toLowerCase() === outcome);
    patterns.forEach(citePattern);
    if (symptom) cite(week.filter((d) => d.symptoms.some((s) => s.name.toLowerCase() === symptom)));
    if (symptom)
      parts.push(
        ...(symptomLines(thisWeek, symptom).length
          ? ['Here is what you logged this week:', ...symptomLines(thisWeek, symptom)]
          : [`You haven't logged ${symptom} in the last 7 days.`]),
      );
    if (patterns.length) {
      parts.push(
        'Looking at the last 60 days, these stand out (correlations, not proof of cause):',
        ...patterns.map((p) => `- ${describePattern(p)}`),
      );
    } else {
      parts.push(
        context.patternSearch.daysToLog
          ? `Not enough days yet: log ${context.patternSearch.daysToLog} more days and Willow can look for patterns.`
          : `I can't see a pattern ${outcome ? `in your ${outcome} ` : ''}that your last 60 days support yet. Keep logging meals, supplements, mood and energy alongside your symptoms and I'll keep comparing them.`,
      );
    }
  } else if (/energy|tired|fatigue|exhaust/.test(lower)) {
    cite(week.filter((d) => d.energy !== null));
    parts.push(scoreLine('energy', thisWeek.energy, lastWeek.energy));
  } else if (/mood|feel|emotion|stress|anxious|happy|sad/.test(lower)) {
    cite(week.filter((d) => d.mood !== null));
    parts.push(scoreLine('mood', thisWeek.mood, lastWeek.mood));
  } else if (/eat|food|meal|diet|nutrition|calor/.test(lower)) {
    cite(week.filter((d) => d.meals.length));
    parts.push(
      thisWeek.meals
        ? `You logged ${thisWeek.meals} meals in the last 7 days${thisWeek.averageCalories ? `, about ${thisWeek.averageCalories} kcal on days with calories logged` : ''}.`
        : "You haven't logged meals in the last 7 days.",
    );
  } else if (/supplement|vitamin|magnesium|omega|probiotic/.test(lower)) {
    cite(week.filter((d) => d.supplements.some((s) => s.taken)));
    parts.push(
      thisWeek.supplementsTaken.length
        ? `In the last 7 days you took ${thisWeek.supplementsTaken.map((s) => `${s.name} on ${s.days} ${s.days === 1 ? 'day' : 'days'}`).join(', ')}.`
        : "You haven't logged any supplements taken in the last 7 days.",
    );
  }
  if (context.days.length && (wantsSummary || !parts.length)) {
    parts.length = 0;
    cited.days.clear();
    cited.patterns.clear();
    cite(week);
    if (context.patterns.length) citePattern(context.patterns[0]!);
    parts.push(
      `Here's your last 7 days (${thisWeek.trackedDays} ${thisWeek.trackedDays === 1 ? 'day' : 'days'} with logs):`,
      `- ${scoreLine('mood', thisWeek.mood, lastWeek.mood)}`,
      `- ${scoreLine('energy', thisWeek.energy, lastWeek.energy)}`,
      ...(thisWeek.symptoms.length ? ['- Symptoms:', ...symptomLines(thisWeek).map((l) => `  ${l}`)] : ['- No symptoms logged.']),
      `- Meals logged: ${thisWeek.meals}.` +
        (thisWeek.supplementsTaken.length
          ? ` Supplements: ${thisWeek.supplementsTaken.map((s) => `${s.name} (${s.days}d)`).join(', ')}.`
          : ''),
    );
    if (context.patterns.length) parts.push(`One pattern worth a look: ${describePattern(context.patterns[0]!)}`);
  }
  const facts = factsAbout(message, context.facts);
  if (facts.length) parts.unshift(`You asked me to remember: ${facts.map((f) => `“${f}”`).join(', ')}.`, '');
  return parts.join('\n');
}

/**
 * The offline responder as an Assistant. A message that tells of entries ('headache 3/5', 'took
 * vitamin D') is answered as a model would, with a `propose_entries` call holding what the
 * sentence parser understood; anything else gets an answer from the logs, streamed line by line,
 * then a `cite_sources` call naming the days and patterns its figures rest on.
 */
export function createOfflineResponder(context: GroundingContext, timeZone: string): Assistant {
  return {
    label: 'offline insights',
    async *stream(request: AssistantRequest): AsyncIterable<AssistantPiece> {
      const question = request.turns.at(-1)?.content ?? '';
      const drafts = request.tools?.some((tool) => tool.name === PROPOSE_ENTRIES)
        ? parseEntryText(question, { now: new Date(), timeZone })
        : [];
      if (drafts.length) {
        yield { type: 'toolCall', id: 'offline-proposals', name: PROPOSE_ENTRIES, arguments: { entries: drafts } };
        return;
      }
      const cited: OfflineCitations = { days: new Set(), patterns: new Set() };
      for (const piece of offlineAnswer(question, context, cited).split(/(?<=\n)/)) {
        if (request.signal.aborted) return;
        yield piece;
      }
      if ((cited.days.size || cited.patterns.size) && request.tools?.some((tool) => tool.name === CITE_SOURCES)) {
        yield {
          type: 'toolCall',
          id: 'offline-sources',
          name: CITE_SOURCES,
          arguments: { days: [...cited.days], patterns: [...cited.patterns].map(patternId) },
        };
      }
    },
  };
}
