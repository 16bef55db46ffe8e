/** The SQL of booking links: a token (stored hashed) that lets an applicant book an interview's time. */
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../secrets/opaque-token.ts';

export async function insertLink(
  db: Db,
  values: { token: string; interview_id: number; expires_at: Date; created_by: number | null },
): Promise<void> {
  await db
    .insertInto('interview_booking_links')
    .values({
      token_hash: hashToken(values.token),
      interview_id: values.interview_id,
      expires_at: values.expires_at,
      created_by: values.created_by,
    })
    .execute();
}

export async function retireLinks(db: Db, interviewId: number): Promise<void> {
  await db.deleteFrom('interview_booking_links').where('interview_id', '=', interviewId).execute();
}

export async function setLinksExpiry(db: Db, interviewId: number, expiresAt: Date): Promise<void> {
  await db
    .updateTable('interview_booking_links')
    .set({ expires_at: expiresAt })
    .where('interview_id', '=', interviewId)
    .execute();
}

export async function findLink(db: Db, token: string) {
  return db
    .selectFrom('interview_booking_links')
    .select(['interview_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function latestLinkExpiry(db: Db, interviewIds: number[]): Promise<Map<number, Date>> {
  if (interviewIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('interview_booking_links')
    .select(['interview_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
    .where('interview_id', 'in', interviewIds)
    .where('expires_at', '>', new Date())
    .groupBy('interview_id')
    .execute();
  return new Map(rows.map((r) => [r.interview_id, new Date(r.expires_at as unknown as string)]));
}
