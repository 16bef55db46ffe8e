/** The only SQL of the answer endpoints: attempts, their answers, and completing the tracker's activity. */
import { sql } from 'kysely';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';

export interface AttemptRow {
  attempt_id: string;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  server_started_at: Date | null;
  submitted_at: Date | null;
  answer_count: number | null;
  answers_hash: string | null;
  /** The lease (migration 0023, server/modules/attempt-lease). */
  lease_device_id: string | null;
  lease_expires_at: Date | null;
  last_active_at: Date | null;
  taken_over_at: Date | null;
}

const attemptColumns = [
  'attempt_id',
  'ref_id',
  'job_step_activity_id',
  'user_id',
  'server_started_at',
  'submitted_at',
  'answer_count',
  'answers_hash',
  'lease_device_id',
  'lease_expires_at',
  'last_active_at',
  'taken_over_at',
] as const;

/** The tracker's owner, and whether the activity is part of the tracker's job. */
export async function findTrackerActivity(db: Db, refId: string, jobStepActivityId: number) {
  return db
    .selectFrom('user_trackers as t')
    .select((eb) => [
      't.user_id',
      eb
        .exists(
          eb
            .selectFrom('job_step_activities as jsa')
            .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
            .select('jsa.job_step_activity_id')
            .whereRef('js.job_id', '=', 't.job_id')
            .where('jsa.job_step_activity_id', '=', jobStepActivityId),
        )
        .as('activity_in_job'),
    ])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
}

export { isActivityCompleted } from '../../db/own-activity.store.ts';

