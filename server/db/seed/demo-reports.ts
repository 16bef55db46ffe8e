/**
 * My Reports demo data: the demo candidate's completed questionnaires (personality on
 * the open requisition; personality and work values on the pathway) get a submitted attempt with
 * answers, so their reports have something to show. The attribute scores stored per application
 * are left as the other seeds made them (nothing here rescores).
 */
import { answersHash } from '../../../contracts/user-response.ts';
import type { Db } from '../database.ts';

/** A plausible profile: the level each attribute (or its domain, by first letter) is answered at. */
const LEVELS: Record<string, number> = {
  N: 2,
  E: 4,
  O: 4,
  A: 4,
  C: 5,
  ACH: 5,
  IND: 3,
  REC: 2,
  REL: 5,
  SUP: 4,
  WCO: 3,
  VAR: 4,
  SEC: 2,
};

/** Stable report ids (user_attempts.attempt_id), in completion order: the open requisition's personality first. */
export const DEMO_REPORT_IDS = [
  '7e000000-0000-4000-8000-000000000001',
  '7e000000-0000-4000-8000-000000000002',
  '7e000000-0000-4000-8000-000000000003',
] as const;

const JITTER = [0, 1, -1, 0, -1, 1, 0];

function answerFor(code: string, keyed: number, index: number): number {
  const level = LEVELS[code] ?? LEVELS[code[0]!] ?? 3;
  // Items of one scale sit 30 (personality), 4 or 3 apart: vary by the item's round as well as its place.
  const jitter = JITTER[(index + Math.floor(index / 30) * 3) % JITTER.length]!;
  const keyedValue = Math.min(5, Math.max(1, level + jitter));
  return keyed === -1 ? 6 - keyedValue : keyedValue;
}

export async function seedDemoReports(db: Db): Promise<void> {
  const done = await db
    .selectFrom('user_step_activities as usa')
    .innerJoin('user_trackers as t', 't.ref_id', 'usa.ref_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'usa.job_step_activity_id')
    .select(['usa.ref_id', 'usa.job_step_activity_id', 'usa.completed_at', 't.user_id', 'jsa.asmt_id'])
    .where('u.email', '=', 'candidate@assay.test')
    .where('usa.is_completed', '=', true)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', 'is not', null)
    .orderBy('usa.completed_at')
    .execute();
  for (const [index, activity] of done.entries()) {
    const items = await db
      .selectFrom('assessment_items')
      .select(['item_id', 'attribute_code', 'keyed'])
      .where('asmt_id', '=', activity.asmt_id!)
      .where('is_practice', '=', false)
      .orderBy('sort_order')
      .execute();
    const answers = items.map((item, i) => ({
      item_id: item.item_id,
      value: answerFor(item.attribute_code ?? '', item.keyed, i),
    }));
    const submittedAt = activity.completed_at ?? new Date();
    const startedAt = new Date(submittedAt.getTime() - 15 * 60_000);
    const attemptId = DEMO_REPORT_IDS[index] ?? `7e000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    await db
      .insertInto('user_attempts')
      .values({
        attempt_id: attemptId,
        ref_id: activity.ref_id,
        job_step_activity_id: activity.job_step_activity_id,
        user_id: activity.user_id,
        client_started_at: startedAt,
        server_started_at: startedAt,
        submitted_at: submittedAt,
        answer_count: answers.length,
        answers_hash: await answersHash(answers),
      })
      .execute();
    await db
      .insertInto('user_answers')
      .values(
        answers.map((a) => ({
          attempt_id: attemptId,
          item_id: a.item_id,
          value: JSON.stringify(a.value),
          revision: 1,
          answered_at: submittedAt,
          received_at: submittedAt,
        })),
      )
      .execute();
  }
}
