import type { GbnfJsonSchema } from 'node-llama-cpp';

type JsonSchema = Record<string, unknown>;

/** A whole-number range this small becomes a list of its values: a small model then writes one of them. */
const SMALL_RANGE = 10;
const ANY_VALUE: GbnfJsonSchema = { type: ['string', 'number', 'boolean', 'null'] };
const FORMATS = new Set(['date', 'time', 'date-time']);

/**
 * A JSON schema (as zod writes it) in the subset node-llama-cpp turns into a grammar: types,
 * objects with required and optional properties, arrays with their bounds, const, enum and
 * one-of. What a grammar cannot hold (patterns, number bounds beyond a small whole range) is
 * left to the shared schemas, which check every call before it is shown.
 */
export function gbnfSchemaOf(schema: unknown): GbnfJsonSchema {
  if (typeof schema !== 'object' || schema === null) return ANY_VALUE;
  const s = schema as JsonSchema;
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  const choices = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices)) return { oneOf: choices.map(gbnfSchemaOf), ...description };
  if ('const' in s) return { const: s.const as string | number | boolean | null, ...description };
  if (Array.isArray(s.enum)) return { enum: s.enum as (string | number | boolean | null)[], ...description };
  switch (s.type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries((s.properties ?? {}) as JsonSchema).map(([key, value]) => [key, gbnfSchemaOf(value)]),
      );
      return { type: 'object', properties, required: (s.required ?? []) as string[], additionalProperties: false, ...description };
    }
    case 'array':
      return {
        type: 'array',
        items: gbnfSchemaOf(s.items),
        ...(typeof s.minItems === 'number' && { minItems: s.minItems }),
        ...(typeof s.maxItems === 'number' && { maxItems: s.maxItems }),
        ...description,
      };
    case 'string':
      if (typeof s.format === 'string' && FORMATS.has(s.format))
        return { type: 'string', format: s.format as 'date' | 'time' | 'date-time', ...description };
      return {
        type: 'string',
        ...(typeof s.minLength === 'number' && { minLength: s.minLength }),
        ...(typeof s.maxLength === 'number' && { maxLength: s.maxLength }),
        ...description,
      };
    case 'integer':
      if (typeof s.minimum === 'number' && typeof s.maximum === 'number' && s.maximum - s.minimum < SMALL_RANGE) {
        return { enum: Array.from({ length: s.maximum - s.minimum + 1 }, (_, i) => (s.minimum as number) + i), ...description };
      }
      return { type: 'integer', ...description };
    case 'number':
    case 'boolean':
    case 'null':
      return { type: s.type, ...description };
    default:
      return ANY_VALUE;
  }
}
