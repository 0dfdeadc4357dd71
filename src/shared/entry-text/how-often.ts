import { capitalised } from '../words.js';
import type { SymptomFound } from './vocabulary.js';

// How often and how long a symptom came, as people say it beside it: 'diarrhea 5 times', 'threw
// up twice', '3 migraines this week', 'headache for 2 hours', 'nausea 2 days in a row'. It is not
// how bad (no intensity is read from these numbers); it is kept as the symptom's note, in the
// person's words (decision 033).

const COUNT = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a couple|a few|several|many|multiple|lots of|loads of)`;
/** A count or a range of them: '5', 'five or six', '3-4', 'a few'. */
const COUNTS = String.raw`${COUNT}(?:\s*(?:-|–|or|to)\s*${COUNT})?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|maybe|like|over|nearly|almost|at least|more than)\s+)?`;
/** Over what it was counted, when the day and time words have not taken it: 'a day', 'this week', 'in the night'. */
const SPAN = String.raw`(?:\s+(?:(?:a|an|per|each)\s+(?:day|night|hour|week|month)|(?:this|last|the past)\s+(?:week|month|fortnight)|so far|overnight|in the night|during the night|in a row|in\s+(?:the\s+)?(?:last|past)\s+\w+\s+(?:hours?|days?|weeks?)|in\s+(?:an?|one|\d+|\w+)\s+(?:hours?|days?|nights?)))?`;
const UNIT = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?)\b(?:\s+(?:in a row|straight|running|now|so far))?`;

/** How often or how long, said after the symptom or anywhere in its clause. */
const SAID = [
  // '5 times', '3x', 'a few times', 'five or six times a day'.
  new RegExp(String.raw`(?<![\w.])${ABOUT}${COUNTS}\s*(?:times?\b|x\b)${SPAN}`, 'g'),
  new RegExp(String.raw`\b(?:once|twice|thrice)\b${SPAN}`, 'g'),
  // 'for 2 hours', 'for a week', '2 days in a row' (not 'after 2 hours': when, not how long).
  new RegExp(String.raw`\bfor\s+${ABOUT}(?:${COUNTS}|an?|half an?)\s+${UNIT}`, 'g'),
  new RegExp(String.raw`(?<!\b(?:for|after|before|within|every|than|in)\s+${ABOUT})(?<![\w.])${ABOUT}${COUNTS}\s+${UNIT}`, 'g'),
];
/** A count said before a symptom that can be counted: '3 migraines', 'two panic attacks', 'a few bouts of diarrhea'. */
const COUNT_BEFORE = new RegExp(
  String.raw`(?:^|\b(?:had|have|has|having|got|get|getting|with|and|also|suffered|experienced|been)\s+)(${COUNTS})\s+(?:(?:bad|mild|severe|awful|terrible|horrible|nasty|small|big|little|massive|major|minor|full-blown|really bad)\s+)?(?:(?:episodes?|bouts?|attacks?|rounds?)\s+of\s+)?$`,
);
/** Words that say nothing beside a count in a clause of its own (', about 5 times so far'). */
const FILLER = /\b(?:and|then|so|also|maybe|probably|about|around|like|i think|in total|total|altogether|it was|that's|that is|again)\b/g;

/** A count as a note: '3x' is '3 times', spaces as one. */
const noteOf = (said: string) =>
  capitalised(
    said
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/(\d)\s*x\b/, '$1 times'),
  );

interface Said {
  start: number;
  end: number;
  note: string;
}

function saidIn(text: string): Said[] {
  const found: Said[] = [];
  for (const pattern of SAID) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // A longer reading said first wins ('5 times a day' over '5 ... day'); overlaps are one.
      if (found.some((said) => start < said.end && end > said.start)) continue;
      found.push({ start, end, note: noteOf(match[0]) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * What a clause says of how often or how long each symptom it names came: the notes by symptom
 * name, and the text without those words (so none is read as an intensity: '5 migraines' is not
 * an intensity of 5). A count belongs to the symptom said before it, or the first one when it
 * comes before them all.
 */
export function howOftenSaid(text: string, symptoms: readonly SymptomFound[]): { notes: Map<string, string>; rest: string } {
  const notes = new Map<string, string[]>();
  const add = (name: string, note: string) => notes.set(name, [...(notes.get(name) ?? []), note]);
  let rest = text;
  const blank = (start: number, end: number) => (rest = `${rest.slice(0, start)}${' '.repeat(end - start)}${rest.slice(end)}`);

  for (const symptom of symptoms) {
    const words = text.slice(symptom.index, symptom.end);
    const before = COUNT_BEFORE.exec(text.slice(0, symptom.index));
    const count = before?.[1];
    // Something counted, by its last word or its first ('3 migraines', '6 trips to the loo').
    if (!before || !count || !(/s$/.test(words) || /^[a-z]+s\b/.test(words) || /\bof\s*$/.test(before[0]))) continue;
    const span = new RegExp(`^${SPAN}`).exec(text.slice(symptom.end))?.[0] ?? '';
    add(symptom.name, noteOf(`${count} times${span}`));
    const start = symptom.index - before[0].length + before[0].indexOf(count);
    blank(start, start + count.length);
    blank(symptom.end, symptom.end + span.length);
  }
  for (const said of saidIn(rest)) {
    const owner = symptoms.filter((symptom) => symptom.index <= said.start).at(-1) ?? symptoms[0];
    if (!owner) break;
    add(owner.name, said.note);
    blank(said.start, said.end);
  }
  return { notes: new Map([...notes].map(([name, said]) => [name, said.join(', ')])), rest: rest.replace(/\s+/g, ' ').trim() };
}

/** A clause that only says how often or how long ('5 times', 'about twice so far', 'for 2 hours'): its note, or null. */
export function onlyHowOften(text: string): string | null {
  const said = saidIn(text);
  if (said.length === 0) return null;
  let rest = text;
  for (const { start, end } of [...said].reverse()) rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  return rest.replace(FILLER, '').trim() === '' ? said.map(({ note }) => note).join(', ') : null;
}
