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
}

const attemptColumns = ['attempt_id', 'ref_id', 'job_step_activity_id', 'user_id', 'server_started_at', 'submitted_at', 'answer_count', 'answers_hash'] as const;

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

export { isActivityCompleted } from '../progress/own-activity.store.ts';

/** Creates the attempt unless it (or another attempt for the same activity) exists. */
export async function insertAttemptIfNew(
  db: Db,
  values: { attempt_id: string; ref_id: string; job_step_activity_id: number; user_id: number },
): Promise<void> {
  await db.insertInto('user_attempts').values(values).onConflict((oc) => oc.doNothing()).execute();
}

/** The attempt, locked for the rest of the transaction: answers and submission of one attempt take turns. */
export async function lockAttempt(db: Db, attemptId: string): Promise<AttemptRow | undefined> {
  return db.selectFrom('user_attempts').select(attemptColumns).where('attempt_id', '=', attemptId).forUpdate().executeTakeFirst();
}

export async function findAttemptOfActivity(db: Db, refId: string, jobStepActivityId: number): Promise<AttemptRow | undefined> {
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
  const row = await db.selectFrom('user_attempts').select('server_started_at').where('attempt_id', '=', attemptId).executeTakeFirstOrThrow();
  return new Date(row.server_started_at!);
}

/** Marks the tracker's activity as started (its row's created_at) if it has no row yet. */
export async function ensureStepActivity(db: Db, refId: string, jobStepActivityId: number): Promise<void> {
  await db
    .insertInto('user_step_activities')
    .values({ ref_id: refId, job_step_activity_id: jobStepActivityId })
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doNothing())
    .execute();
}

export interface AnswerWrite {
  attempt_id: string;
  item_id: string;
  value: AnswerValue;
  revision: number;
  answered_at: string;
  synced_late: boolean;
}

/** Writes the answer only over a lower revision; true when it was written. */
export async function writeAnswerIfNewer(db: Db, answer: AnswerWrite): Promise<boolean> {
  const json = JSON.stringify(answer.value);
  const written = await db
    .insertInto('user_answers')
    .values({ ...answer, value: sql<string>`cast(${json} as jsonb)`, received_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'item_id'])
        .doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          revision: eb.ref('excluded.revision'),
          answered_at: eb.ref('excluded.answered_at'),
          received_at: eb.ref('excluded.received_at'),
          synced_late: eb.ref('excluded.synced_late'),
        }))
        .where('user_answers.revision', '<', (eb) => eb.ref('excluded.revision')),
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
  const rows = await db.selectFrom('user_answers').select(['item_id', 'value']).where('attempt_id', '=', attemptId).execute();
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

/** The tracker's activity is done: pct_complete counts it from now on. */
export async function completeStepActivity(db: Db, refId: string, jobStepActivityId: number, at: Date): Promise<void> {
  await db
    .insertInto('user_step_activities')
    .values({ ref_id: refId, job_step_activity_id: jobStepActivityId, is_completed: true, completed_at: at })
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doUpdateSet({ is_completed: true, completed_at: at }))
    .execute();
}
