import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AssistantTool, ToolCall } from '../../providers/assistant/assistant.js';
import { dayString } from '../../../shared/health.js';
import { daysInRange } from '../../../shared/days.js';
import { describePattern, notEnoughDaysText, PATTERN_MEASURES, type PatternStrength } from '../../../shared/insights.js';
import { getDayRecord } from '../health/day-record.js';
import { readRangeLogs } from '../insights/range-logs.js';
import { PATTERN_DAYS, PATTERNS_SHOWN, type GroundingContext } from './grounding/context.js';
import { findSymptoms } from '../../../shared/entry-text/vocabulary.js';
import { patternId } from './cite-sources.js';
import { daysWithLogs, logsBetween, rangeStats, type RangeRead } from './range-stats.js';

export const GET_DAY = 'get_day';
export const GET_RANGE_STATS = 'get_range_stats';
export const GET_PATTERNS = 'get_patterns';
/** The longest range one get_range_stats call may read. */
export const READ_RANGE_MAX_DAYS = 90;

const getDayArguments = z.object({ date: dayString('date') });
const rangeArguments = z
  .object({
    from: dayString('from'),
    to: dayString('to'),
    food: z.string().max(100).optional().describe("Only foods whose name holds this word ('pizza'), to find when it was last eaten."),
  })
  .refine((range) => range.from <= range.to, { message: 'from must be on or before to', path: ['from'] })
  .refine((range) => daysInRange(range.from, range.to) <= READ_RANGE_MAX_DAYS, {
    message: `A range may cover at most ${READ_RANGE_MAX_DAYS} days`,
    path: ['to'],
  });
const patternArguments = z.object({
  outcome: z
    .string()
    .max(100)
    .optional()
    .describe(
      "Only patterns of this outcome, in the person's words: a symptom's name, 'energy', 'mood', 'sleep' or 'sleep quality'. " +
        "A word that names a symptom they logged ('fatigue') is that symptom; otherwise 'tired' or 'fatigue' is energy.",
    ),
  symptom: z.string().max(100).optional().describe('The same as outcome, for a symptom.'),
});

const toolOf = (name: string, description: string, schema: z.ZodType): AssistantTool => ({
  name,
  description,
  parameters: z.toJSONSchema(schema, { io: 'input' }),
});

/** The tools by which the model reads the person's data; each result names the ids it may cite. */
export const readTools: AssistantTool[] = [
  toolOf(
    GET_DAY,
    "Read one day of the person's logs (date yyyy-MM-dd, today or earlier): mood, energy, symptoms, meals, supplements, and the " +
      "night's sleep before it (a night is kept on the day the person woke: last night is today's). " +
      'The result lists the day under cite.days when it has logs.',
    getDayArguments,
  ),
  toolOf(
    GET_RANGE_STATS,
    `Figures for the days from..to (yyyy-MM-dd, at most ${READ_RANGE_MAX_DAYS} days, ending today or earlier): mood and energy means, ` +
      'the last day at each whole score, symptom frequency, intensity and last day, calories per day, supplement adherence and last day ' +
      'taken, sleep (nights logged, mean hours and quality, short nights, the last night logged), the foods eaten most with their last ' +
      'day (or, with food, those whose name holds it). cite.days lists the days with logs they rest on.',
    rangeArguments,
  ),
  toolOf(
    GET_PATTERNS,
    "The patterns the person's last 60 days support (correlations, not causes; false discoveries held at 5% across everything " +
      "tested), optionally for one outcome: a symptom, 'energy', 'mood', 'sleep' (hours) or 'sleep quality'. Each has its id (P1, P2…), the outcome, the factor and lag, " +
      "the difference in the outcome's own unit with its 95% interval, its strength (strong, moderate, or weak: a weaker signal to " +
      'mention only as such) and the days it rests on, all citable. Without an outcome it gives the strongest few of all; with one, ' +
      "the strongest few of that outcome among all that passed. For 'why is my energy low?' ask with outcome 'energy'.",
    patternArguments,
  ),
];

/** Runs the read tools for one person's reply, and keeps the days with logs they returned. */
export interface ReadToolRunner {
  handles(name: string): boolean;
  /** The call's result as JSON text for the model: what it asked for, or `{ error }` when it asked wrongly. */
  run(call: ToolCall): Promise<string>;
  /** Days with logs that this reply's reads returned, which it may then cite. */
  readonly readDays: ReadonlySet<string>;
}

/** Every read's result names what a reply may cite from it, or says what was asked wrongly. */
type Cited = { cite: { days?: string[]; patterns?: string[] }; note?: string };
type ToolError = { error: string };

