import { and, asc, count, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { conversations, entryProposals, feedback, intakeForms, messages, rememberedFacts, removedSymptoms, users } from '../../db/schema.js';
import { getSettings } from '../settings/service.js';
import { listDevices } from '../notifications/devices.js';
import { getPreferences } from '../notifications/preferences.js';
import { HEALTH_TABLES } from '../health/health-tables.js';

/** Rows read per query, so an export of years of data never holds it all in memory. */
export const EXPORT_BATCH = 500;

type Row = Record<string, unknown>;
/** A list section of the JSON export: its key, how many records, and the records batch by batch. */
interface ListSection {
  key: string;
  count: number;
  batches: () => AsyncGenerator<Row[]>;
}

const withoutUser = ({ userId: _userId, ...rest }: Row) => rest;

/** Keyset pages of one user's rows of a table, ordered by (day or created_at, id). */
async function* pages(db: Db, table: PgTable & { id: PgColumn; userId: PgColumn }, order: PgColumn, userId: string): AsyncGenerator<Row[]> {
  let after: { key: unknown; id: unknown } | null = null;
  for (;;) {
    const from: SQL | undefined = after
      ? or(gt(order, after.key), and(eq(order, after.key), gt(table.id, after.id)))
      : undefined;
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), from))
      .orderBy(asc(order), asc(table.id))
      .limit(EXPORT_BATCH)) as Row[];
    if (!rows.length) return;
    yield rows.map(withoutUser);
    const last = rows.at(-1)!;
    after = { key: last[orderKey(order)], id: last.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}
const orderKey = (column: PgColumn) => (column.name === 'day' ? 'day' : column.name === 'created_at' ? 'createdAt' : column.name);

const countOf = async (db: Db, table: PgTable & { userId: PgColumn }, userId: string) =>
  (await db.select({ n: count() }).from(table as PgTable).where(eq(table.userId, userId)))[0]?.n ?? 0;

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
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const { issuer, subject: _subject, ...profile } = user ?? ({} as Row);
  const [intake] = await db.select().from(intakeForms).where(eq(intakeForms.userId, userId));
  const single: [string, unknown][] = [
    ['format', 'willow-export-1'],
    ['exportedAt', now.toISOString()],
    ['profile', { ...profile, signInIssuer: issuer }],
    ['settings', await getSettings(db, userId)],
    ['intakeForm', intake ? withoutUser(intake) : null],
    ['notificationPreferences', await getPreferences(db, userId)],
    // Devices by name and date; their push endpoints and keys are the browser's, not the person's data.
    ['notificationDevices', (await listDevices(db, userId)).map(({ label, createdAt, lastSentAt }) => ({ label, createdAt, lastSentAt }))],
  ];
  const lists: ListSection[] = [];
  for (const { exportKey, table } of HEALTH_TABLES) {
    lists.push({ key: exportKey, count: await countOf(db, table, userId), batches: () => pages(db, table, table.day, userId) });
  }
  lists.push({ key: 'removedSymptoms', count: await countOf(db, removedSymptoms, userId), batches: () => removedRows(db, userId) });
  lists.push({ key: 'feedback', count: await countOf(db, feedback, userId), batches: () => pages(db, feedback, feedback.createdAt, userId) });
  lists.push({ key: 'conversations', count: await countOf(db, conversations, userId), batches: () => pages(db, conversations, conversations.createdAt, userId) });
  lists.push({ key: 'messages', count: await countOf(db, messages, userId), batches: () => pages(db, messages, messages.createdAt, userId) });
  lists.push({ key: 'entryProposals', count: await countOf(db, entryProposals, userId), batches: () => pages(db, entryProposals, entryProposals.createdAt, userId) });
  lists.push({
    key: 'rememberedFacts',
    count: await countOf(db, rememberedFacts, userId),
    batches: () => pages(db, rememberedFacts, rememberedFacts.createdAt, userId),
  });
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

async function* removedRows(db: Db, userId: string): AsyncGenerator<Row[]> {
  const rows = await db.select().from(removedSymptoms).where(eq(removedSymptoms.userId, userId)).orderBy(asc(removedSymptoms.removedAt));
  if (rows.length) yield rows.map(withoutUser);
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
  'logged_at',
] as const;
type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null>>;

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Days per query when reading the daily logs. */
const CSV_DAYS_PER_BATCH = 31;

/**
 * The daily logs (mood, energy, symptoms, meals, supplements) as CSV, one row per entry, in
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
      const rows = (await Promise.all(HEALTH_TABLES.map(({ kind }) => csvRowsOf(db, kind, userId, some)))).flat();
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

async function csvRowsOf(db: Db, kind: (typeof HEALTH_TABLES)[number]['kind'], userId: string, days: string[]): Promise<{ row: CsvRow; at: Date }[]> {
  const entry = HEALTH_TABLES.find((t) => t.kind === kind)!.table;
  const rows = (await db
    .select()
    .from(entry as PgTable)
    .where(and(eq(entry.userId, userId), inArray(entry.day, days)))) as Row[];
  return rows.map((r) => {
    const base = { date: r.day as string, type: kind };
    switch (kind) {
      case 'mood':
        return { at: r.loggedAt as Date, row: { ...base, score: r.score as number, tags: (r.tags as string[]).join('; ') } };
      case 'energy':
        return { at: r.loggedAt as Date, row: { ...base, score: r.score as number } };
      case 'symptom':
        return { at: r.loggedAt as Date, row: { ...base, name: r.name as string, intensity: r.intensity as number, notes: (r.notes as string | null) ?? '' } };
      case 'meal':
        return {
          at: r.logTime as Date,
          row: {
            ...base,
            meal: r.meal as string,
            calories: r.calories as number,
            protein: r.protein as number,
            carbs: r.carbs as number,
            fat: r.fat as number,
            items: (r.items as { name?: unknown; qty?: unknown }[])
              .map((item) => [item?.name, item?.qty].filter((part) => typeof part === 'string' && part).join(' '))
              .join('; '),
          },
        };
      case 'supplement':
        return { at: r.takenAt as Date, row: { ...base, name: r.name as string, dose: r.dose as string, unit: r.unit as string, taken: r.taken as boolean } };
    }
  });
}
