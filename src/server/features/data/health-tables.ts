import { energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** The daily health tables, each keyed by `day` (the person's calendar day) and `user_id`, with their key in the export. */
export const HEALTH_TABLES = [
  { kind: 'mood', exportKey: 'moodEntries', table: moodEntries },
  { kind: 'energy', exportKey: 'energyEntries', table: energyEntries },
  { kind: 'symptom', exportKey: 'symptomEntries', table: symptomEntries },
  { kind: 'meal', exportKey: 'meals', table: meals },
  { kind: 'supplement', exportKey: 'supplementEntries', table: supplementEntries },
] as const;
