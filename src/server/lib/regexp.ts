/** Text as a regular expression that matches it literally ('cup (8 oz)', 'pb&j'). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
