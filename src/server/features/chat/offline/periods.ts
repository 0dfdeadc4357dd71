import * as chrono from 'chrono-node';
import { addDays, daysInRange } from '../../../../shared/days.js';
import { READ_RANGE_MAX_DAYS } from '../read-tools.js';
import { capitalised } from '../../../../shared/words.js';

/** A stretch of the person's days a question is about, as read-tool dates (inclusive). */
export interface Period {
  from: string;
  to: string;
  /** How an answer names it: 'this week', 'yesterday', 'November'. */
  label: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEK_DAYS = 7;
const SCORES = /\b\d+(?:\.\d+)?\s*(?:\/|out of)\s*(?:5|10)\b/g;
/** The window a question with no period looks back over for last times, counts and patterns. */
export const DEFAULT_LOOKBACK_DAYS = 90;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(monthStart(addDays(monthStart(day), 32)), -1);
const clampToToday = (period: Period, today: string): Period => {
  const to = period.to > today ? today : period.to;
  const from = daysInRange(period.from, to) > READ_RANGE_MAX_DAYS ? addDays(to, -(READ_RANGE_MAX_DAYS - 1)) : period.from;
  return { ...period, from, to };
};

/** 'Tuesday, Nov 24', for answers. */
export const dayLabel = (day: string, today: string): string => {
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return noonOf(day).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
};
/** 'Nov 21–27', for answers. */
export const rangeLabel = (from: string, to: string): string => {
  const fmt = (day: string) => noonOf(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return from === to ? fmt(from) : `${fmt(from)} – ${fmt(to)}`;
};

/** Named stretches: checked before chrono, which reads 'this week' as one day. */
function namedPeriod(text: string, today: string): Period | null {
  const lastDays = /\b(?:last|past|previous) (\d{1,3}|two|three|four|five|six|seven|ten|fourteen|thirty) (day|week|month)s?\b/.exec(text);
  if (lastDays) {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30 };
    const [, count = '', unit] = lastDays;
    const n = words[count] ?? Number(count);
    const days = n * (unit === 'week' ? WEEK_DAYS : unit === 'month' ? 30 : 1);
    return { from: addDays(today, -(days - 1)), to: today, label: `the last ${n} ${unit}${n === 1 ? '' : 's'}` };
  }
  if (/\b(?:last|past|previous) (?:couple of |few )?weeks\b|\bfortnight\b/.test(text))
    return { from: addDays(today, -13), to: today, label: 'the last two weeks' };
  if (/\b(?:last|previous) week\b|\bthe week before\b/.test(text))
    return { from: addDays(today, -13), to: addDays(today, -7), label: 'last week' };
  if (/\b(?:this|past|the) week\b|\bweekly\b|\blast 7 days\b/.test(text))
    return { from: addDays(today, -(WEEK_DAYS - 1)), to: today, label: 'this week' };
  if (/\b(?:last|previous) month\b/.test(text)) {
    const start = monthStart(addDays(monthStart(today), -1));
    return { from: start, to: monthEnd(start), label: 'last month' };
  }
  if (/\b(?:this|the) month\b|\bso far this month\b|\bmonthly\b/.test(text))
    return { from: monthStart(today), to: today, label: 'this month' };
  if (/\b(?:lately|recently|these days)\b/.test(text)) return { from: addDays(today, -13), to: today, label: 'the last two weeks' };
  if (/\b(?:the other day|the past few days|the last few days|a few days ago|the last couple of days)\b/.test(text))
    return { from: addDays(today, -6), to: addDays(today, -1), label: 'the last few days' };
  if (/\bweekend\b/.test(text)) {
    // The most recent Saturday and Sunday, up to today.
    const weekday = noonOf(today).getUTCDay();
    const saturday = addDays(today, weekday === 6 ? 0 : -((weekday + 1) % 7));
    return { from: saturday, to: addDays(saturday, 1), label: 'the weekend' };
  }
  // A month named after a day ('the 14th of November', '3 October') is that day, for chrono.
  const month = MONTHS.findIndex((name) =>
    new RegExp(
      `(?<!\\d(?:st|nd|rd|th)? (?:of )?)\\b(?:in|during|for|of|over|across|through|throughout) ${name}\\b|(?<!\\d(?:st|nd|rd|th)? (?:of )?)\\b${name}\\b(?! \\d)`,
    ).test(text),
  );
  const name = MONTHS[month];
  if (name !== undefined) {
    const thisYear = Number(today.slice(0, 4));
    const start = `${thisYear}-${String(month + 1).padStart(2, '0')}-01`;
    const from = start > today ? `${thisYear - 1}${start.slice(4)}` : start;
    return { from, to: monthEnd(from), label: capitalised(name) };
  }
  return null;
}

/** 'On the 3rd': that day of this month, or of last month when it has not come yet. */
function dayOfMonth(text: string, today: string): Period | null {
  const nth = /\bthe (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  const date = Number(nth?.[1]);
  if (!date || date > 31) return null;
  let day = `${today.slice(0, 8)}${String(date).padStart(2, '0')}`;
  if (day > today) day = `${monthStart(addDays(monthStart(today), -1)).slice(0, 8)}${String(date).padStart(2, '0')}`;
  if (Number.isNaN(Date.parse(`${day}T12:00:00Z`)) || iso(noonOf(day)) !== day) return null;
  return { from: day, to: day, label: dayLabel(day, today) };
}

/**
 * The period a question names, relative to the person's today: a named stretch ('this week',
 * 'last month', 'in November', 'the last 10 days'), a start ('since Monday'), or one day that
 * chrono-node reads ('yesterday', 'last Tuesday', 'Nov 20', '3 days ago'). A day it reads ahead of
 * today is the last one before it (asking 'how was Tuesday?' on a Friday means this week's). Ranges
 * end today at the latest and cover at most the read tools' longest range.
 */
export function periodOf(text: string, today: string): Period | null {
  const named = namedPeriod(text, today);
  if (named) return clampToToday(named, today);
  const reference = { instant: noonOf(today), timezone: 0 };
  // Scores ('3/5', '7 out of 10') are not dates.
  const [found] = chrono.en.casual.parse(text.replace(SCORES, ' '), reference);
  if (!found) return dayOfMonth(text, today);
  const { start } = found;
  if (/\b(?:tomorrow|next|coming|from now|in \d+)\b/.test(found.text)) return null;
  // A time of day alone ('good morning', 'good night') names no day; 'this morning' and 'tonight' are today.
  if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month'))
    return /\b(?:this|tonight|today)\b/.test(found.text) ? { from: today, to: today, label: 'today' } : null;
  let day = iso(start.date());
  if (day > today) {
    // 'Tuesday' said on a Friday is this week's; 'December 3' said in November is last year's; 'tomorrow' is none.
    if (start.isCertain('weekday') && !start.isCertain('day')) day = addDays(day, -WEEK_DAYS);
    else if (start.isCertain('month')) day = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    else return null;
    if (day > today) return null;
  }
  if (/\bsince\b/.test(text.slice(Math.max(0, found.index - 7), found.index))) {
    // 'Since Friday' said on a Friday is since last week's.
    if (day === today && start.isCertain('weekday') && !start.isCertain('day')) day = addDays(day, -WEEK_DAYS);
    return clampToToday({ from: day, to: today, label: `since ${dayLabel(day, today)}` }, today);
  }
  return { from: day, to: day, label: dayLabel(day, today) };
}

/** The stretch just before a period, as long as it, for 'compared with last': a calendar month's is the month before. */
export function previousPeriod(period: Period, today: string): Period {
  if (period.from.endsWith('-01') && (period.to === monthEnd(period.from) || period.label === 'this month')) {
    const start = monthStart(addDays(period.from, -1));
    return { from: start, to: monthEnd(start), label: period.label === 'this month' ? 'last month' : 'the month before' };
  }
  const length = daysInRange(period.from, period.to);
  const to = addDays(period.from, -1);
  return clampToToday(
    { from: addDays(to, -(length - 1)), to, label: period.label === 'this week' ? 'the week before' : 'the days before' },
    today,
  );
}

export const isOneDay = (period: Period) => period.from === period.to;
