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
  return WORD_NUMBERS[word] ?? null;
}

/** One token as a number: digits ('150', '1.5', '1/2', '½') or a number word; null otherwise. */
export function numberToken(token: string): number | null {
  if (token in FRACTIONS) return FRACTIONS[token]!;
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  if (/^\.\d+$/.test(token)) return Number(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) return Number(fraction[2]) > 0 ? Number(fraction[1]) / Number(fraction[2]) : null;
  return wordNumber(token);
}

/** Quantity words that come before 'of': 'a couple of eggs', 'a few crackers', 'a dozen eggs'. */
const VAGUE_QUANTITIES: Record<string, number> = { couple: 2, few: 3, dozen: 12, handful: 1, bit: 1 };

/**
 * A quantity at the start of a list of words, and how many words it took: 'two eggs' → 2 (1 word),
 * 'half a cup' → 0.5 (2), 'one and a half cups' → 1.5 (4), 'a couple of eggs' → 2 (3).
 */
export function leadingQuantity(words: readonly string[]): { quantity: number; used: number } | null {
  const [first, second, third, fourth] = words;
  if (first === undefined) return null;
  if ((first === 'a' || first === 'an') && second !== undefined && second in VAGUE_QUANTITIES && second !== 'bit' && second !== 'handful') {
    return { quantity: VAGUE_QUANTITIES[second]!, used: third === 'of' ? 3 : 2 };
  }
  if (first === 'half' || (first === 'a' && second === 'half')) {
    const skip = first === 'half' ? 1 : 2;
    const article = words[skip] === 'a' || words[skip] === 'an' ? 1 : 0;
    return { quantity: 0.5, used: skip + article };
  }
  const value = numberToken(first);
  if (value === null) return null;
  if (second === 'and' && third === 'a' && fourth === 'half') return { quantity: value + 0.5, used: 4 };
  if (second !== undefined && second in FRACTIONS) return { quantity: value + FRACTIONS[second]!, used: 2 };
  return { quantity: value, used: 1 };
}
