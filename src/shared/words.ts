/** '1 day', '3 days': a count with its noun, plural by an added s. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The text with its first letter upper case: 'oatmeal' → 'Oatmeal'. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
