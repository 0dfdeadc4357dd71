/**
 * Whether a reply drew on what Willow remembers, decided on the server so the chat can say so.
 * A kept fact counts when the reply uses one of its distinctive words ('peanuts'); an earlier
 * conversation counts when the reply refers back to it ('last time', 'you mentioned') and shares a
 * distinctive word with its summary that the new question did not bring.
 */

const COMMON = new Set(
  (
    'about after again also always because been before being could does doing done each even every from going good have having into just ' +
    'know like make many more most much must need never only other really should some still take than that their them then there these ' +
    'they thing think this those through today very want week well were what when where which while will with would your yours ' +
    'asked answered willow remember feel feeling felt days time times logged logs'
  ).split(' '),
);

/** Lower-case words of four letters or more, without a plural 's', and without the everyday ones. */
export function distinctiveWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.map((w) => (w.length > 4 ? w.replace(/s$/, '') : w)).filter((w) => !COMMON.has(w)));
}

const REFERS_BACK = /\b(last time|earlier|previously|before,|you (?:mentioned|said|told me|asked|shared)|we (?:talked|discussed|spoke))\b/i;

/** The facts that share a distinctive word with a text (a question, or a reply). */
export function factsAbout(text: string, facts: string[]): string[] {
  const words = distinctiveWords(text);
  return facts.filter((fact) => [...distinctiveWords(fact)].some((w) => words.has(w)));
}

export function drewOnMemory(reply: string, question: string, memory: { facts: string[]; memories: string[] }): boolean {
  if (factsAbout(reply, memory.facts).length) return true;
  if (!memory.memories.length || !REFERS_BACK.test(reply)) return false;
  const asked = distinctiveWords(question);
  const said = [...distinctiveWords(reply)].filter((w) => !asked.has(w));
  return memory.memories.some((summary) => {
    const remembered = distinctiveWords(summary);
    return said.some((w) => remembered.has(w));
  });
}
