import { eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { intakeForms } from '../../db/schema.js';
import type { IntakeBody, IntakeForm } from '../../../shared/intake.js';

type IntakeRow = typeof intakeForms.$inferSelect;

/** The form as the client sees it; an empty new field falls back to its legacy field. */
export function toIntakeForm(row: IntakeRow): NonNullable<IntakeForm> {
  return {
    id: row.id,
    storyAndVision: row.storyAndVision || row.specificGoals || '',
    currentLandscape: row.currentLandscape || (row.frequentSymptoms ?? []).join(', '),
    journeyDetails: row.journeyDetails || row.treatmentsDetails || '',
    finalDetails: row.finalDetails || row.additionalInfo || '',
  };
}

export async function getIntakeForm(db: Db, userId: string): Promise<IntakeForm> {
  const [row] = await db.select().from(intakeForms).where(eq(intakeForms.userId, userId));
  return row ? toIntakeForm(row) : null;
}

export async function saveIntakeForm(db: Db, userId: string, body: IntakeBody): Promise<NonNullable<IntakeForm>> {
  const row = returnedRow(
    await db
      .insert(intakeForms)
      .values({ userId, ...body })
      .onConflictDoUpdate({ target: intakeForms.userId, set: { ...body, updatedAt: sql`now()` } })
      .returning(),
  );
  return toIntakeForm(row);
}
