import { returnedRow, type Db } from '../../db/client.js';
import { feedback } from '../../db/schema.js';
import type { FeedbackBody } from '../../../shared/feedback.js';

export async function saveFeedback(db: Db, userId: string, body: FeedbackBody): Promise<{ id: string }> {
  const row = returnedRow(
    await db
      .insert(feedback)
      .values({
        userId,
        type: body.type,
        message: body.message,
        clientTimestamp: body.timestamp ? new Date(body.timestamp) : null,
      })
      .returning({ id: feedback.id }),
  );
  return row;
}
