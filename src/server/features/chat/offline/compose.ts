import { daysInRange } from '../../../../shared/days.js';
import { PATTERN_RULE, PATTERN_STRENGTHS, SHORT_NIGHT_HOURS } from '../../../../shared/insights.js';
import { foodName } from '../../foods/food-name.js';
import { hoursText, SLEEP_QUALITY_LABELS } from '../../../../shared/sleep.js';
import { capitalised, plural } from '../../../../shared/words.js';
import { GET_DAY, GET_PATTERNS, GET_RANGE_STATS, type DayRead, type PatternsRead } from '../read-tools.js';
import type { RangeRead, ScoreFigures } from '../range-stats.js';
import { dayLabel, rangeLabel, type Period } from './periods.js';
import type { Topic } from './phrases.js';
import type { Question } from './understand.js';
import * as say from './wording.js';

/** A read the answer needs, by the read tools' names; `role` says which part of the answer it is for. */
export interface PlannedRead {
  role: 'day' | 'range' | 'compare' | 'patterns';
  name: string;
  arguments: Record<string, unknown>;
}
type WithCite = { cite?: { days?: string[] } };
export interface Reads {
  day?: DayRead;
  range?: RangeRead & WithCite;
  compare?: RangeRead;
  patterns?: PatternsRead;
}
const citedDays = (read: WithCite | undefined) => read?.cite?.days ?? [];
/** The read a question's kind is answered from: the chat turn makes it before composing, so one missing is a bug. */
function read<K extends keyof Reads>(reads: Reads, key: K): NonNullable<Reads[K]> {
  const value = reads[key];
  if (value === undefined) throw new Error(`The answer needs the ${key} read, which was not made`);
  return value;
}
/** Who is asking, as the chat turn knows them. */
export interface Asker {
  today: string;
  firstName: string | null;
  facts: readonly string[];
  /** They have logs in the last 14 days. */
  hasLogs: boolean;
}
export interface Composed {
  text: string;
  followUps: string[];
  cite: { days: string[]; patterns: string[] };
}

