/** Report tests' applicants, written straight to the tables: a user and their application to a requisition. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

export interface ApplicationRow {
  email: string;
  firstName: string;
  lastName: string;
  jobId: number;
  accountId: number;
  createdAt: string;
  status?: 'active' | 'hired' | 'rejected';
  hiredAt?: string | null;
  fitScore?: number | null;
  sourceId?: number | null;
  removedAt?: string | null;
}

/** Inserts the user and the application; returns the application's ref_id. */
export async function insertApplication(db: Db, a: ApplicationRow): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      password_hash: null,
      phone_number: null,
      preferred_language: null,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const refId = randomUUID();
  await db
    .insertInto('user_trackers')
    .values({
      ref_id: refId,
      user_id: user.user_id,
      job_id: a.jobId,
      account_id: a.accountId,
      created_at: a.createdAt,
      status: a.status ?? 'active',
      hired_at: a.hiredAt ?? null,
      fit_score: a.fitScore ?? null,
      source_id: a.sourceId ?? null,
      removed_at: a.removedAt ?? null,
    })
    .execute();
  return refId;
}
