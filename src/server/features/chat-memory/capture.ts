import type { Db } from '../../db/client.js';
import { FACT_MAX } from '../../../shared/chat-memory.js';
import { forgetAllFacts, forgetFact, listFacts, rememberFact } from './facts.js';
import { capitalised } from '../../../shared/words.js';

/**
 * A sentence that asks Willow to keep something: 'remember that I'm allergic to peanuts', 'Willow,
 * please remember: I work nights', 'don't forget I'm vegetarian', 'keep in mind that…'. Questions
 * about the past ('do you remember…') and reminders ('remember to take…') are not facts.
 */
const REMEMBER =
  /(?:^|[.!?\n]\s*)(?:(?:hey\s+)?willow,?\s+)?(?:(?:please|can you|could you|will you|would you)\s+)?(?:remember|don'?t forget|do not forget|keep in mind|note)\b(?!\s+(?:to|when|if|how|what|why|where|who)\b)(?:\s+that)?\s*:?\s*([^.!?\n]+)/i;

/** The fact a message asks Willow to remember, in the person's words, and what else it says. */
export function factToRemember(message: string): { fact: string; rest: string } | null {
  const match = REMEMBER.exec(message);
  const said = match?.[1]
    ?.trim()
    .replace(/[\s,;:]*\b(?:please|thanks|thank you)$/i, '')
    .replace(/[\s,;:]+$/, '');
  if (!match || !said || said.split(/\s+/).length < 2) return null;
  const fact = capitalised(said).slice(0, FACT_MAX);
  const rest = `${message.slice(0, match.index)} ${message.slice(match.index + match[0].length)}`.replace(/^[\s.!?]+/, '').trim();
  return { fact, rest };
}

export interface Remembered {
  /** What Willow says about it, before any other answer. */
  reply: string;
  /** The message asks something else too, which the assistant answers after `reply`. */
  answerToo: boolean;
}

/**
 * A message that asks Willow to forget: 'forget that' (the fact kept last), 'forget that I work
 * nights', 'please forget what I said about peanuts', 'forget everything you know about me'.
 */
const FORGET =
  /^\s*(?:(?:hey\s+)?willow,?\s+)?(?:(?:please|can you|could you|would you)\s+)?(?:forget|delete|erase|remove)\b(?:\s+(?:that|it|this))?(?:\s+(?:fact|memory|please))?(?:\s+what i (?:just )?(?:said|told you|asked you to remember))?(?:\s+(?:about|that))?\s*([^.!?\n]*)/i;
const EVERYTHING = /^(?:everything|all(?: of it| that)?|all my (?:facts|memories))\b/;
const STOP_WORDS = new Set(['that', 'this', 'the', 'and', 'with', 'about', 'what', 'you', 'your', 'please', 'have', 'was', 'are', 'for']);
const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  );

/** What a message asks Willow to forget: one fact (by its words; none said: the last one kept), or all. */
export function factToForget(message: string): { about: string } | { everything: true } | null {
  const match = FORGET.exec(message);
  if (!match) return null;
  const about = (match[1] ?? '').trim().replace(/\s+(?:please|thanks|thank you)$/i, '');
  // 'delete my headache from yesterday' is about entries, not memory: only a bare 'forget'-like verb
  // or one aimed at what Willow keeps counts.
  if (
    !/^\s*(?:(?:hey\s+)?willow,?\s+)?(?:(?:please|can you|could you|would you)\s+)?forget\b/i.test(message) &&
    !/\b(?:fact|memory|memories|remember|told you)\b/i.test(message)
  )
    return null;
  return EVERYTHING.test(about.toLowerCase()) ? { everything: true } : { about };
}

async function forgetFromMessage(
  db: Db,
  user: { userId: string; memoryOn: boolean },
  asked: { about: string } | { everything: true },
): Promise<Remembered> {
  if (!user.memoryOn) return { reply: 'Chat memory is off, so I’m not keeping anything to forget.', answerToo: false };
  if ('everything' in asked) {
    const count = await forgetAllFacts(db, user.userId);
    return {
      reply: count ? 'Done: I’ve forgotten everything you asked me to remember.' : 'There’s nothing saved for me to forget.',
      answerToo: false,
    };
  }
  const facts = await listFacts(db, user.userId);
  const wanted = contentWords(asked.about);
  const overlap = (text: string) => [...contentWords(text)].filter((word) => wanted.has(word)).length;
  const fact = wanted.size
    ? facts
        .map((f) => ({ f, score: overlap(f.text) }))
        .sort((a, b) => b.score - a.score)
        .find((x) => x.score > 0)?.f
    : facts[0];
  if (!fact) {
    return {
      reply: facts.length
        ? 'I couldn’t find that among what you asked me to remember. You can see everything I keep in Settings → Chat Memory.'
        : 'There’s nothing saved for me to forget.',
      answerToo: false,
    };
  }
  await forgetFact(db, user.userId, fact.id);
  return { reply: `Done, I’ve forgotten “${fact.text}”.`, answerToo: false };
}

/** Keeps the fact a message asks Willow to remember, or forgets the one it asks to forget (when chat memory is on), and says so. */
export async function rememberFromMessage(
  db: Db,
  user: { userId: string; memoryOn: boolean },
  message: string,
): Promise<Remembered | null> {
  const forget = factToForget(message);
  if (forget) return forgetFromMessage(db, user, forget);
  const asked = factToRemember(message);
  if (!asked) return null;
  // More than a closing word or two ('thanks!') is something to answer.
  const answerToo = asked.rest.split(/\s+/).filter((w) => /\w/.test(w)).length > 2;
  if (!user.memoryOn) {
    return { reply: 'Chat memory is off, so I won’t keep this. You can turn it on in Settings → Chat Memory.', answerToo };
  }
  const fact = await rememberFact(db, user.userId, asked.fact);
  return { reply: `I’ll remember that: “${fact.text}”. You can see or delete what I remember in Settings → Chat Memory.`, answerToo };
}
