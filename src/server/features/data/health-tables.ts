import { energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** The daily health tables, each keyed by `day` (the person's calendar day) and `user_id`. */
export const HEALTH_TABLES = [
  { kind: 'mood', table: moodEntries },
  { kind: 'energy', table: energyEntries },
  { kind: 'symptom', table: symptomEntries },
  { kind: 'meal', table: meals },
  { kind: 'supplement', table: supplementEntries },
] as const;