const rangeRead = (role: 'range' | 'compare', period: Period): PlannedRead => ({
  role,
  name: GET_RANGE_STATS,
  arguments: { from: period.from, to: period.to },
});
const dayRead = (period: Period): PlannedRead => ({ role: 'day', name: GET_DAY, arguments: { date: period.from } });
/** The patterns, of one outcome when the question names one: get_patterns reads the word ('fatigue') as the person logs it. */
const patternsRead = (outcome: string | null = null): PlannedRead => ({
  role: 'patterns',
  name: GET_PATTERNS,
  arguments: outcome ? { outcome } : {},
});
const LOOK_BACK_30: (today: string) => Period = (today) => ({
  from: new Date(Date.parse(`${today}T12:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10),
  to: today,
  label: 'the last 30 days',
});

/** The reads an answer to `question` rests on: the same tools, with the same arguments, a model would call. */
export function readsFor(question: Question, today: string): PlannedRead[] {
  switch (question.kind) {
    case 'day':
    case 'supplementDay':
      return [dayRead(question.period)];
    case 'range':
      return [rangeRead('range', question.period), ...(question.compareWith ? [rangeRead('compare', question.compareWith)] : [])];
    case 'summary':
      return [rangeRead('range', question.period), patternsRead()];
    case 'last':
    case 'count': {
      const read = rangeRead('range', question.period);
      return [question.food ? { ...read, arguments: { ...read.arguments, food: question.food } } : read];
    }
    case 'missed':
      return [rangeRead('range', question.period)];
    case 'patterns':
      return [patternsRead(question.outcome), rangeRead('range', LOOK_BACK_30(today))];
    case 'medical':
      return question.outcome ? [patternsRead(question.outcome)] : [];
    default:
      return [];
  }
}

const stem = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, '');
/** The item a question names: by the symptom or supplement it found, or by an item's own name in its words. */
function named<T extends { name: string }>(items: readonly T[], wanted: string | null, words: string): T | undefined {
  if (wanted) {
    const found = items.find((item) => stem(item.name) === stem(wanted) || item.name.toLowerCase().includes(wanted.toLowerCase()));
    if (found) return found;
  }
  return items.find((item) => {
    const name = item.name.toLowerCase();
    return ` ${words} `.includes(` ${name} `) || ` ${words} `.includes(` ${name}s `) || ` ${words} `.includes(` ${stem(name)} `);
  });
}
const lower = (name: string) => name.toLowerCase();
/** ', 3 days ago' after a day more than a day back. */
const agoWords = (day: string, today: string) => {
  const ago = daysInRange(day, today) - 1;
  return ago > 1 ? `, ${ago} days ago` : '';
};
const score = (value: number | null | undefined) => (value === null || value === undefined ? null : `**${value}/5**`);
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const periodWords = (period: { from: string; to: string; label: string }) =>
  /^(?:this|last|the) /.test(period.label)
    ? `${period.label} (${rangeLabel(period.from, period.to)})`
    : `${period.label.startsWith('since') ? '' : 'in '}${period.label}`;

/** The change between two means, in words. */
function change(now: number, before: number | null, beforeLabel: string): string {
  if (before === null) return '';
  const difference = Math.round((now - before) * 10) / 10;
  if (difference === 0) return ` That's the same as ${beforeLabel} (${before}/5).`;
  return ` That's ${difference > 0 ? 'up' : 'down'} ${Math.abs(difference)} from ${before}/5 ${beforeLabel}.`;
}

function noData(what: string, topic: Topic | 'any', asker: Asker): string {
  return asker.hasLogs
    ? `I don't see any ${what}.`
    : `I don't see any ${what}: you haven't logged anything yet. ${say.LOGGING_UNLOCKS[topic]}`;
}

type Night = NonNullable<DayRead['sleep']>;
/** A night in words: '**6 h 30 min** of sleep, quality **2/5** (poor), woke 3 times'. */
function nightWords(night: Night): string {
  const label = night.quality !== null ? SLEEP_QUALITY_LABELS[night.quality - 1] : undefined;
  const parts = [
    night.hours !== null ? `**${hoursText(night.hours)}** of sleep` : null,
    night.quality !== null ? `quality **${night.quality}/5**${label ? ` (${label.toLowerCase()})` : ''}` : null,
    night.wakings === null
      ? null
      : night.wakings === 0
        ? 'slept through'
        : `woke ${night.wakings === 1 ? 'once' : `${night.wakings} times`}`,
  ];
  return list(parts.filter((p): p is string => p !== null));
}

/** The night kept on a day (the day the person woke): 'last night' is today's. */
function sleepDayAnswer(day: DayRead, label: string, asker: Asker): string {
  const when = label === 'last night' ? 'last night' : `the night before ${label}`;
  if (!day.sleep) {
    return asker.hasLogs
      ? `I don't see sleep logged for ${when}. ${say.LOGGING_UNLOCKS.sleep}`
      : noData(`sleep logged for ${when}`, 'sleep', asker);
  }
  const night = nightWords(day.sleep);
  const rough = (day.sleep.quality !== null && day.sleep.quality <= 2) || (day.sleep.hours !== null && day.sleep.hours < SHORT_NIGHT_HOURS);
  return `${capitalised(when)}: ${night}.${rough ? ' That sounds like a rough night; go gently with yourself today.' : ''}`;
}

/** Sleep over a range: nights logged, mean hours and quality, short nights, and the change from the period before. */
function sleepRangeAnswer(question: Extract<Question, { kind: 'range' }>, reads: Reads, asker: Asker): string {
  const { sleep } = read(reads, 'range');
  if (!sleep.nights) return noData(`sleep logged ${periodWords(question.period)}`, 'sleep', asker);
  const figures = [
    sleep.meanHours !== null ? `**${hoursText(sleep.meanHours)}** a night on average` : null,
    sleep.meanQuality !== null ? `quality **${sleep.meanQuality}/5**` : null,
  ].filter((p): p is string => p !== null);
  let text = `You logged ${plural(sleep.nights, 'night')} ${periodWords(question.period)}${figures.length ? `: ${list(figures)}` : ''}.`;
  if (sleep.shortNights)
    text += ` ${plural(sleep.shortNights, 'night')} ${sleep.shortNights === 1 ? 'was' : 'were'} under ${SHORT_NIGHT_HOURS} hours.`;
  const before = reads.compare?.sleep.meanHours ?? null;
  if (question.compareWith && sleep.meanHours !== null) {
    if (before === null) text += ` I have no sleep logged ${question.compareWith.label} to compare with.`;
    else {
      const minutes = Math.round((sleep.meanHours - before) * 60);
      text += minutes
        ? ` That's ${hoursText(Math.abs(minutes) / 60)} ${minutes > 0 ? 'more' : 'less'} a night than ${question.compareWith.label} (${hoursText(before)}).`
        : ` That's the same as ${question.compareWith.label}.`;
    }
  }
  return text;
}

function describeDay(day: DayRead, label: string, topic: Topic | null, seed: number): string {
  const meals = (day.meals ?? []).map((meal) => `${meal.meal}: ${list([...new Set(meal.foods.map(foodName))])}`);
  const calories = (day.meals ?? []).reduce((sum, meal) => sum + meal.calories, 0);
  const taken = (day.supplements ?? []).filter((s) => s.taken).map((s) => s.name);
  const skipped = (day.supplements ?? []).filter((s) => !s.taken).map((s) => s.name);
  const symptoms = (day.symptoms ?? []).map((s) => `${lower(s.name)} (${s.intensity}/5)`);
  const Label = capitalised(label);
  if (topic === 'food') {
    if (!meals.length) return `You didn't log any meals ${label === 'today' || label === 'yesterday' ? label : `on ${label}`}.`;
    const opener = say.pick(
      [`${Label} you had:`, `Here's what you logged eating ${label === 'today' || label === 'yesterday' ? label : `on ${label}`}:`],
      seed,
    );
    return [opener, ...meals.map((m) => `- ${capitalised(m)}`), ...(calories ? [`About ${Math.round(calories)} kcal in all.`] : [])].join(
      '\n',
    );
  }
  const lines: string[] = [];
  if (day.mood !== null && day.mood !== undefined) lines.push(`- Mood ${score(day.mood)}`);
  if (day.energy !== null && day.energy !== undefined) lines.push(`- Energy ${score(day.energy)}`);
  lines.push(symptoms.length ? `- Symptoms: ${list(symptoms)}` : '- No symptoms logged');
  if (meals.length) lines.push(`- Meals: ${meals.join('; ')}`);
  if (day.sleep) lines.push(`- Sleep the night before: ${nightWords(day.sleep)}`);
  if (taken.length) lines.push(`- Took ${list(taken)}`);
  if (skipped.length) lines.push(`- Skipped ${list(skipped)}`);
  const mood = day.mood ?? null;
  const worst = Math.max(0, ...(day.symptoms ?? []).map((s) => s.intensity));
  const feel =
    (mood !== null && mood <= 2) || worst >= 4
      ? say.pick([' That sounds like a hard day. I hope it eases soon.', ' That was a tough one; go gently with yourself.'], seed)
      : mood !== null && mood >= 4
        ? ' It looks like a good day.'
        : '';
  const opener = say.pick(
    [
      `Here's ${label}:`,
      `${Label} in your logs:`,
      `This is what you logged ${label === 'today' || label === 'yesterday' ? label : `on ${label}`}:`,
    ],
    seed,
  );
  return `${opener}\n${lines.join('\n')}${feel ? `\n\n${feel.trim()}` : ''}`;
}

function scoreAnswer(
  key: 'mood' | 'energy',
  question: Extract<Question, { kind: 'range' }>,
  reads: Reads,
  asker: Asker,
  seed: number,
): string {
  const range = read(reads, 'range');
  const now = range[key].mean;
  if (now === null) return noData(`${key} logs ${periodWords(question.period)}`, key, asker);
  const before = reads.compare?.[key].mean ?? null;
  const opener = say.pick(
    [`Your ${key} averaged ${score(now)}`, `On average your ${key} was ${score(now)}`, `Your average ${key} came to ${score(now)}`],
    seed,
  );
  const scores = Object.keys(range[key].lastDayAt).map(Number);
  const extreme = question.extreme && scores.length ? (question.extreme === 'low' ? Math.min : Math.max)(...scores) : null;
  const extremeDay = extreme === null ? undefined : range[key].lastDayAt[String(extreme) as keyof ScoreFigures['lastDayAt']];
  if (extreme !== null && extremeDay)
    return `Your ${question.extreme === 'low' ? 'lowest' : 'highest'} ${key} ${periodWords(question.period)} was ${score(extreme)}, most recently **${dayLabel(extremeDay, asker.today)}**${agoWords(extremeDay, asker.today)}. It averaged ${score(now)} over ${plural(range[key].days, 'logged day')}.`;
  let text = `${opener} ${periodWords(question.period)}, over ${plural(range[key].days, 'logged day')}.`;
  if (question.compareWith) {
    text +=
      reads.compare && before !== null
        ? change(now, before, question.compareWith.label)
        : ` I have no ${key} logs ${question.compareWith.label} to compare with.`;
  }
  return text;
}

function symptomsInRange(range: RangeRead, period: Period, asker: Asker): string {
  if (!range.symptoms.length) return noData(`symptoms logged ${periodWords(period)}`, 'symptoms', asker);
  return [
    `Symptoms ${periodWords(period)}:`,
    ...range.symptoms
      .slice(0, 6)
      .map((s) => `- ${s.name}: ${plural(s.days, 'day')}, ${s.meanIntensity}/5 on average (worst ${s.highestIntensity}/5)`),
  ].join('\n');
}

function rangeAnswer(question: Extract<Question, { kind: 'range' }>, reads: Reads, asker: Asker, seed: number): string {
  const range = read(reads, 'range');
  const what =
    question.topic === 'mood' || question.topic === 'energy' || question.topic === 'food'
      ? `${question.topic === 'food' ? 'meal' : question.topic} `
      : '';
  if (!range.trackedDays) return noData(`${what}logs ${periodWords(question.period)}`, question.topic ?? 'any', asker);
  if (question.topic === 'mood' || question.topic === 'energy') return scoreAnswer(question.topic, question, reads, asker, seed);
  if (question.topic === 'symptoms') {
    const symptom = named(range.symptoms, question.symptom, question.words);
    if (question.symptom && !symptom) return `I don't see ${lower(question.symptom)} in your logs ${periodWords(question.period)}.`;
    if (symptom)
      return `You logged ${lower(symptom.name)} on ${plural(symptom.days, 'day')} ${periodWords(question.period)}, at ${symptom.meanIntensity}/5 on average (worst ${symptom.highestIntensity}/5).`;
    return symptomsInRange(range, question.period, asker);
  }
  if (question.topic === 'food') return mealsAnswer(range, question.period, asker);
  if (question.topic === 'sleep') return sleepRangeAnswer(question, reads, asker);
  return summaryLines(range, reads.compare ?? null, question.period, asker);
}

/** Meals over a range: the days logged, calories a day and the foods eaten most. */
function mealsAnswer(range: RangeRead, period: Period, asker: Asker): string {
  if (!range.calories.days) return noData(`meals logged ${periodWords(period)}`, 'food', asker);
  const eaten = range.foods
    .slice(0, 8)
    .map((f) => (f.days === 1 ? `${f.name} (${dayLabel(f.lastDay, asker.today)})` : `${f.name} (${f.days} days)`));
  return `You logged meals on ${plural(range.calories.days, 'day')} ${periodWords(period)}, about ${range.calories.meanPerDay} kcal a day on those days.${eaten.length ? ` What you ate: ${list(eaten)}.` : ''}`;
}

/** How often a food was eaten over a range ('how often do I eat cheese'), or the range's meals when no food is named. */
function foodCountAnswer(range: RangeRead, food: string | null, period: Period, asker: Asker): { text: string; day?: string } {
  if (!food) return { text: mealsAnswer(range, period, asker) };
  const found = range.foods.find((f) => f.name.includes(stem(food)) || food.includes(f.name));
  if (!found) return { text: noData(`${food} in your logs ${periodWords(period)}`, 'food', asker) };
  return {
    text: `You logged ${found.name} on **${plural(found.days, 'day')}** ${periodWords(period)}, most recently ${dayLabel(found.lastDay, asker.today)}${agoWords(found.lastDay, asker.today)}.`,
    day: found.lastDay,
  };
}

function summaryLines(range: RangeRead, before: RangeRead | null, period: Period, asker: Asker): string {
  if (!range.trackedDays) return noData(`logs ${periodWords(period)}`, 'any', asker);
  const lines = [`Here's ${periodWords(period)}, ${plural(range.trackedDays, 'day')} with logs:`];
  for (const key of ['mood', 'energy'] as const) {
    const now = range[key].mean;
    if (now !== null)
      lines.push(
        `- ${key === 'mood' ? 'Mood' : 'Energy'} averaged ${score(now)}${before ? change(now, before[key].mean, 'before').replace(/^ That's/, ',') : ''}`.replace(
          /\.$/,
          '',
        ),
      );
  }
  lines.push(
    range.symptoms.length
      ? `- Symptoms: ${list(range.symptoms.slice(0, 4).map((s) => `${lower(s.name)} on ${plural(s.days, 'day')}`))}`
      : '- No symptoms logged',
  );
  if (range.sleep.meanHours !== null)
    lines.push(`- Sleep: ${hoursText(range.sleep.meanHours)} a night on average over ${plural(range.sleep.nights, 'night')}`);
  if (range.calories.days) lines.push(`- Meals logged on ${plural(range.calories.days, 'day')}`);
  if (range.supplements.length)
    lines.push(`- Supplements: ${list(range.supplements.slice(0, 4).map((s) => `${s.name} taken ${s.taken} of ${s.planned}`))}`);
  return lines.join('\n');
}

/** The patterns an answer shows, strongest first: weaker signals only when nothing stronger is found. */
function shown(patterns: PatternsRead['patterns']) {
  const sure = patterns.filter((p) => p.strength !== 'weak');
  return (sure.length ? sure : patterns).toSorted((a, b) => PATTERN_STRENGTHS.indexOf(a.strength) - PATTERN_STRENGTHS.indexOf(b.strength));
}

/** The patterns an answer lists: those of the outcome get_patterns was asked for, else those the words name, else all. */
function patternLines(reads: Reads, symptom: string | null, words: string): { lines: string[]; ids: string[] } {
  const read = reads.patterns?.patterns ?? [];
  const all = read.map((p) => ({ ...p, name: p.outcome }));
  const chosen = shown(
    reads.patterns?.outcome
      ? all
      : symptom || all.some((p) => words.includes(stem(p.name)))
        ? all.filter((p) => named([p], symptom, words))
        : all,
  );
  return { lines: chosen.slice(0, 4).map((p) => `- ${p.summary}`), ids: chosen.slice(0, 4).map((p) => p.id) };
}

/** An outcome in words: 'your energy', 'fatigue'. */
const outcomeWords = (outcome: string) =>
  /^(?:energy|mood|sleep|sleep quality)$/i.test(outcome) ? `your ${lower(outcome)}` : lower(outcome);

/** The answer to a question, from the reads it asked for; wording chosen by `seed`. */
export function compose(question: Question, reads: Reads, asker: Asker, seed: number): Composed {
  const cite = { days: [] as string[], patterns: [] as string[] };
  const name = asker.firstName ? ` ${asker.firstName}` : '';
  let followKind: keyof typeof say.FOLLOW_UPS = question.kind;
  let text: string;
  switch (question.kind) {
    case 'greeting':
      text =
        say.pick(say.GREETINGS, seed)(name) +
        (asker.hasLogs ? '' : " Whenever you're ready, tell me how you're feeling and I'll offer to log it.");
      break;
    case 'thanks':
      text = say.pick(say.THANKS, seed);
      break;
    case 'goodbye':
      text = say.pick(say.GOODBYES, seed);
      break;
    case 'smalltalk':
      text = say.pick(say.SMALL_TALK, seed);
      break;
    case 'capabilities': {
      const start = Math.abs(seed) % say.CAPABILITY_EXAMPLES.length;
      const examples = [0, 1, 2, 3].map((i) => say.pick(say.CAPABILITY_EXAMPLES, start + i));
      text = [say.pick(say.CAPABILITIES, seed), ...examples.map((e) => `- ${e}`)].join('\n');
      if (!asker.hasLogs) text += `\n\n${say.LOGGING_UNLOCKS.any}`;
      break;
    }
    case 'memoryList':
      text = asker.facts.length
        ? [say.pick(say.MEMORY_INTRO, seed), ...asker.facts.map((f) => `- ${f}`), '', say.MEMORY_OUTRO].join('\n')
        : say.pick(say.MEMORY_EMPTY, seed);
      break;
    case 'medical': {
      const { lines, ids } = patternLines(reads, question.symptom, question.words);
      text = `${say.pick(say.MEDICAL_INTRO, seed)} ${say.pick(say.MEDICAL_INSTEAD, seed)}`;
      if (lines.length) {
        text += `\n\nIn your logs, these stand out (correlations, not proof of cause):\n${lines.join('\n')}`;
        cite.patterns.push(...ids);
      }
      text += `\n\n_${say.DISCLAIMER}_`;
      break;
    }
    case 'day':
    case 'supplementDay': {
      const day = read(reads, 'day');
      const label = question.period.label;
      if (question.kind === 'day' && question.topic === 'sleep') {
        text = sleepDayAnswer(day, label, asker);
        if (day.sleep) cite.days.push(day.date);
        break;
      }
      if (!day.logged) {
        text = asker.hasLogs
          ? `I don't see anything logged for ${label}. If you tell me what happened, I'll offer to log it.`
          : question.kind === 'supplementDay'
            ? noData(`${question.supplement ?? 'supplements'} logged for ${label}`, 'supplements', asker)
            : noData(`logs for ${label}`, question.topic ?? 'any', asker);
        followKind = asker.hasLogs ? question.kind : 'noLogs';
        break;
      }
      cite.days.push(day.date);
      if (question.kind === 'day') {
        text = describeDay(day, label, question.topic, seed);
        break;
      }
      const supplements = day.supplements ?? [];
      const found = named(supplements, question.supplement, question.words);
      const on = label === 'today' || label === 'yesterday' ? label : `on ${label}`;
      if (found)
        text = found.taken ? `Yes, you logged ${found.name} (${found.dose}) as taken ${on}.` : `You logged ${found.name} as skipped ${on}.`;
      else if (question.supplement)
        text = `I don't see ${question.supplement} logged ${on}. If you took it, tell me “took ${question.supplement}” and I'll offer to log it.`;
      else
        text = supplements.length
          ? `${capitalised(on)} you logged: ${list(supplements.map((s) => `${s.name} ${s.taken ? 'taken' : 'skipped'}`))}.`
          : `No supplements are logged ${on}.`;
      break;
    }
    case 'range':
      text = rangeAnswer(question, reads, asker, seed);
      cite.days.push(...citedDays(reads.range));
      break;
    case 'summary': {
      text = summaryLines(read(reads, 'range'), null, question.period, asker);
      cite.days.push(...citedDays(reads.range));
      const { lines, ids } = patternLines(reads, null, '');
      const [line] = lines;
      const [id] = ids;
      if (line && id !== undefined) {
        text += `\n\nOne pattern worth a look: ${line.slice(2)}.`;
        cite.patterns.push(id);
      }
      break;
    }
    case 'last': {
      const range = read(reads, 'range');
      const symptom = named(range.symptoms, question.symptom, question.words);
      if (symptom?.lastDay) {
        const ago = daysInRange(symptom.lastDay, asker.today) - 1;
        text = say.pick(
          [
            `You last logged ${lower(symptom.name)} on **${dayLabel(symptom.lastDay, asker.today)}**${ago > 1 ? `, ${ago} days ago` : ''}.`,
            `The most recent ${lower(symptom.name)} in your logs was **${dayLabel(symptom.lastDay, asker.today)}**${ago > 1 ? ` (${ago} days ago)` : ''}.`,
          ],
          seed,
        );
        text += ` In ${question.period.label} you logged it on ${plural(symptom.days, 'day')}.`;
        cite.days.push(symptom.lastDay);
      } else if (question.supplement || question.topic === 'supplements') {
        const supplement = named(range.supplements, question.supplement, question.words);
        if (supplement?.lastTaken) {
          text = `You last logged ${supplement.name} as taken on **${dayLabel(supplement.lastTaken, asker.today)}**${agoWords(supplement.lastTaken, asker.today)}.`;
          text += ` In ${question.period.label} you took it on ${plural(supplement.taken, 'day')} of the ${supplement.planned} you logged it.`;
          cite.days.push(supplement.lastTaken);
        } else
          text = supplement
            ? `I don't see ${supplement.name} logged as taken in ${question.period.label}: you logged it as skipped on ${plural(supplement.planned, 'day')}.`
            : noData(`${question.supplement ?? 'supplements'} in ${question.period.label}`, 'supplements', asker);
      } else if (question.food || question.topic === 'food') {
        const wanted = question.food;
        const food = wanted ? range.foods.find((f) => f.name.includes(stem(wanted)) || wanted.includes(f.name)) : range.foods[0];
        const what = wanted ?? 'meals';
        if (food) {
          text = `You last logged ${food.name} on **${dayLabel(food.lastDay, asker.today)}**${agoWords(food.lastDay, asker.today)}, and on ${plural(food.days, 'day')} in ${question.period.label}.`;
          cite.days.push(food.lastDay);
        } else text = noData(`${what} in your logs from ${question.period.label}`, 'food', asker);
      } else if (question.topic === 'sleep') {
        const night = range.sleep.lastNight;
        if (night) {
          text = `The last night you logged was ${night === asker.today ? '**last night**' : `the night before **${dayLabel(night, asker.today)}**`}${agoWords(night, asker.today)}.`;
          cite.days.push(night);
        } else text = noData(`sleep logged in ${question.period.label}`, 'sleep', asker);
      } else if (question.topic === 'mood' || question.topic === 'energy') {
        const key = question.topic;
        const { min, max } = question.scores ?? { min: 1, max: 5 };
        const days = Object.entries(range[key].lastDayAt).filter(([score]) => Number(score) >= min && Number(score) <= max);
        const [at, day] = days.sort((a, b) => b[1].localeCompare(a[1]))[0] ?? [];
        const scored = min === max ? `${min}/5` : max === 5 ? `${min}/5 or more` : `${max}/5 or less`;
        if (at && day) {
          text = question.scores
            ? `The last day your ${key} was ${scored} was **${dayLabel(day, asker.today)}**${agoWords(day, asker.today)}, at ${at}/5.`
            : `You last logged your ${key} on **${dayLabel(day, asker.today)}**${agoWords(day, asker.today)}, at ${at}/5.`;
          cite.days.push(day);
        } else
          text = range[key].days
            ? `I don't see a day with your ${key} at ${scored} in ${question.period.label}; your ${key} averaged ${score(range[key].mean)} over ${plural(range[key].days, 'logged day')}.`
            : noData(`${key} logs in ${question.period.label}`, key, asker);
      } else if (question.symptom)
        text = noData(`${lower(question.symptom)} in your logs from ${question.period.label}`, 'symptoms', asker);
      else
        text = range.symptoms.length
          ? `Which one do you mean? In ${question.period.label} you logged ${list(range.symptoms.slice(0, 5).map((s) => lower(s.name)))}.`
          : noData(`symptoms in ${question.period.label}`, 'symptoms', asker);
      break;
    }
    case 'count': {
      const range = read(reads, 'range');
      const symptom = named(range.symptoms, question.symptom, question.words);
      if (symptom) {
        text = `You logged ${lower(symptom.name)} on **${plural(symptom.days, 'day')}** ${periodWords(question.period)}, at ${symptom.meanIntensity}/5 on average.`;
        cite.days.push(...citedDays(reads.range));
      } else if (question.symptom) text = noData(`${lower(question.symptom)} logged ${periodWords(question.period)}`, 'symptoms', asker);
      else if (question.topic === 'food') {
        const counted = foodCountAnswer(range, question.food, question.period, asker);
        text = counted.text;
        if (counted.day) cite.days.push(counted.day);
      } else if (question.topic === 'mood' || question.topic === 'energy')
        text = range[question.topic].days
          ? `You logged your ${question.topic} on ${plural(range[question.topic].days, 'day')} ${periodWords(question.period)}.`
          : noData(`${question.topic} logs ${periodWords(question.period)}`, question.topic, asker);
      else text = symptomsInRange(range, question.period, asker);
      break;
    }
    case 'missed': {
      const range = read(reads, 'range');
      const supplement = named(range.supplements, question.supplement, question.words);
      if (supplement) {
        const missed = supplement.planned - supplement.taken;
        text =
          missed === 0
            ? `You didn't miss ${supplement.name} ${periodWords(question.period)}: taken on all ${plural(supplement.planned, 'day')} you logged it.`
            : `You missed ${supplement.name} on **${plural(missed, 'day')}** ${periodWords(question.period)}: taken ${supplement.taken} of the ${supplement.planned} days you logged it (${Math.round(supplement.adherence * 100)}%).`;
        cite.days.push(...citedDays(reads.range));
      } else if (question.supplement) text = noData(`${question.supplement} logged ${periodWords(question.period)}`, 'supplements', asker);
      else
        text = range.supplements.length
          ? `Supplements ${periodWords(question.period)}:\n${range.supplements.map((s) => `- ${s.name}: taken ${s.taken} of ${s.planned} days (missed ${s.planned - s.taken})`).join('\n')}`
          : noData(`supplements logged ${periodWords(question.period)}`, 'supplements', asker);
      break;
    }
    case 'patterns': {
      const read = reads.patterns;
      // The outcome get_patterns read the question's word as: a symptom the person logged, else energy, mood or sleep.
      const outcome = read?.outcome ?? null;
      const measure = outcome === 'Energy' || outcome === 'Mood' ? (lower(outcome) as 'energy' | 'mood') : null;
      const lowScore = measure && / (?:low|bad|down|poor|dips?|crash(?:es)?|worse|off|tired) /.test(` ${question.words} `) ? measure : null;
      const { lines, ids } = patternLines(reads, question.symptom, question.words);
      const range = reads.range;
      const parts: string[] = [];
      if (outcome && question.symptom && lower(outcome) !== lower(question.symptom))
        parts.push(`You haven't logged ${lower(question.symptom)} as a symptom, so I looked at ${outcomeWords(outcome)}.`);
      if (lowScore && range && range[lowScore].mean !== null) {
        parts.push(
          `Over the last 30 days your ${lowScore} averaged ${score(range[lowScore].mean)} across ${plural(range[lowScore].days, 'logged day')}.`,
        );
        cite.days.push(...citedDays(range));
      }
      if (lines.length) {
        parts.push(
          say.pick(
            [
              'Looking at your last 60 days, these stand out (correlations, not proof of cause):',
              'A few things line up in your last 60 days. They are correlations, not proof of cause:',
            ],
            seed,
          ),
          ...lines,
        );
        cite.patterns.push(...ids);
      } else if (!asker.hasLogs && !range?.trackedDays) {
        parts.push(
          `I can't look for patterns yet because there are no logs to compare. ${say.LOGGING_UNLOCKS[question.topic ?? 'symptoms']}`,
        );
        followKind = 'noLogs';
      } else if (read?.notEnoughDays) {
        // Too few days to look at all: say how many more, as /insights does.
        parts.push(`${read.notEnoughDays} I compare days with and without each food, supplement, low energy, low mood or short night.`);
      } else {
        const what = lowScore ? `low ${lowScore}` : outcome ? outcomeWords(outcome) : question.topic === 'sleep' ? 'your sleep' : null;
        parts.push(
          `I can't see a clear pattern ${what ? `for ${what}` : 'in your logs'} yet. I compare days with and without each food, supplement, low energy, low mood or short night, and need at least ${PATTERN_RULE.minDays} days on each side. Logging meals and supplements alongside how you feel helps me find one.`,
        );
      }
      text = parts.join('\n');
      break;
    }
    default:
      text = [say.pick(say.UNKNOWN, seed), ...say.CAPABILITY_EXAMPLES.slice(0, 3).map((e) => `- ${e}`)].join('\n');
  }
  if (question.greeted && question.kind !== 'greeting') text = `${say.pick(say.GREETING_OPENERS, seed)}${text}`;
  if (!asker.hasLogs && followKind !== 'noLogs' && /haven't logged anything yet/.test(text)) followKind = 'noLogs';
  const options = say.FOLLOW_UPS[followKind].filter((f) => f.toLowerCase() !== question.words);
  const start = Math.abs(seed) % options.length;
  const followUps = options.map((_, i) => say.pick(options, start + i)).slice(0, options.length > 2 ? 3 : 2);
  return { text, followUps, cite };
}

/** A reply's text with its follow-up questions. */
export const withFollowUps = ({ text, followUps }: Composed, seed: number) =>
  `${text}\n\n${say.pick(['You could also ask:', 'You might ask next:', 'Other things to try:'], seed)}\n${followUps.map((f) => `- “${f}”`).join('\n')}`;
