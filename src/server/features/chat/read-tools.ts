import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AssistantTool, ToolCall } from '../../providers/assistant/assistant.js';
import { dayString } from '../../../shared/health.js';
import { daysInRange } from '../../../shared/days.js';
import { describePattern, type PatternStrength } from '../../../shared/insights.js';
import { getDayRecord } from '../health/day-record.js';
import { readRangeLogs } from '../insights/range-logs.js';
import type { GroundingContext } from './grounding/context.js';
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
    .describe("Only patterns of this outcome: a symptom's name, 'energy', 'mood', 'sleep' or 'sleep quality'."),
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
      "mention only as such) and the days it rests on, all citable. For 'why is my energy low?' ask with outcome 'energy'.",
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
    const outcome = (parsed.data.outcome ?? parsed.data.symptom)?.trim().toLowerCase();
    const patterns = context.patterns
      .map((pattern, index) => ({ id: patternId(index), pattern }))
      .filter(({ pattern }) => !outcome || pattern.outcome.name.toLowerCase() === outcome);
    const { daysToLog, tested, falseDiscoveryRate } = context.patternSearch;
    return {
      method:
        `Each outcome compared on the days after each factor (same day, 1 or 2 days later) with the other days, by permutation test; ` +
        `${tested} comparisons tested, false discovery rate ${falseDiscoveryRate}; patterns explained by a stronger one are left out.`,
      ...(daysToLog ? { notEnoughDays: `Not enough days yet: log ${daysToLog} more days and Willow can look for patterns.` } : {}),
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
