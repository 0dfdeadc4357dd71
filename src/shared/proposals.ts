import { z } from 'zod';
import {
  dayString,
  energyBodySchema,
  mealBodySchema,
  MEAL_TYPES,
  moodBodySchema,
  SCORE_MAX,
  SCORE_MIN,
  SUPPLEMENT_LIMITS,
  supplementBodySchema,
  symptomBodySchema,
} from './health.js';
import { bodyObjectError } from './errors.js';
import { SLEEP_HOURS_MAX, SLEEP_WAKINGS_MAX, sleepBodySchema } from './sleep.js';

// Logging by talking (issue 17) and quick add by text (issue 18): what a sentence is understood
// to say (a draft), and the entry Willow proposes from it (exactly the request Save sends).

/** When a draft happened, as the person said it: a day in their zone and, if named, a time of day. */
export const draftWhenSchema = z.object({
  date: dayString('date'),
  /** 'HH:mm' in the person's zone; left out when the sentence names no time ('now' for today). */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be written HH:mm')
    .optional(),
});
export type DraftWhen = z.infer<typeof draftWhenSchema>;

const draftScore = z.number().int().min(SCORE_MIN).max(SCORE_MAX);

/** One food as said: 'two eggs' is { text: 'eggs', quantity: 2 }, '150 g rice' adds unit 'g'. */
export const draftFoodSchema = z.object({
  text: z.string().trim().min(1).max(200),
  quantity: z.number().positive().max(100_000).optional(),
  /** A unit as said ('g', 'cup', 'slice', 'fl oz'); left out for a count ('2 eggs'). */
  unit: z.string().trim().min(1).max(60).optional(),
});
export type DraftFood = z.infer<typeof draftFoodSchema>;

/** What one sentence is understood to say, before foods are looked up. */
export const entryDraftSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mood'), when: draftWhenSchema, score: draftScore, tags: z.array(z.string()).default([]) }),
  z.object({ kind: z.literal('energy'), when: draftWhenSchema, score: draftScore }),
  z.object({
    kind: z.literal('symptom'),
    when: draftWhenSchema,
    name: z.string().trim().min(1).max(80),
    intensity: draftScore,
    notes: z.string().max(1000).optional(),
  }),
  z.object({
    kind: z.literal('meal'),
    when: draftWhenSchema,
    meal: z.enum(MEAL_TYPES).optional(),
    foods: z.array(draftFoodSchema).min(1),
  }),
  z.object({
    kind: z.literal('supplement'),
    when: draftWhenSchema,
    name: z.string().trim().min(1).max(SUPPLEMENT_LIMITS.name),
    taken: z.boolean(),
    /** The dose as said, as text ('400', '0.5', '1000'); left out when none was said (the person's usual dose is used). */
    dose: z.string().trim().min(1).max(SUPPLEMENT_LIMITS.dose).optional(),
    /** Its unit ('mg', 'IU', 'units', 'tablets', 'puffs'); left out for a dose said without one. */
    unit: z.string().trim().min(1).max(SUPPLEMENT_LIMITS.unit).optional(),
  }),
  /** A night, on the day the person woke: 'when' has no time. */
  z.object({
    kind: z.literal('sleep'),
    when: draftWhenSchema,
    hours: z.number().min(0).max(SLEEP_HOURS_MAX).optional(),
    bedtime: draftWhenSchema.shape.time,
    wakeTime: draftWhenSchema.shape.time,
    quality: draftScore.optional(),
    wakings: z.number().int().min(0).max(SLEEP_WAKINGS_MAX).optional(),
  }),
]);
export type EntryDraft = z.infer<typeof entryDraftSchema>;
export type EntryKind = EntryDraft['kind'];

/**
 * An entry Willow proposes: the day it goes to and the exact body that Save posts to
 * `/api/health/:date/{mood|energy|symptom|nutrition|supplement|sleep}`. Every proposal is checked with
 * these schemas before anyone sees it; one that fails is dropped, never shown half-made.
 */
export const entryProposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mood'), date: dayString('date'), body: moodBodySchema }),
  z.object({ kind: z.literal('energy'), date: dayString('date'), body: energyBodySchema }),
  z.object({ kind: z.literal('symptom'), date: dayString('date'), body: symptomBodySchema }),
  z.object({
    kind: z.literal('meal'),
    date: dayString('date'),
    body: mealBodySchema,
    /** Items the food search could not find: kept as own foods at 0 kcal, marked for the person to fix. */
    unmatched: z.array(z.string()).default([]),
    /** What the person said for each item, in the items' order ('2 eggs', 'coffee'), to show what was understood. */
    said: z.array(z.string()).default([]),
  }),
  z.object({ kind: z.literal('supplement'), date: dayString('date'), body: supplementBodySchema }),
  z.object({ kind: z.literal('sleep'), date: dayString('date'), body: sleepBodySchema }),
]);
export type EntryProposal = z.infer<typeof entryProposalSchema>;

/** The path segment each kind is saved under. */
export const PROPOSAL_PATHS: Record<EntryKind, string> = {
  mood: 'mood',
  energy: 'energy',
  symptom: 'symptom',
  meal: 'nutrition',
  supplement: 'supplement',
  sleep: 'sleep',
};

export const UNDERSTAND_TEXT_MAX = 500;

/** POST /api/entries/understand: a sentence, and the day it is about when it names none (today when left out). */
export const understandBodySchema = z.strictObject(
  {
    text: z
      .string({ error: 'Text must be text' })
      .trim()
      .min(1, 'Text must not be empty')
      .max(UNDERSTAND_TEXT_MAX, `Text must be at most ${UNDERSTAND_TEXT_MAX} characters`),
    date: dayString('date').optional(),
    /** Only drafts of this kind (the nutrition card's quick add sends 'meal': all of the text is foods). */
    kind: z.literal('meal', { error: "Kind must be 'meal'" }).optional(),
  },
  { error: bodyObjectError() },
);
export type UnderstandBody = z.infer<typeof understandBodySchema>;

/** Each proposal is checked whole ('tags' and 'unmatched' carry transforms and defaults a response cannot encode). */
export const understandResponseSchema = z.object({
  proposals: z.array(z.custom<EntryProposal>((value) => entryProposalSchema.safeParse(value).success, 'not a valid entry proposal')),
});
export type UnderstandResponse = z.infer<typeof understandResponseSchema>;
