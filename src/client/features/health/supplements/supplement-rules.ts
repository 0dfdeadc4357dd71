import {
  SUPPLEMENT_SUGGESTIONS,
  SUPPLEMENT_SUGGESTIONS_SHOWN,
  type SupplementBody,
  type SupplementEntry,
  type SupplementPatch,
} from '../../../../shared/health.js';
import type { SupplementChanges } from '../api/save-supplements';

export interface SupplementFields {
  name: string;
  dose: string;
  unit: string;
}

/** Supplement names are compared trimmed and without regard to case. */
export const sameSupplement = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const hasSupplement = (names: string[], name: string) => names.some((other) => sameSupplement(other, name));

/**
 * The default suggestions to offer: those whose names are not already present (case-insensitive),
 * matching the search text when there is some, at most 5.
 */
export function suggestionsFor(present: string[], search = ''): SupplementFields[] {
  const needle = search.trim().toLowerCase();
  return SUPPLEMENT_SUGGESTIONS.filter((s) => !hasSupplement(present, s.name) && s.name.toLowerCase().includes(needle))
    .slice(0, SUPPLEMENT_SUGGESTIONS_SHOWN)
    .map(({ name, dose, unit }) => ({ name, dose, unit }));
}

const trimmed = ({ name, dose, unit }: SupplementFields): SupplementFields => ({ name: name.trim(), dose: dose.trim(), unit: unit.trim() });

type LogItem = SupplementFields & { selected: boolean };

/** 'Log Supplements' logs the selected items with a non-empty name. */
export const isToLog = (item: LogItem) => item.selected && !!item.name.trim();

/** What 'Log Supplements' sends: the items to log, all taken (or all skipped) at one time. */
export function supplementsToLog(items: LogItem[], takenAt: string, taken = true): SupplementBody[] {
  return items.filter(isToLog).map((item) => ({ ...trimmed(item), taken, takenAt }));
}

/** A row of 'Edit Supplements': an existing entry (with id) or a new one. */
export interface EditRow extends SupplementFields {
  key: string;
  id?: string;
  taken: boolean;
}

/** A row not saved yet, with a name: it is created on Save. */
const isNewEntry = (row: EditRow) => !row.id && !!row.name.trim();

interface GroupEdit {
  entries: SupplementEntry[];
  rows: EditRow[];
  /** Keys of rows marked for deletion. */
  deleted: string[];
  /** The group's time: kept entries move to it when it changed. */
  takenAt: string;
  timeChanged: boolean;
}

/**
 * The calls an edit of one time group needs: marked entries removed, new rows with a name
 * created at the group's time, and entries whose fields (or the group time) changed updated
 * with all their fields.
 */
export function groupChanges({ entries, rows, deleted, takenAt, timeChanged }: GroupEdit): Omit<SupplementChanges, 'date'> {
  const remove = rows.flatMap((row) => (row.id && deleted.includes(row.key) ? [row.id] : []));
  const kept = rows.filter((row) => !deleted.includes(row.key));
  const create: SupplementBody[] = kept.filter(isNewEntry).map((row) => ({ ...trimmed(row), taken: row.taken, takenAt }));
  const update: { id: string; patch: SupplementPatch }[] = [];
  for (const row of kept) {
    const entry = row.id ? entries.find((e) => e.id === row.id) : undefined;
    if (!entry) continue;
    const patch = { ...trimmed(row), taken: row.taken, takenAt: timeChanged ? takenAt : entry.takenAt };
    const same =
      patch.name === entry.name && patch.dose === entry.dose && patch.unit === entry.unit && patch.taken === entry.taken && !timeChanged;
    if (!same) update.push({ id: entry.id, patch });
  }
  return { remove, create, update };
}

export const hasChanges = ({ remove = [], create = [], update = [] }: Omit<SupplementChanges, 'date'>) =>
  remove.length + create.length + update.length > 0;

/** Where an entry of a save came from: `create.0` or `update.1.patch` of the request, and the index of its form row. */
export interface SentEntry {
  at: string;
  row: number;
}

/** The entries of an edit's save and their rows, in the order `groupChanges` sends them. */
export function sentEntriesOf(rows: EditRow[], deleted: string[], changes: Omit<SupplementChanges, 'date'>): SentEntry[] {
  const created = rows.flatMap((row, index) => (!deleted.includes(row.key) && isNewEntry(row) ? [index] : []));
  return [
    ...created.map((row, sent) => ({ at: `create.${sent}`, row })),
    ...(changes.update ?? []).map(({ id }, sent) => ({ at: `update.${sent}.patch`, row: rows.findIndex((row) => row.id === id) })),
  ];
}

/**
 * The server's names for the fields of the sent entries (`create.0.dose`, `update.1.patch.name`)
 * and the form fields they were typed in: `{rowsField}.{row}.dose`, any entry's takenAt the time field.
 */
export function issueFieldsOf(sent: SentEntry[], rowsField: string): Record<string, string> {
  return Object.fromEntries(
    sent.flatMap(({ at, row }): [string, string][] => [
      ...(['name', 'dose', 'unit'] as const).map((field): [string, string] => [`${at}.${field}`, `${rowsField}.${row}.${field}`]),
      [`${at}.takenAt`, 'time'],
    ]),
  );
}
