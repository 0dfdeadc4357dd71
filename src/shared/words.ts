/** '1 day', '3 days': a count with its noun, plural by an added s. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The text with its first letter upper case: 'oatmeal' → 'Oatmeal'. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A plural's singular forms, as a word list may hold it ('courgettes' courgette, 'tomatoes' tomato, 'berries' berry). */
export const singularsOf = (word: string): string[] =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
    ? [word.slice(0, -1), ...(word.endsWith('es') ? [word.slice(0, -2)] : []), ...(word.endsWith('ies') ? [`${word.slice(0, -3)}y`] : [])]
    : [];
