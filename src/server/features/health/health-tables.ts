import { energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** The daily health tables by entry kind, each keyed by `day` (the person's calendar day) and `user_id`. */
export const HEALTH_TABLE_OF = {
  mood: moodEntries,
  energy: energyEntries,
  symptom: symptomEntries,
  meal: meals,
  supplement: supplementEntries,
} as const;
export type EntryKind = keyof typeof HEALTH_TABLE_OF;

/** Each table's key in the data export. */
const EXPORT_KEYS = {
  mood: 'moodEntries',
  energy: 'energyEntries',
  symptom: 'symptomEntries',
  meal: 'meals',
  supplement: 'supplementEntries',
} as const satisfies Record<EntryKind, string>;

/** The same tables as a list, for jobs that go over all of them (retention, export, deletion). */
export const HEALTH_TABLES = (Object.keys(HEALTH_TABLE_OF) as EntryKind[]).map((kind) => ({
  kind,
  exportKey: EXPORT_KEYS[kind],
  table: HEALTH_TABLE_OF[kind],
}));
