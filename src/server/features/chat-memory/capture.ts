import type { Db } from '../../db/client.js';
import { FACT_MAX } from '../../../shared/chat-memory.js';
import { rememberFact } from './facts.js';

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
  const fact = `${said[0]!.toUpperCase()}${said.slice(1)}`.slice(0, FACT_MAX);
  const rest = `${message.slice(0, match.index)} ${message.slice(match.index + match[0].length)}`.replace(/^[\s.!?]+/, '').trim();
  return { fact, rest };
}

export interface Remembered {
  /** What Willow says about it, before any other answer. */
  reply: string;
  /** The message asks something else too, which the assistant answers after `reply`. */
  answerToo: boolean;
}

/** Keeps the fact a message asks Willow to remember (when chat memory is on) and says so. */
export async function rememberFromMessage(
  db: Db,
  user: { userId: string; memoryOn: boolean },
  message: string,
): Promise<Remembered | null> {
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
