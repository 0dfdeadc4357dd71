import { and, asc, count, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  conversations,
  energyEntries,
  entryProposals,
  feedback,
  intakeForms,
  meals,
  messages,
  moodEntries,
  rememberedFacts,
  removedSymptoms,
  sleepEntries,
  supplementEntries,
  symptomEntries,
  users,
} from '../../db/schema.js';
import { getSettings } from '../settings/service.js';
import { listDevices } from '../notifications/devices.js';
import { getPreferences } from '../notifications/preferences.js';
import { HEALTH_TABLES, type EntryKind } from '../health/health-tables.js';
import {
  CONVERSATION_COLUMNS,
  ENTRY_PROPOSAL_COLUMNS,
  FEEDBACK_COLUMNS,
  INTAKE_COLUMNS,
  MESSAGE_COLUMNS,
  PROFILE_COLUMNS,
  REMEMBERED_FACT_COLUMNS,
  REMOVED_SYMPTOM_COLUMNS,
} from './export-columns.js';
import { hoursOf } from '../../../shared/sleep.js';

/** Rows read per query, so an export of years of data never holds it all in memory. */
export const EXPORT_BATCH = 500;

/** A list section of the JSON export: its key, how many records, and the records batch by batch. */
interface ListSection {
  key: string;
  count: number;
  batches: () => AsyncGenerator<object[]>;
}

type OwnedTable = PgTable & { userId: PgColumn };