/** Creates the attempt unless it (or another attempt for the same activity) exists. */
export async function insertAttemptIfNew(
  db: Db,
  values: {
    attempt_id: string;
    ref_id: string;
    job_step_activity_id: number;
    user_id: number;
    lease_device_id?: string | null;
    lease_expires_at?: Date | null;
    last_active_at?: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('user_attempts')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The attempt, locked for the rest of the transaction: answers and submission of one attempt take turns. */
export async function lockAttempt(db: Db, attemptId: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('user_attempts')
    .select(attemptColumns)
    .where('attempt_id', '=', attemptId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findAttemptOfActivity(
  db: Db,
  refId: string,
  jobStepActivityId: number,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('user_attempts')
    .select(attemptColumns)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

/** Records the first start only; returns the start the attempt keeps. */
export async function recordStart(db: Db, attemptId: string, clientStartedAt: string): Promise<Date> {
  await db
    .updateTable('user_attempts')
    .set({ server_started_at: sql<Date>`now()`, client_started_at: clientStartedAt })
    .where('attempt_id', '=', attemptId)
    .where('server_started_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('user_attempts')
    .select('server_started_at')
    .where('attempt_id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return new Date(row.server_started_at!);
}

export interface AnswerWrite {
  attempt_id: string;
  item_id: string;
  value: AnswerValue;
  revision: number;
  answered_at: string;
  synced_late: boolean;
  /** The device that sent it (null without a device id). */
  device_id?: string | null;
}

/**
 * Writes the answer only over a lower revision; true when it was written. `lateSince` (a former
 * holder's answer recorded before the take-over at that time) also yields to any revision another
 * device wrote since then: the later change wins (D73).
 */
export async function writeAnswerIfNewer(db: Db, answer: AnswerWrite, lateSince?: Date): Promise<boolean> {
  const json = JSON.stringify(answer.value);
  const written = await db
    .insertInto('user_answers')
    .values({
      ...answer,
      device_id: answer.device_id ?? null,
      value: sql<string>`cast(${json} as jsonb)`,
      received_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'item_id'])
        .doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          revision: eb.ref('excluded.revision'),
          answered_at: eb.ref('excluded.answered_at'),
          received_at: eb.ref('excluded.received_at'),
          synced_late: eb.ref('excluded.synced_late'),
          device_id: eb.ref('excluded.device_id'),
        }))
        .where((eb) => {
          const higher = eb('user_answers.revision', '<', eb.ref('excluded.revision'));
          if (!lateSince) return higher;
          const sinceByOther = eb.and([
            eb('user_answers.received_at', '>=', lateSince),
            sql<boolean>`user_answers.device_id is distinct from excluded.device_id`,
          ]);
          return eb.and([higher, eb.not(sinceByOther)]);
        }),
    )
    .returning('revision')
    .executeTakeFirst();
  return written !== undefined;
}

export async function storedAnswer(db: Db, attemptId: string, itemId: string) {
  return db
    .selectFrom('user_answers')
    .select(['revision', 'synced_late'])
    .where('attempt_id', '=', attemptId)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
}

export async function answersOf(db: Db, attemptId: string): Promise<{ item_id: string; value: AnswerValue }[]> {
  const rows = await db
    .selectFrom('user_answers')
    .select(['item_id', 'value'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return rows.map((r) => ({ item_id: r.item_id, value: r.value as AnswerValue }));
}

export async function markSubmitted(db: Db, attemptId: string, answerCount: number, hash: string): Promise<Date> {
  const row = await db
    .updateTable('user_attempts')
    .set({ submitted_at: sql<Date>`now()`, answer_count: answerCount, answers_hash: hash })
    .where('attempt_id', '=', attemptId)
    .returning('submitted_at')
    .executeTakeFirstOrThrow();
  return new Date(row.submitted_at!);
}

/** The attempt of an activity, locked (take-over). */
export async function lockAttemptOfActivity(
  db: Db,
  refId: string,
  jobStepActivityId: number,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('user_attempts')
    .select(attemptColumns)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .forUpdate()
    .executeTakeFirst();
}

/** The holder's write or heartbeat: it holds the lease until `until`, active `now`. */
export async function renewLease(db: Db, attemptId: string, device: string, now: Date, until: Date): Promise<void> {
  await db
    .updateTable('user_attempts')
    .set({ lease_device_id: device, lease_expires_at: until, last_active_at: now })
    .where('attempt_id', '=', attemptId)
    .execute();
}

/** When this device last lost the attempt to another (null: it never held it). */
export async function lastHandoverFrom(db: Db, attemptId: string, device: string): Promise<Date | null> {
  const row = await db
    .selectFrom('user_attempt_handovers')
    .select('taken_over_at')
    .where('attempt_id', '=', attemptId)
    .where('from_device_id', '=', device)
    .orderBy('taken_over_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.taken_over_at) : null;
}

/** Moves the lease to `device`, recording the handover. */
export async function recordTakeOver(
  db: Db,
  attempt: AttemptRow,
  device: string,
  now: Date,
  until: Date,
): Promise<void> {
  await db
    .insertInto('user_attempt_handovers')
    .values({
      attempt_id: attempt.attempt_id,
      from_device_id: attempt.lease_device_id,
      to_device_id: device,
      taken_over_at: now,
    })
    .execute();
  await db
    .updateTable('user_attempts')
    .set({ lease_device_id: device, lease_expires_at: until, last_active_at: now, taken_over_at: now })
    .where('attempt_id', '=', attempt.attempt_id)
    .execute();
}

export interface ServerAnswerRow {
  item_id: string;
  value: AnswerValue;
  revision: number;
  answered_at: string;
}

/** The attempt's answers with their revisions; `lateFrom`: only those other devices delivered since then. */
export async function answersWithRevisions(
  db: Db,
  attemptId: string,
  lateFrom?: { since: Date; holder: string },
): Promise<ServerAnswerRow[]> {
  let query = db
    .selectFrom('user_answers')
    .select(['item_id', 'value', 'revision', 'answered_at'])
    .where('attempt_id', '=', attemptId);
  if (lateFrom) {
    query = query
      .where('received_at', '>=', lateFrom.since)
      .where(sql<boolean>`device_id is distinct from ${lateFrom.holder}`);
  }
  const rows = await query.orderBy('item_id').execute();
  return rows.map((r) => ({
    item_id: r.item_id,
    value: r.value as AnswerValue,
    revision: r.revision,
    answered_at: new Date(r.answered_at).toISOString(),
  }));
}
