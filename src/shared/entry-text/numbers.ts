import nlp from 'compromise';
import { ownValue } from '../records.js';
import { remembered } from '../remembered.js';

// Numbers as people type or say them: '2', '1.5', '1/2', '½', 'two', 'a couple of', 'half a'.

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** A whole number written as a word ('two' → 2), or null. */
export function wordNumber(word: string): number | null {
  return ownValue(WORD_NUMBERS, word) ?? null;
}

/** One token as a number: digits ('150', '1.5', '1/2', '½') or a number word; null otherwise. */
export function numberToken(token: string): number | null {
  const written = ownValue(FRACTIONS, token);
  if (written !== undefined) return written;
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  if (/^\.\d+$/.test(token)) return Number(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) return Number(fraction[2]) > 0 ? Number(fraction[1]) / Number(fraction[2]) : null;
  return wordNumber(token);
}

/** Quantity words that come before 'of': 'a couple of eggs', 'a few crackers', 'a stack of pancakes', 'a dozen eggs'. */
const VAGUE_QUANTITIES: Record<string, number> = { couple: 2, few: 3, stack: 3, dozen: 12, handful: 1, bit: 1 };

/** Digits as a number, with a fraction after them: '2', '1.5', '1/2', '2 1/2', '1½', '2 ½'. */
function writtenQuantity(words: readonly string[]): { quantity: number; used: number } | null {
  const [first, second] = words;
  const mixed = first !== undefined && /^(\d+)([½¼¾⅓⅔])$/.exec(first);
  if (mixed) return { quantity: Number(mixed[1]) + (ownValue(FRACTIONS, mixed[2] ?? '') ?? 0), used: 1 };
  if (first === undefined || !/^[\d.½¼¾⅓⅔]/.test(first)) return null;
  const value = numberToken(first);
  if (value === null) return null;
  const fraction = second !== undefined && /^\d+$/.test(first) && /^(\d+\/\d+|[½¼¾⅓⅔])$/.test(second) ? numberToken(second) : null;
  return fraction !== null && fraction < 1 ? { quantity: value + fraction, used: 2 } : { quantity: value, used: 1 };
}

/**
 * A number said in words at the start of a phrase, read by compromise's number parser: 'two and a
 * half' → 2.5, 'twenty two' → 22, 'three quarters' → 0.75, 'a few' → 3. Ordinals ('second') are no amount.
 */
function spokenQuantity(words: readonly string[]): { quantity: number; used: number } | null {
  return quantityStarting(words.slice(0, 8).join(' '));
}

const quantityStarting = remembered((text: string): { quantity: number; used: number } | null => {
  const [match] = nlp(text).numbers().json() as { text: string; number?: { num?: number } }[];
  const value = match?.number?.num;
  if (!match || value === undefined || !(value > 0) || !text.startsWith(match.text.toLowerCase())) return null;
  if (/(?:st|nd|rd|th)$/.test(match.text) && value >= 1) return null;
  return { quantity: value, used: match.text.trim().split(/\s+/).length };
});

/**
 * A quantity at the start of a list of words, and how many words it took: 'two eggs' → 2 (1 word),
 * 'half a cup' → 0.5 (2), 'one and a half cups' → 1.5 (4), 'a couple of eggs' → 2 (3), '2 1/2 cups' → 2.5 (2).
 */
export function leadingQuantity(words: readonly string[]): { quantity: number; used: number } | null {
  const [first, second, third] = words;
  if (first === undefined) return null;
  const vague = second === undefined ? undefined : ownValue(VAGUE_QUANTITIES, second);
  // 'a short stack of pancakes' is a stack.
  if ((first === 'a' || first === 'an') && second === 'short' && third === 'stack') return leadingQuantity([first, ...words.slice(2)]);
  if ((first === 'a' || first === 'an') && vague !== undefined && second !== 'bit' && second !== 'handful') {
    return { quantity: vague, used: third === 'of' ? 3 : 2 };
  }
  // 'most of a pizza', 'all of a bag of chips': a part of one, or all of it.
  if ((first === 'most' || first === 'all') && second === 'of') {
    return { quantity: first === 'most' ? 0.75 : 1, used: ['a', 'an', 'the'].includes(third ?? '') ? 3 : 2 };
  }
  // 'a quarter of a watermelon', 'a half of a bagel': the article is the fraction's ('a quarter pounder' is a burger).
  if ((first === 'a' || first === 'an') && (second === 'half' || second === 'quarter') && third === 'of') {
    const fraction = leadingQuantity(words.slice(1));
    if (fraction) return { quantity: fraction.quantity, used: fraction.used + 1 };
  }
  const amount = writtenQuantity(words) ?? spokenQuantity(words);
  if (amount) {
    // 'half a cup', 'a third of a pizza': the article after a fraction belongs to it.
    const rest = words.slice(amount.used);
    const skip =
      amount.quantity < 1 ? (rest[0] === 'of' ? 1 : 0) + (['a', 'an'].includes(rest[rest[0] === 'of' ? 1 : 0] ?? '') ? 1 : 0) : 0;
    return { quantity: amount.quantity, used: amount.used + skip };
  }
  const value = wordNumber(first);
  return value === null ? null : { quantity: value, used: 1 };
}
