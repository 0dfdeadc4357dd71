/** Text as a regular expression that matches it literally ('cup (8 oz)', 'pb&j'). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');

/** Any of the words (or phrases) as whole words, in any case ('tea', 'coffee' in 'a mug of Tea'). */
export const anyWordOf = (words: readonly string[]) => new RegExp(`\\b(?:${words.map(escapeRegExp).join('|')})\\b`, 'i');
