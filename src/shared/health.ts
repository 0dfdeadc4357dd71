import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { NUTRIENT_KEYS, isValidFoodId, type FoodId, type NutrientKey } from './foods.js';
import { EARLIEST_YEAR, LATEST_YEAR, pastTimestamp } from './timestamps.js';
import { fieldLabel, type FieldKey } from './field-labels.js';

// Daily tracking contract (tracking-spec sections 3, 5, 7 and 9).

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const DEFAULT_SCORE = 3;
/** Labels for scores 1 to 5 (DESIGN.md decisions). */
export const MOOD_LABELS = ['Terrible', 'Poor', 'Okay', 'Good', 'Great'] as const;
export const ENERGY_LABELS = ['Drained', 'Low', 'Steady', 'Good', 'Charged'] as const;
export const SEVERITY_LABELS = ['Mild', 'Moderate', 'Noticeable', 'Severe', 'Extreme'] as const;
export const MOOD_TAGS = ['calm', 'tense', 'focused', 'foggy', 'optimistic', 'flat'] as const;
export const MOOD_TAG_MAX = 15;
export const MOOD_TAGS_PER_ENTRY_MAX = 20;
export const QUICK_SYMPTOM_INTENSITY = 3;
export const SCREEN_SYMPTOM_INTENSITY = 5;
export const SYMPTOM_NAME_MAX = 80;
export const NOTES_MAX = 1000;
export const HISTORY_PERIODS = [7, 28, 90] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const PERIOD_LABELS: Record<HistoryPeriod, string> = { 7: '7d', 28: '28d', 90: '3m' };
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const MEAL_ITEMS_MAX = 50;
/** Longest supplement name, dose and unit texts. */
export const SUPPLEMENT_LIMITS = { name: 80, dose: 40, unit: 40 } as const;
export const SUPPLEMENT_GROUP_MINUTES = 10;
export const SUPPLEMENT_SUGGESTIONS_SHOWN = 5;
export const SUPPLEMENT_SUGGESTIONS = [
  { name: 'Vitamin D', dose: '2000', unit: 'IU' },
  { name: 'Vitamin C', dose: '500', unit: 'mg' },
  { name: 'B-Complex', dose: '1', unit: 'tablet' },
  { name: 'Magnesium', dose: '200', unit: 'mg' },
  { name: 'Omega-3', dose: '1000', unit: 'mg' },
  { name: 'Probiotics', dose: '50', unit: 'billion CFU' },
  { name: 'Zinc', dose: '15', unit: 'mg' },
  { name: 'Iron', dose: '18', unit: 'mg' },
  { name: 'Calcium', dose: '500', unit: 'mg' },
  { name: 'Vitamin B12', dose: '1000', unit: 'mcg' },
  { name: 'Folate', dose: '400', unit: 'mcg' },
  { name: 'CoQ10', dose: '100', unit: 'mg' },
  { name: 'Turmeric', dose: '500', unit: 'mg' },
  { name: 'Fish Oil', dose: '1000', unit: 'mg' },
  { name: 'Multivitamin', dose: '1', unit: 'tablet' },
] as const;

/** Quick meal add: before 11 breakfast, before 15 lunch, before 19 dinner, otherwise snack. */
export function mealTypeForHour(hour: number): (typeof MEAL_TYPES)[number] {
  if (hour < 11) return 'breakfast';
  if (hour < 15) return 'lunch';
  if (hour < 19) return 'dinner';
  return 'snack';
}

/** Each text once, ignoring case ('Gratitude' and 'gratitude' are one tag); the first spelling wins. */
export function uniqueIgnoringCase(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd, between the years 1900 and 2100. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, dayOfMonth] = value.split('-').map(Number) as [number, number, number];
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

export const dayString = (key: FieldKey) =>
  z.string({ error: `${fieldLabel(key)} must be a date` }).refine(isDay, `${fieldLabel(key)} must be a real date written yyyy-MM-dd`);
