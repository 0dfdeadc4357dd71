import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every message a shared schema gives is shown to a person as it is (a form field's problem, a
 * toast), so it is written in people's words: it names a field as the person knows it ("First
 * name must not be empty"), never by the API's key ("firstName must not be empty"). This walks
 * every schema the shared modules export, feeds each field the wrong things, and reads the messages.
 */

const here = new URL('../../shared/', import.meta.url);
const sources = (readdirSync(here, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    sources.map(async (file): Promise<[string, Record<string, unknown>]> => [
      `./${file}`,
      (await import(new URL(file, here).href)) as Record<string, unknown>,
    ]),
  ),
);

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The schemas exported by the shared modules, and those in exported shapes (`{ key: schema }`). */
function exportedSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (isSchema(value)) found.push([`${file} ${name}`, value]);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) if (isSchema(inner)) found.push([`${file} ${name}.${key}`, inner]);
      }
    }
  }
  return found;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema and every schema inside it (object fields, list items, wrapped and piped schemas, union options). */
function* nested(schema: z.ZodType, seen = new Set<z.ZodType>()): Generator<z.ZodType> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const def = defOf(schema);
  const children = [...Object.values(def.shape ?? {}), def.element, def.innerType, def.in, def.out, ...(def.options ?? [])].filter(
    isSchema,
  );
  for (const child of children) yield* nested(child, seen);
}

const LONG = 'x'.repeat(10_001);
/** The wrong things people and programs send. */
const PROBES: unknown[] = [
  undefined,
  null,
  true,
  123,
  -5,
  1.5,
  '',
  '   ',
  LONG,
  '-5',
  'not a date',
  '2026-02-30',
  '2999-01-01T00:00:00Z',
  '25:99',
  [],
  [''],
  [LONG],
  Array.from({ length: 60 }, () => 'a'),
  Array.from({ length: 3 }, () => '08:00'),
  {},
  { message: '   ', type: 'contact' },
];

/**
 * A message that speaks the API's language: a camelCase or snake_case key, a dotted path, or a
 * lower-case key leading it. A value in double quotes (zod's 'expected "userMessage"') is a value, not a field.
 */
function apiWordsIn(text: string): string | null {
  const message = text.replace(/"[^"]*"/g, '""');
  const found =
    /\b[a-z]+[A-Z][A-Za-z0-9]*\b/.exec(message) ??
    /\b[a-z0-9]+_[a-z0-9_]+\b/.exec(message) ??
    /(?<![@\w.])[a-z]+\.[a-z0-9]+\b/i.exec(message.replace(/\b\d+\.\d+\b/g, '')) ??
    /^[a-z][A-Za-z]*(?= (must|is|needs|holds|should)\b)/.exec(message);
  return found ? found[0] : null;
}

describe('people’s words in the shared schemas', () => {
  it('tells an API key from a person’s words', () => {
    expect(apiWordsIn('firstName must not be empty')).toBe('firstName');
    expect(apiWordsIn('dose must be at most 40 characters')).toBe('dose');
    expect(apiWordsIn('create.0.dose: too long')).toBe('create.0');
    expect(apiWordsIn('session_id must be at most 255 characters')).toBe('session_id');
    expect(apiWordsIn('First name must not be empty')).toBeNull();
    expect(apiWordsIn('Voice speed must be between 0.5 and 2')).toBeNull();
    expect(apiWordsIn('Enter a valid e-mail address, such as name@example.com')).toBeNull();
    expect(apiWordsIn('Invalid input: expected "userMessage"')).toBeNull();
  });

  it('every message of every exported schema names fields as people do', () => {
    const schemas = exportedSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const faults = new Set<string>();
    for (const [where, schema] of schemas) {
      for (const inner of nested(schema)) {
        for (const probe of PROBES) {
          let result;
          try {
            result = inner.safeParse(probe);
          } catch {
            continue; // a transform taken out of its pipe, fed what its pipe never gives it
          }
          if (result.success) continue;
          for (const issue of result.error.issues) {
            const words = apiWordsIn(issue.message);
            if (words) faults.add(`${where}: "${issue.message}" (${words})`);
          }
        }
      }
    }
    expect([...faults].sort()).toEqual([]);
  });
});
