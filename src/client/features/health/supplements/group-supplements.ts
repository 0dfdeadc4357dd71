import { SUPPLEMENT_GROUP_MINUTES, type SupplementEntry } from '../../../../shared/health.js';

export interface SupplementGroup {
  /** The id of the group's first entry: stable while the group keeps its first entry. */
  key: string;
  /** When the group's first entry was taken. */
  takenAt: string;
  /** The entries, earliest first. */
  entries: SupplementEntry[];
}

/**
 * Time groups of the day's supplements (tracking-spec section 3): entries taken within 10
 * minutes of each other form one group. A group starts at its earliest entry and takes every
 * later entry up to 10 minutes after that start, so all of a group lie within 10 minutes of
 * each other. Groups come newest first.
 */
export function groupSupplements(entries: SupplementEntry[], windowMinutes = SUPPLEMENT_GROUP_MINUTES): SupplementGroup[] {
  const windowMs = windowMinutes * 60_000;
  const sorted = [...entries].sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt) || a.createdAt.localeCompare(b.createdAt));
  const groups: SupplementGroup[] = [];
  let current: SupplementGroup | undefined;
  for (const entry of sorted) {
    if (current && Date.parse(entry.takenAt) - Date.parse(current.takenAt) <= windowMs) current.entries.push(entry);
    else groups.push((current = { key: entry.id, takenAt: entry.takenAt, entries: [entry] }));
  }
  return groups.reverse();
}