/** Entries record what happened: their times may not lie ahead (a device's clock may run a few minutes fast). */
const timestamp = pastTimestamp;
export const score = (key: FieldKey) => {
  const range = `${fieldLabel(key)} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`;
  return z
    .number({ error: `${fieldLabel(key)} must be a number` })
    .int(range)
    .min(SCORE_MIN, range)
    .max(SCORE_MAX, range);
};
const name = (key: FieldKey, max: number) =>
  z
    .string({ error: `${fieldLabel(key)} must be text` })
    .trim()
    .min(1, `${fieldLabel(key)} must not be empty`)
    .max(max, `${fieldLabel(key)} must be at most ${max} characters`);
const shortText = (key: FieldKey, max: number) =>
  z
    .string({ error: `${fieldLabel(key)} must be text` })
    .trim()
    .max(max, `${fieldLabel(key)} must be at most ${max} characters`);
/** A dose is free text ('2000', '1-2', 'half a tablet') but never a negative amount ('-5', '− 2.5'). */
const NEGATIVE_AMOUNT = /^[-\u2212\u2013]\s*\.?\d/;
const doseText = () => shortText('dose', SUPPLEMENT_LIMITS.dose).refine((dose) => !NEGATIVE_AMOUNT.test(dose), 'A dose cannot be negative');
/** A non-negative amount sent as a number or as numeric text (the client sends macros as text). */
const amount = (key: FieldKey, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: `${fieldLabel(key)} must be a number`,
      },
    )
    .pipe(
      z
        .number()
        .min(0, `${fieldLabel(key)} must not be negative`)
        .max(max, `${fieldLabel(key)} must be at most ${max}`),
    );
const entryId = z.uuid({ error: 'The entry id is not valid' });

// Path and query parameters
export const dayParamsSchema = z.object({ date: dayString('date') });
export const entryParamsSchema = z.object({ date: dayString('date'), id: entryId });
export const symptomNameParamsSchema = z.object({ name: name('symptomName', SYMPTOM_NAME_MAX) });
export const symptomHistoryQuerySchema = z.object({
  endDate: dayString('endDate'),
  days: z.enum(['7', '28', '90'], { error: 'Days must be 7, 28 or 90' }).transform((value) => Number(value) as HistoryPeriod),
});

// Request bodies
export const moodBodySchema = z.strictObject(
  {
    score: score('score'),
    tags: z
      .array(name('tag', MOOD_TAG_MAX), { error: 'Tags must be a list of text' })
      .max(MOOD_TAGS_PER_ENTRY_MAX, `At most ${MOOD_TAGS_PER_ENTRY_MAX} tags`)
      .transform(uniqueIgnoringCase)
      .default([]),
    timestamp: timestamp('timestamp'),
  },
  { error: bodyObjectError() },
);
export type MoodBody = z.infer<typeof moodBodySchema>;

export const energyBodySchema = z.strictObject({ score: score('score'), timestamp: timestamp('timestamp') }, { error: bodyObjectError() });
export type EnergyBody = z.infer<typeof energyBodySchema>;

export const symptomBodySchema = z.strictObject(
  {
    name: name('name', SYMPTOM_NAME_MAX),
    intensity: score('intensity'),
    notes: shortText('notes', NOTES_MAX).optional(),
    /** When it happened; the time of the request when left out. */
    timestamp: timestamp('timestamp').optional(),
  },
  { error: bodyObjectError() },
);
export type SymptomBody = z.infer<typeof symptomBodySchema>;

/** A meal item's food: a USDA id as a number, or a custom / Open Food Facts id text starting food_ (foods.ts's rule). */
const mealFoodIdSchema = z.custom<FoodId>(
  (value) => isValidFoodId(value) && (typeof value === 'number' || String(value).startsWith('food_')),
  'The food must be one found by the food search',
);