/** What get_day returns for a day with logs (`logged: false` and no figures for one without). */
export interface DayRead {
  date: string;
  logged: boolean;
  mood?: number | null;
  moodTags?: string[];
  energy?: number | null;
  symptoms?: { name: string; intensity: number; notes?: string }[];
  meals?: { meal: string; foods: string[]; calories: number }[];
  supplements?: { name: string; dose: string; taken: boolean }[];
  /** The night before the day (kept on the day the person woke), when logged. */
  sleep?: { hours: number | null; quality: number | null; wakings: number | null } | null;
}
/** What get_patterns returns: each pattern described for the reader, with the figures it rests on. */
export interface PatternsRead {
  method: string;
  notEnoughDays?: string;
  /** The outcome asked for, as it was read: a symptom the person logged by that name, else energy, mood or sleep ('Energy'). */
  outcome?: string;
  /** How the outcome asked for was read, when it was read as a measure rather than the word said ('fatigue' as energy). */
  note?: string;
  /** Patterns that passed beyond those listed (of the outcome asked for, or of all). */
  more?: number;
  patterns: {
    id: string;
    summary: string;
    outcome: string;
    factor: string;
    lag: number;
    difference: number;
    interval95: [number, number];
    unit: string;
    strength: PatternStrength;
    days: string[];
  }[];
}

// Words for the daily measures, as people ask about them; a symptom the person logged by the same name comes first.
const SLEEP_QUALITY_WORDS = /\b(?:sleep quality|quality of (?:my )?sleep|(?:how )?well i sleep|sleep well|sleeping well|restful|rested)\b/;
const SLEEP_WORDS = /\b(?:sleep|sleeps|slept|sleeping|nights?|hours? (?:of )?sleep|bedtime)\b/;
const SLEEP_HOURS_WORDS = /\b(?:hours?|how long|how much|length|duration|short)\b/;
const ENERGY_WORDS =
  /\b(?:energy|energetic|tired|tiredness|fatigue|fatigued|exhausted|exhaustion|drained|sluggish|lethargic|lethargy|worn(?: out)?|wiped(?: out)?|stamina)\b/;
const MOOD_WORDS = /\b(?:mood|moods|spirits|sad|sadness|down|happy|happiness|low mood|feeling low)\b/;
const stem = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, '');

/**
 * The outcome a word asks about (decision 023): a symptom the person logged by that name, or that
 * the entry-text vocabulary reads it as ('migraines', 'my tummy hurts'), comes first, so 'fatigue'
 * is the symptom Fatigue for whoever logs it; failing that, words of energy ('tired', 'fatigue'),
 * mood and sleep name those measures (sleep said alone both its hours and its quality); anything
 * else is taken as the symptom it names. `names` are the outcomes' names as patterns carry them.
 */
export function patternOutcome(said: string, loggedSymptoms: readonly string[]): { name: string; names: string[]; measure: boolean } {
  const words = said
    .trim()
    .toLowerCase()
    .replace(/^my\s+/, '');
  const one = (name: string, measure: boolean) => ({ name, names: [name], measure });
  const named = new Set([words, ...findSymptoms(words).map((s) => s.name.toLowerCase())].map(stem));
  const logged = loggedSymptoms.find((name) => named.has(stem(name)));
  if (logged) return one(logged, false);
  const { energy, mood, sleepHours, sleepQuality } = PATTERN_MEASURES;
  if (SLEEP_QUALITY_WORDS.test(words)) return one(sleepQuality.name, true);
  if (ENERGY_WORDS.test(words)) return one(energy.name, true);
  if (MOOD_WORDS.test(words)) return one(mood.name, true);
  if (SLEEP_WORDS.test(words))
    return SLEEP_HOURS_WORDS.test(words)
      ? one(sleepHours.name, true)
      : { name: sleepHours.name, names: [sleepHours.name, sleepQuality.name], measure: true };
  return one(findSymptoms(words)[0]?.name ?? said.trim(), false);
}

const issuesText = (error: z.ZodError) => error.issues.map((issue) => issue.message).join('; ');

/**
 * The read tools over the signed-in person's data: the user id is the turn's, never an argument,
 * and no day after their today is read. Patterns are the context's, so their ids are the ones
 * the system prompt lists.
 */
