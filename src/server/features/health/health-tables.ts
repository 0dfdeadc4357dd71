import { energyEntries, meals, moodEntries, sleepEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** The daily health tables by entry kind, each keyed by `day` (the person's calendar day) and `user_id`. */
export const HEALTH_TABLE_OF = {
  mood: moodEntries,
  energy: energyEntries,
  symptom: symptomEntries,
  meal: meals,
  supplement: supplementEntries,
  sleep: sleepEntries,
} as const;
export type EntryKind = keyof typeof HEALTH_TABLE_OF;

/** Each table's key in the data export. */
const EXPORT_KEYS = {
  mood: 'moodEntries',
  energy: 'energyEntries',
  symptom: 'symptomEntries',
  meal: 'meals',
  supplement: 'supplementEntries',
  sleep: 'sleepEntries',
} as const satisfies Record<EntryKind, string>;

/** The columns of each table the data export lists (an allowlist: a new column stays out until added here). */
export const HEALTH_EXPORT_COLUMNS = {
  mood: {
    id: moodEntries.id,
    day: moodEntries.day,
    score: moodEntries.score,
    tags: moodEntries.tags,
    loggedAt: moodEntries.loggedAt,
    createdAt: moodEntries.createdAt,
  },
  energy: {
    id: energyEntries.id,
    day: energyEntries.day,
    score: energyEntries.score,
    loggedAt: energyEntries.loggedAt,
    createdAt: energyEntries.createdAt,
  },
  symptom: {
    id: symptomEntries.id,
    day: symptomEntries.day,
    name: symptomEntries.name,
    intensity: symptomEntries.intensity,
    notes: symptomEntries.notes,
    loggedAt: symptomEntries.loggedAt,
    createdAt: symptomEntries.createdAt,
  },
  meal: {
    id: meals.id,
    day: meals.day,
    meal: meals.meal,
    items: meals.items,
    calories: meals.calories,
    protein: meals.protein,
    carbs: meals.carbs,
    fat: meals.fat,
    logTime: meals.logTime,
    createdAt: meals.createdAt,
    updatedAt: meals.updatedAt,
  },
  supplement: {
    id: supplementEntries.id,
    day: supplementEntries.day,
    name: supplementEntries.name,
    dose: supplementEntries.dose,
    unit: supplementEntries.unit,
    taken: supplementEntries.taken,
    takenAt: supplementEntries.takenAt,
    createdAt: supplementEntries.createdAt,
  },
  sleep: {
    id: sleepEntries.id,
    day: sleepEntries.day,
    minutesSlept: sleepEntries.minutesSlept,
    bedtime: sleepEntries.bedtime,
    wakeTime: sleepEntries.wakeTime,
    quality: sleepEntries.quality,
    wakings: sleepEntries.wakings,
    loggedAt: sleepEntries.loggedAt,
    createdAt: sleepEntries.createdAt,
  },
} as const satisfies Record<EntryKind, object>;

/** The same tables as a list, for jobs that go over all of them (retention, export, deletion). */
export const HEALTH_TABLES = (Object.keys(HEALTH_TABLE_OF) as EntryKind[]).map((kind) => ({
  kind,
  exportKey: EXPORT_KEYS[kind],
  table: HEALTH_TABLE_OF[kind],
  exportColumns: HEALTH_EXPORT_COLUMNS[kind],
}));