export const mealItemSchema = z.strictObject(
  {
    name: name('itemName', 200),
    qty: shortText('qty', 60).default('1 serving'),
    fdcId: mealFoodIdSchema,
    amount: amount('amount', 100_000).optional(),
    unit: shortText('unit', 60).optional(),
    portionSize: amount('portionSize', 100_000).optional(),
    portionUnit: shortText('portionUnit', 60).optional(),
    calories: amount('calories', 100_000).default(0),
    protein: amount('protein', 10_000).default(0),
    carbs: amount('carbs', 10_000).default(0),
    fat: amount('fat', 10_000).default(0),
    brandOwner: shortText('brandOwner', 200).nullable().optional(),
    /**
     * The kind of food: its USDA food group or FNDDS category ('Coffee', 'Wine'). The server sets
     * it from the food; what is sent is ignored for a food with a source.
     */
    foodGroup: shortText('foodGroup', 200).nullable().optional(),
    /** Every value the food gives for this portion (fiber, sugars, sodium, caffeine, alcohol…); set by the server. */
    nutrients: z
      .partialRecord(z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]]), amount('nutrient', 1_000_000), {
        error: 'Nutrients must map nutrient names to amounts',
      })
      .optional(),
  },
  { error: bodyObjectError('Unknown item field') },
);
export type MealItem = z.infer<typeof mealItemSchema>;

export const mealBodySchema = z.strictObject(
  {
    meal: name('meal', 60),
    items: z
      .array(mealItemSchema, { error: 'Items must be a list' })
      .min(1, 'A meal needs at least one item')
      .max(MEAL_ITEMS_MAX, `A meal holds at most ${MEAL_ITEMS_MAX} items`),
    /** Accepted for older clients and ignored: the server sums the items (shared/nutrition/meal-nutrition.ts). */
    calories: amount('calories', 100_000).optional(),
    protein: amount('protein', 10_000).optional(),
    carbs: amount('carbs', 10_000).optional(),
    fat: amount('fat', 10_000).optional(),
    /** When it was eaten; the time of the request when left out. */
    logTime: timestamp('logTime').optional(),
  },
  { error: bodyObjectError() },
);
export type MealBody = z.infer<typeof mealBodySchema>;

const supplementShape = {
  name: name('name', SUPPLEMENT_LIMITS.name),
  dose: doseText().default(''),
  unit: shortText('unit', SUPPLEMENT_LIMITS.unit).default(''),
  taken: z.boolean({ error: 'Taken must be true or false' }).default(true),
  takenAt: timestamp('takenAt'),
};
export const supplementBodySchema = z.strictObject(supplementShape, { error: bodyObjectError() });
export type SupplementBody = z.infer<typeof supplementBodySchema>;

export const supplementPatchSchema = z
  .strictObject(
    {
      name: supplementShape.name.optional(),
      dose: doseText().optional(),
      unit: shortText('unit', SUPPLEMENT_LIMITS.unit).optional(),
      taken: z.boolean({ error: 'Taken must be true or false' }).optional(),
      takenAt: timestamp('takenAt').optional(),
    },
    { error: bodyObjectError() },
  )
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type SupplementPatch = z.infer<typeof supplementPatchSchema>;

/** The most entries one batch write may hold: more than any screen sends. */
export const BATCH_MAX = 50;

/** Several symptoms logged at once (the symptom screen and dialog): all are saved, or none. */
export const symptomBatchBodySchema = z.strictObject(
  {
    symptoms: z
      .array(symptomBodySchema, { error: 'Symptoms must be a list' })
      .min(1, 'Send at least one symptom')
      .max(BATCH_MAX, `At most ${BATCH_MAX} symptoms at once`),
  },
  { error: bodyObjectError() },
);
export type SymptomBatchBody = z.infer<typeof symptomBatchBodySchema>;

/** Symptoms taken off the list at once: all of them, or none when one is unknown. */
export const symptomRemovalBodySchema = z.strictObject(
  {
    names: z
      .array(name('symptomName', SYMPTOM_NAME_MAX), { error: 'Names must be a list' })
      .min(1, 'Send at least one symptom name')
      .max(BATCH_MAX, `At most ${BATCH_MAX} symptoms at once`),
  },
  { error: bodyObjectError() },
);
export type SymptomRemovalBody = z.infer<typeof symptomRemovalBodySchema>;

