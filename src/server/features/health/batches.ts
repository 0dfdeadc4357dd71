import type { Transaction } from '../../db/client.js';
import type { SupplementChangesResult, SymptomBody, SymptomEntry } from '../../../shared/health.js';
import { createSupplement, createSymptom, deleteEntry, updateSupplement } from './entries.js';
import { removeSymptom } from './symptom-list.js';

// One user action that touches several entries, applied inside the caller's transaction: any
// failure (an unknown or foreign id answers 404) undoes the whole action.

export async function logSymptoms(tx: Transaction, userId: string, date: string, symptoms: SymptomBody[]): Promise<SymptomEntry[]> {
  const saved: SymptomEntry[] = [];
  for (const body of symptoms) saved.push(await createSymptom(tx, userId, date, body));
  return saved;
}

export async function removeSymptoms(tx: Transaction, userId: string, names: string[]): Promise<void> {
  for (const name of names) await removeSymptom(tx, userId, name);
}

export async function applySupplementChanges(
  tx: Transaction,
  userId: string,
  date: string,
  changes: {
    remove: string[];
    create: Parameters<typeof createSupplement>[3][];
    update: { id: string; patch: Parameters<typeof updateSupplement>[2] }[];
  },
): Promise<SupplementChangesResult> {
  for (const id of changes.remove) await deleteEntry(tx, 'supplement', { userId, date, id });
  const created = [];
  for (const body of changes.create) created.push(await createSupplement(tx, userId, date, body));
  const updated = [];
  for (const { id, patch } of changes.update) updated.push(await updateSupplement(tx, { userId, date, id }, patch));
  return { removed: changes.remove, created, updated };
}