export function createReadToolRunner(db: Db, userId: string, context: GroundingContext, log: FastifyBaseLogger): ReadToolRunner {
  const readDays = new Set<string>();
  const notAhead = (day: string) =>
    day > context.today ? `${day} has not begun yet: today is ${context.today}, and only days up to today can be read` : null;

  async function getDay(args: unknown): Promise<(DayRead & Cited) | ToolError> {
    const parsed = getDayArguments.safeParse(args);
    if (!parsed.success) return { error: issuesText(parsed.error) };
    const { date } = parsed.data;
    const ahead = notAhead(date);
    if (ahead) return { error: ahead };
    const record = await getDayRecord(db, userId, date);
    const logged =
      record.mood.entries.length +
        record.energy.entries.length +
        record.symptoms.length +
        record.nutrition.length +
        record.supplements.length +
        (record.sleep ? 1 : 0) >
      0;
    if (!logged) return { date, logged: false, note: 'Nothing was logged on this day; it cannot be cited.', cite: { days: [] } };
    readDays.add(date);
    return {
      date,
      logged: true,
      mood: record.mood.average,
      moodTags: record.mood.tags,
      energy: record.energy.average,
      symptoms: record.symptoms.map(({ name, intensity, notes }) => ({ name, intensity, ...(notes && { notes }) })),
      meals: record.nutrition.map((meal) => ({
        meal: meal.meal,
        foods: meal.items.map((item) => item.name),
        calories: Math.round(meal.calories),
      })),
      supplements: record.supplements.map(({ name, dose, unit, taken }) => ({ name, dose: `${dose} ${unit}`.trim(), taken })),
      sleep: record.sleep && { hours: record.sleep.hours, quality: record.sleep.quality, wakings: record.sleep.wakings },
      cite: { days: [date] },
    };
  }

  async function getRangeStats(args: unknown): Promise<(RangeRead & Cited) | ToolError> {
    const parsed = rangeArguments.safeParse(args);
    if (!parsed.success) return { error: issuesText(parsed.error) };
    const { from, to, food } = parsed.data;
    const ahead = notAhead(to);
    if (ahead) return { error: ahead };
    // A range inside the grounding window is answered from the logs the turn already read.
    const logs = from >= context.window.from ? logsBetween(context.window.logs, from, to) : await readRangeLogs(db, userId, from, to);
    const days = daysWithLogs(logs);
    days.forEach((day) => readDays.add(day));
    return { ...rangeStats(logs, from, to, food), cite: { days } };
  }

  function getPatterns(args: unknown): (PatternsRead & Cited) | ToolError {
    const parsed = patternArguments.safeParse(args);
    if (!parsed.success) return { error: issuesText(parsed.error) };
    const said = (parsed.data.outcome ?? parsed.data.symptom)?.trim();
    const loggedSymptoms = [...new Set(context.window.logs.symptoms.map(([, name]) => name))];
    const outcome = said ? patternOutcome(said, loggedSymptoms) : null;
    // Every pattern that passed, numbered as the prompt numbers them; an outcome filters them all.
    const matching = context.patterns
      .map((pattern, index) => ({ id: patternId(index), pattern }))
      .filter(({ pattern }) => !outcome || outcome.names.some((name) => name.toLowerCase() === pattern.outcome.name.toLowerCase()));
    const patterns = matching.slice(0, PATTERNS_SHOWN);
    const search = context.patternSearch;
    const { daysToLog, tested, falseDiscoveryRate } = search;
    return {
      method:
        `Each outcome compared on the days after each factor (same day, 1 or 2 days later) with the other days, by permutation test; ` +
        `${tested} comparisons tested, false discovery rate ${falseDiscoveryRate}; patterns explained by a stronger one are left out.`,
      ...(daysToLog ? { notEnoughDays: notEnoughDaysText(search, PATTERN_DAYS) } : {}),
      ...(outcome ? { outcome: outcome.name } : {}),
      ...(said && outcome?.measure && said.toLowerCase() !== outcome.name.toLowerCase()
        ? { note: `No symptom named '${said}' is logged, so it was read as ${outcome.name.toLowerCase()}.` }
        : {}),
      ...(matching.length > patterns.length ? { more: matching.length - patterns.length } : {}),
      patterns: patterns.map(({ id, pattern }) => ({
        id,
        summary: describePattern(pattern),
        outcome: pattern.outcome.name,
        factor: pattern.factor.name ?? pattern.factor.kind,
        lag: pattern.lag,
        difference: pattern.effect,
        interval95: pattern.interval,
        unit: pattern.outcome.unit,
        strength: pattern.strength,
        days: pattern.dates,
      })),
      cite: { patterns: patterns.map(({ id }) => id) },
    };
  }

  const runners: Record<string, (args: unknown) => unknown> = {
    [GET_DAY]: getDay,
    [GET_RANGE_STATS]: getRangeStats,
    [GET_PATTERNS]: getPatterns,
  };
  return {
    readDays,
    handles: (name) => Object.hasOwn(runners, name),
    async run(call) {
      const runner = runners[call.name];
      if (!runner) throw new Error(`There is no read tool named ${call.name}`);
      const result = (await runner(call.arguments)) as object;
      if ('error' in result) log.warn({ tool: call.name }, 'chat: answered a read tool call with bad arguments');
      return JSON.stringify(result);
    },
  };
}