/** One edit of a day's supplements: deletions, new entries and changes, applied whole or not at all. */
export const supplementChangesBodySchema = z
  .strictObject(
    {
      remove: z
        .array(entryId, { error: 'Entries to remove must be a list of entry ids' })
        .max(BATCH_MAX, `At most ${BATCH_MAX} at once`)
        .default([]),
      create: z
        .array(supplementBodySchema, { error: 'Entries to add must be a list' })
        .max(BATCH_MAX, `At most ${BATCH_MAX} at once`)
        .default([]),
      update: z
        .array(z.strictObject({ id: entryId, patch: supplementPatchSchema }, { error: bodyObjectError('Unknown update field') }), {
          error: 'Updates must be a list',
        })
        .max(BATCH_MAX, `At most ${BATCH_MAX} at once`)
        .default([]),
    },
    { error: bodyObjectError() },
  )
  .refine((body) => body.remove.length + body.create.length + body.update.length > 0, 'Send at least one change');
export type SupplementChangesBody = z.input<typeof supplementChangesBodySchema>;

// Answers
export const energyEntrySchema = z.object({ id: z.string(), score: z.number(), createdAt: z.string() });
export const moodEntrySchema = energyEntrySchema.extend({ tags: z.array(z.string()) });
export type MoodEntry = z.infer<typeof moodEntrySchema>;
export type EnergyEntry = z.infer<typeof energyEntrySchema>;

export const symptomEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  intensity: z.number(),
  notes: z.string().nullable(),
  lastLogged: z.string(),
  date: z.string(),
});
export type SymptomEntry = z.infer<typeof symptomEntrySchema>;

export const mealSchema = z.object({
  id: z.string(),
  meal: z.string(),
  items: z.array(mealItemSchema),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** The meal's other nutrients (fiber, sugars, sodium, caffeine, alcohol…), summed over the items that give them. */
  nutrients: z.partialRecord(z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]]), z.number()),
  logTime: z.string(),
  lastLogged: z.string(),
  createdAt: z.string(),
});
export type Meal = z.infer<typeof mealSchema>;

export const supplementEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  dose: z.string(),
  unit: z.string(),
  taken: z.boolean(),
  takenAt: z.string(),
  createdAt: z.string(),
});
export type SupplementEntry = z.infer<typeof supplementEntrySchema>;

/** A night's sleep as the API shows it (the requests are in sleep.ts); parts not logged are null. */
export const sleepEntrySchema = z.object({
  id: z.string(),
  /** The day the person woke. */
  date: z.string(),
  hours: z.number().nullable(),
  bedtime: z.string().nullable(),
  wakeTime: z.string().nullable(),
  quality: z.number().nullable(),
  wakings: z.number().nullable(),
  lastLogged: z.string(),
});
export type SleepEntry = z.infer<typeof sleepEntrySchema>;

export const supplementChangesResultSchema = z.object({
  removed: z.array(z.string()),
  created: z.array(supplementEntrySchema),
  updated: z.array(supplementEntrySchema),
});
export type SupplementChangesResult = z.infer<typeof supplementChangesResultSchema>;

export const dayRecordSchema = z.object({
  date: z.string(),
  mood: z.object({
    average: z.number().nullable(),
    tags: z.array(z.string()),
    entries: z.array(moodEntrySchema),
    lastLogged: z.string().nullable(),
  }),
  energy: z.object({
    average: z.number().nullable(),
    entries: z.array(energyEntrySchema),
    lastLogged: z.string().nullable(),
  }),
  symptoms: z.array(symptomEntrySchema),
  nutrition: z.array(mealSchema),
  supplements: z.array(supplementEntrySchema),
  /** The night before this day, when logged. */
  sleep: sleepEntrySchema.nullable(),
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

/** One day of symptom history: each symptom once, at its highest intensity that day. */
export const symptomHistoryDaySchema = z.object({
  date: z.string(),
  symptoms: z.array(z.object({ name: z.string(), intensity: z.number(), lastLogged: z.string() })),
});
export type SymptomHistoryDay = z.infer<typeof symptomHistoryDaySchema>;
export const symptomHistorySchema = z.array(symptomHistoryDaySchema);

/** Mood and energy day averages over a period, for the dashboard's trend chart. */
export const trendDaySchema = z.object({ date: z.string(), mood: z.number().nullable(), energy: z.number().nullable() });
export type TrendDay = z.infer<typeof trendDaySchema>;
export const trendsQuerySchema = symptomHistoryQuerySchema;