/** Keyset pages of one user's rows of a table, ordered by (`order`, id): exactly the selected columns. */
async function* pages<K extends string>(
  db: Db,
  table: OwnedTable,
  columns: Record<K | 'id', PgColumn>,
  order: K,
  userId: string,
): AsyncGenerator<object[]> {
  let after: { key: unknown; id: unknown } | null = null;
  for (;;) {
    const from: SQL | undefined = after
      ? or(gt(columns[order], after.key), and(eq(columns[order], after.key), gt(columns.id, after.id)))
      : undefined;
    const rows: Record<string, unknown>[] = await db
      .select(columns)
      .from(table)
      .where(and(eq(table.userId, userId), from))
      .orderBy(asc(columns[order]), asc(columns.id))
      .limit(EXPORT_BATCH);
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    after = { key: last[order], id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}

const countOf = async (db: Db, table: OwnedTable, userId: string) =>
  (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0;

export interface Export {
  /** Exactly how many lines the stream will have (for the client's progress). */
  lines: number;
  chunks: AsyncGenerator<string>;
}

/**
 * Everything stored for a person as one JSON document, streamed: one record per line, read in
 * batches. Sections: profile, settings, intake form, notification preferences and devices, each health table, removed symptoms,
 * feedback, conversations, messages and the entries Willow proposed in them, and the facts Willow
 * remembers (conversation summaries are in their conversations).
 */
export async function exportJson(db: Db, userId: string, now = new Date()): Promise<Export> {
  const [profile] = await db.select(PROFILE_COLUMNS).from(users).where(eq(users.id, userId));
  const [intake] = await db.select(INTAKE_COLUMNS).from(intakeForms).where(eq(intakeForms.userId, userId));
  const single: [string, unknown][] = [
    ['format', 'willow-export-1'],
    ['exportedAt', now.toISOString()],
    ['profile', profile ?? {}],
    ['settings', await getSettings(db, userId)],
    ['intakeForm', intake ?? null],
    ['notificationPreferences', await getPreferences(db, userId)],
    // Devices by name and date; their push endpoints and keys are the browser's, not the person's data.
    ['notificationDevices', (await listDevices(db, userId)).map(({ label, createdAt, lastSentAt }) => ({ label, createdAt, lastSentAt }))],
  ];
  const lists: ListSection[] = [];
  const list = async <K extends string>(key: string, table: OwnedTable, columns: Record<K | 'id', PgColumn>, order: K) =>
    lists.push({ key, count: await countOf(db, table, userId), batches: () => pages(db, table, columns, order, userId) });
  for (const { exportKey, table, exportColumns } of HEALTH_TABLES) await list(exportKey, table, exportColumns, 'day');
  lists.push({ key: 'removedSymptoms', count: await countOf(db, removedSymptoms, userId), batches: () => removedRows(db, userId) });
  await list('feedback', feedback, FEEDBACK_COLUMNS, 'createdAt');
  await list('conversations', conversations, CONVERSATION_COLUMNS, 'createdAt');
  await list('messages', messages, MESSAGE_COLUMNS, 'createdAt');
  await list('entryProposals', entryProposals, ENTRY_PROPOSAL_COLUMNS, 'createdAt');
  await list('rememberedFacts', rememberedFacts, REMEMBERED_FACT_COLUMNS, 'createdAt');
  const lines = 2 + single.length + lists.reduce((sum, list) => sum + 2 + list.count, 0);

  async function* chunks(): AsyncGenerator<string> {
    yield '{\n';
    for (const [key, value] of single) yield `${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
    for (const [index, list] of lists.entries()) {
      yield `${JSON.stringify(list.key)}: [\n`;
      let written = 0;
      for await (const batch of list.batches()) {
        // Each record on its own line: a comma ends the line before the next record.
        yield batch.map((row) => `${written++ ? ',\n' : ''}${JSON.stringify(row)}`).join('');
      }
      yield `${written ? '\n' : ''}]${index < lists.length - 1 ? ',' : ''}\n`;
    }
    yield '}\n';
  }
  return { lines, chunks: chunks() };
}

async function* removedRows(db: Db, userId: string): AsyncGenerator<object[]> {
  const rows = await db.select(REMOVED_SYMPTOM_COLUMNS).from(removedSymptoms).where(eq(removedSymptoms.userId, userId)).orderBy(asc(removedSymptoms.removedAt));
  if (rows.length) yield rows;
}

// ---- Daily logs as CSV ----

export const CSV_COLUMNS = [
  'date',
  'time',
  'type',
  'name',
  'score',
  'intensity',
  'tags',
  'notes',
  'meal',
  'calories',
  'protein',
  'carbs',
  'fat',
  'items',
  'dose',
  'unit',
  'taken',
  'hours',
  'bedtime',
  'wake_time',
  'quality',
  'wakings',
  'logged_at',
] as const;
type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null>>;

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Days per query when reading the daily logs. */
const CSV_DAYS_PER_BATCH = 31;

/**
 * The daily logs (mood, energy, symptoms, meals, supplements, sleep) as CSV, one row per entry, in
 * date and time order, read a month at a time. Times are in the person's time zone.
 */
export async function exportDailyCsv(db: Db, userId: string): Promise<Export> {
  const { timeZone } = await getSettings(db, userId);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayLists = await Promise.all(
    HEALTH_TABLES.map(({ table }) => db.selectDistinct({ day: table.day }).from(table).where(eq(table.userId, userId))),
  );
  const days = [...new Set(dayLists.flat().map((r) => r.day))].sort();
  let entries = 0;
  for (const { table } of HEALTH_TABLES) entries += await countOf(db, table, userId);

  async function* chunks(): AsyncGenerator<string> {
    yield `${CSV_COLUMNS.join(',')}\n`;
    for (let i = 0; i < days.length; i += CSV_DAYS_PER_BATCH) {
      const some = days.slice(i, i + CSV_DAYS_PER_BATCH);
      const rows = (await Promise.all(HEALTH_TABLES.map(({ kind }) => CSV_ROWS_OF[kind](db, userId, some)))).flat();
      rows.sort((a, b) => String(a.row.date).localeCompare(String(b.row.date)) || a.at.getTime() - b.at.getTime());
      yield rows
        .map(({ row, at }) => {
          const full: CsvRow = { ...row, time: time.format(at), logged_at: at.toISOString() };
          return `${CSV_COLUMNS.map((c) => csvField(full[c])).join(',')}\n`;
        })
        .join('');
    }
  }
  return { lines: 1 + entries, chunks: chunks() };
}

type CsvEntry = { row: CsvRow; at: Date };
type DayRows = (db: Db, userId: string, days: string[]) => Promise<CsvEntry[]>;

/** Each health table's entries on some days as CSV rows, reading only the columns the CSV shows. */
const CSV_ROWS_OF = {
  mood: async (db, userId, days) => {
    const rows = await db.select({ day: moodEntries.day, score: moodEntries.score, tags: moodEntries.tags, at: moodEntries.loggedAt }).from(moodEntries).where(and(eq(moodEntries.userId, userId), inArray(moodEntries.day, days)));
    return rows.map(({ day, score, tags, at }) => ({ at, row: { date: day, type: 'mood', score, tags: tags.join('; ') } }));
  },
  energy: async (db, userId, days) => {
    const rows = await db.select({ day: energyEntries.day, score: energyEntries.score, at: energyEntries.loggedAt }).from(energyEntries).where(and(eq(energyEntries.userId, userId), inArray(energyEntries.day, days)));
    return rows.map(({ day, score, at }) => ({ at, row: { date: day, type: 'energy', score } }));
  },
  symptom: async (db, userId, days) => {
    const rows = await db
      .select({ day: symptomEntries.day, name: symptomEntries.name, intensity: symptomEntries.intensity, notes: symptomEntries.notes, at: symptomEntries.loggedAt })
      .from(symptomEntries)
      .where(and(eq(symptomEntries.userId, userId), inArray(symptomEntries.day, days)));
    return rows.map(({ day, name, intensity, notes, at }) => ({ at, row: { date: day, type: 'symptom', name, intensity, notes: notes ?? '' } }));
  },
  meal: async (db, userId, days) => {
    const rows = await db
      .select({ day: meals.day, meal: meals.meal, calories: meals.calories, protein: meals.protein, carbs: meals.carbs, fat: meals.fat, items: meals.items, at: meals.logTime })
      .from(meals)
      .where(and(eq(meals.userId, userId), inArray(meals.day, days)));
    return rows.map(({ day, items, at, ...nutrition }) => ({ at, row: { date: day, type: 'meal', ...nutrition, items: items.map(itemText).join('; ') } }));
  },
  supplement: async (db, userId, days) => {
    const rows = await db
      .select({ day: supplementEntries.day, name: supplementEntries.name, dose: supplementEntries.dose, unit: supplementEntries.unit, taken: supplementEntries.taken, at: supplementEntries.takenAt })
      .from(supplementEntries)
      .where(and(eq(supplementEntries.userId, userId), inArray(supplementEntries.day, days)));
    return rows.map(({ day, at, ...supplement }) => ({ at, row: { date: day, type: 'supplement', ...supplement } }));
  },
  sleep: async (db, userId, days) => {
    const rows = await db
      .select({ day: sleepEntries.day, minutes: sleepEntries.minutesSlept, bedtime: sleepEntries.bedtime, wakeTime: sleepEntries.wakeTime, quality: sleepEntries.quality, wakings: sleepEntries.wakings, at: sleepEntries.loggedAt })
      .from(sleepEntries)
      .where(and(eq(sleepEntries.userId, userId), inArray(sleepEntries.day, days)));
    return rows.map(({ day, minutes, wakeTime, at, ...night }) => ({
      at,
      row: { date: day, type: 'sleep', ...night, wake_time: wakeTime, hours: minutes === null ? null : hoursOf(minutes) },
    }));
  },
} satisfies Record<EntryKind, DayRows>;

/** A meal item as 'name qty', from whatever parts it has (items are stored as the client sent them). */
function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const parts = ['name' in item ? item.name : undefined, 'qty' in item ? item.qty : undefined];
  return parts.filter((part) => typeof part === 'string' && part).join(' ');
}
