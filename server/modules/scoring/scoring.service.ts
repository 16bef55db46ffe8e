/**
 * Fit and predictive scores of applications: read the job's weights and model once, the
 * applications' attribute scores per batch, compute with the pure functions of server/scoring,
 * write back in one statement per batch.
 */
import type { ApplicationScore, RescoreStatus } from '../../../contracts/scoring.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';
import { readScoringItems } from '../../db/hiring-form.ts';
import { itemsNotAsked } from './asked-items.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { scoreAssessment } from '../../scoring/score-assessment.ts';
import { scoreScreeningAnswers } from '../../scoring/screening-questions.ts';
import { fitScore } from '../../scoring/fit.ts';
import { predictiveScore } from '../../scoring/predictive-model.ts';
import * as store from './scoring.store.ts';
import { refreshTrackerProgress } from '../activity/index.ts';

/** Applications per statement when a whole job is rescored. */
export const RESCORE_BATCH = 500;

export async function rescoreApplications(
  db: Db,
  jobId: number,
  refIds: readonly string[],
  scoring?: store.JobScoring,
): Promise<store.ScoreWrite[]> {
  const { groups, model } = scoring ?? (await store.loadJobScoring(db, jobId));
  const scores = await store.attributeScoresOf(db, refIds);
  const rows = refIds.map((ref_id) => {
    const own = scores.get(ref_id) ?? new Map<number, number>();
    return { ref_id, fit_score: fitScore(groups, own), predictive_score: model ? predictiveScore(model, own) : null };
  });
  await store.writeApplicationScores(db, rows);
  return rows;
}

/** Every application of the job, RESCORE_BATCH at a time, each batch in its own transaction (or the caller's). */
export async function rescoreWholeJob(db: Db, jobId: number, batchSize = RESCORE_BATCH): Promise<number> {
  const scoring = await store.loadJobScoring(db, jobId);
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const refIds = await store.refIdsOfJob(db, jobId, after, batchSize);
    if (refIds.length === 0) break;
    // Inside a caller's transaction (the demo seed) the batches share it.
    if (db.isTransaction) await rescoreApplications(db, jobId, refIds, scoring);
    else await db.transaction().execute((trx) => rescoreApplications(trx, jobId, refIds, scoring));
    count += refIds.length;
    after = refIds[refIds.length - 1]!;
    if (refIds.length < batchSize) break;
  }
  return count;
}

/**
 * A submitted activity's attribute scores (questionnaire: its scoring key; screening questions:
 * screening-questions@1), then the tracker's progress and the application's fit. Runs inside the
 * submission's transaction, once per activity (a submitted attempt is final).
 */
export async function scoreSubmission(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  answers: readonly { item_id: string; value: AnswerValue }[],
): Promise<void> {
  const activity = await store.activityForScoring(db, jobStepActivityId);
  let attributeScores: { attribute_type_id: number; score: number }[] = [];
  if (activity?.activity_type === 'assessment' && activity.asmt_id !== null && activity.scoring_key) {
    const notAsked = await itemsNotAsked(db, jobStepActivityId);
    attributeScores = await questionnaireScores(db, activity.asmt_id, activity.scoring_key, answers, notAsked);
  } else if (activity?.activity_type === 'questions') {
    const questions = await store.screeningQuestionsOf(db, jobStepActivityId);
    attributeScores = scoreScreeningAnswers(questions, answers).attributes;
  }
  await store.upsertAttributeScores(db, refId, jobStepActivityId, attributeScores);
  await refreshApplicationAfterActivity(db, refId);
}

async function questionnaireScores(
  db: Db,
  asmtId: number,
  scoringKey: string,
  answers: readonly { item_id: string; value: AnswerValue }[],
  notAsked: ReadonlySet<string>,
) {
  // Only the items the activity's form asks: the hiring form's leave the excluded scales unscored (D291).
  const items = (await readScoringItems(db, asmtId)).filter((item) => !notAsked.has(item.item_id));
  const scored = items.filter((item) => !item.is_practice);
  const range = { min: scored[0]?.min_value ?? 1, max: scored[0]?.max_value ?? 5 };
  const known = new Set(items.map((i) => i.item_id));
  const values = new Map<string, number | null>();
  for (const answer of answers) {
    if (known.has(answer.item_id)) values.set(answer.item_id, typeof answer.value === 'number' ? answer.value : null);
  }
  const result = scoreAssessment(scoringKey, items, values, range);
  const typeIds = await store.attributeTypesOfAssessment(db, asmtId);
  return result.attributes.flatMap((a) => {
    const id = typeIds.get(a.code);
    return id !== undefined && a.normalised !== null ? [{ attribute_type_id: id, score: a.normalised }] : [];
  });
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function rescoreStatusOf(db: Db, jobId: number): Promise<RescoreStatus> {
  const row = await store.rescoreStatus(db, jobId);
  const requested = row.rescore_requested_at ? new Date(row.rescore_requested_at) : null;
  const finished = row.rescore_finished_at ? new Date(row.rescore_finished_at) : null;
  return {
    job_id: row.job_id,
    in_progress: requested !== null && (finished === null || requested > finished),
    requested_at: iso(requested),
    finished_at: iso(finished),
  };
}

export async function applicationScoreFor(
  db: Db,
  application: StaffApplication,
  actorUserId: number,
): Promise<ApplicationScore> {
  await db.transaction().execute(async (trx) => {
    await rescoreApplications(trx, application.job.job_id, [application.ref_id]);
    await recordJobEvent(trx, {
      job_id: application.job.job_id,
      ref_id: application.ref_id,
      actor_user_id: actorUserId,
      kind: 'rescored',
    });
  });
  const row = await store.applicationScore(db, application.ref_id);
  return {
    user_smartreq_id: row.user_step_tracker_id,
    ref_id: row.ref_id,
    fit_score: row.fit_score === null ? null : Number(row.fit_score),
    predictive_score: row.predictive_score === null ? null : Number(row.predictive_score),
    scored_at: iso(row.scored_at),
  };
}

/**
 * For activities completed outside the answer submission (application form, EEOC, the timed kinds
 * that submit a result...): the tracker's progress columns and the application's fit, in the caller's
 * transaction. Attribute scores those activities produce go through store.upsertAttributeScores first.
 */
export async function refreshApplicationAfterActivity(db: Db, refId: string): Promise<void> {
  await refreshTrackerProgress(db, { refIds: [refId] });
  const jobId = await store.jobOfApplication(db, refId);
  if (jobId !== undefined) await rescoreApplications(db, jobId, [refId]);
}

/** An interview's attribute scores (0-100), then the application's fit, in the caller's transaction. */
export async function scoreInterview(
  db: Db,
  refId: string,
  jobStepActivityId: number,
  scores: readonly { attribute_type_id: number; score: number }[],
): Promise<void> {
  await store.upsertAttributeScores(db, refId, jobStepActivityId, scores);
  await refreshApplicationAfterActivity(db, refId);
}
