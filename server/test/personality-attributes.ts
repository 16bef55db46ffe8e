/** The seeded personality questionnaire's Agreeableness (A) and Conscientiousness (C) attribute ids, for scoring tests. */
import type { Db } from '../db/database.ts';

export async function agreeablenessAndConscientiousness(db: Db): Promise<{ attrA: number; attrC: number }> {
  const types = await db
    .selectFrom('attribute_types as a')
    .innerJoin('assessments as s', 's.asmt_id', 'a.asmt_id')
    .select(['a.attribute_type_id', 'a.code'])
    .where('s.kind', '=', 'personality')
    .where('a.code', 'in', ['A', 'C'])
    .execute();
  return {
    attrA: types.find((r) => r.code === 'A')!.attribute_type_id,
    attrC: types.find((r) => r.code === 'C')!.attribute_type_id,
  };
}

/** The library's personality scales (account_id null) of these codes: code -> attribute_type_id. */
export async function personalityScales(db: Db, codes: readonly string[]): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'code'])
    .where('category', '=', 'personality')
    .where('account_id', 'is', null)
    .where('code', 'in', [...codes])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.code!, r.attribute_type_id]));
}

/**
 * An application's attribute scores replaced by these (code -> score), as the job's personality
 * questionnaire would store them; answers that activity.
 */
export async function plantPersonalityScores(
  db: Db,
  jobId: number,
  refId: string,
  scores: readonly (readonly [string, number])[],
  scaleId: Record<string, number>,
): Promise<number> {
  const { job_step_activity_id } = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('attribute_types as at', 'at.asmt_id', 'a.asmt_id')
    .select('a.job_step_activity_id')
    .where('s.job_id', '=', jobId)
    .where('at.attribute_type_id', '=', scaleId[scores[0]![0]]!)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('application_attribute_scores').where('ref_id', '=', refId).execute();
  await db
    .insertInto('application_attribute_scores')
    .values(
      scores.map(([code, score]) => ({
        ref_id: refId,
        attribute_type_id: scaleId[code]!,
        score,
        job_step_activity_id,
      })),
    )
    .execute();
  return job_step_activity_id;
}
