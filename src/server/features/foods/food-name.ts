/** A logged food as people say it: its description's first part, lower case ('Bananas, raw' is 'bananas'). */
export const foodName = (description: string) => (description.split(',', 1)[0] ?? '').trim().toLowerCase();
