/**
 * Evaluations: a panel member submits theirs once (a repeat answers the first); when every panel
 * member has submitted, the interview is completed and so, in the same transaction, is the
 * applicant's activity, and its attribute scores (the panel's mean, normalised to 0-100) feed the
 * fit score. Staff who oversee the interview may unlock a submitted evaluation, with a reason.
 */
import { sql } from 'kysely';
import type { SubmitEvaluation } from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, invalid } from '../../http/http-error.ts';
import { completeActivity } from '../activity/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { scoreInterview } from '../scoring/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { conflict, mayOversee, visibleInterview } from './interview.service.ts';
import * as kitStore from './interview-kits.store.ts';
import * as store from './interview.store.ts';

export async function submitEvaluation(db: Db, viewer: LoadedUser, uuid: string, body: SubmitEvaluation) {
  return db.transaction().execute(async (trx) => {
    const { row, interviewers, onPanel } = await visibleInterview(trx, viewer, uuid, true);
    if (!onPanel) throw forbidden();
    const mine = await store.evaluationOf(trx, row.interview_id, viewer.user_id);
    if (mine?.submitted_at)
      return {
        interview_uuid: row.interview_uuid,
        submitted_at: store.iso(mine.submitted_at)!,
        stored_now: false,
        interview_status: row.status,
      };
    if (row.status === 'completed' || row.status === 'cancelled' || row.status === 'declined')
      throw conflict('This interview is closed.');
    const kit = row.interview_kit_id
      ? (await kitStore.kitsOf(trx, row.account_id, [row.interview_kit_id]))[0]
      : undefined;
    if (!kit) throw conflict('This interview has no kit.');
    const expected = new Set(kit.attributes.map((a) => a.attribute_type_id));
    const given = body.scores.map((s) => s.attribute_type_id);
    if (given.length !== expected.size || new Set(given).size !== given.length || given.some((a) => !expected.has(a)))
      throw invalid('scores', 'Give one score from 1 to 5 for each attribute of the kit.');
    const questions = new Set(kit.questions.map((q) => q.interview_kit_question_id));
    if (
      body.answers.some((a) => !questions.has(a.interview_kit_question_id)) ||
      new Set(body.answers.map((a) => a.interview_kit_question_id)).size !== body.answers.length
    ) {
      throw invalid('answers', 'Notes must belong to the kit’s questions.');
    }
    const submittedAt = await store.writeEvaluation(trx, row.interview_id, viewer.user_id, body);
    if (row.purpose === 'interview' && row.ref_id && row.job_id !== null)
      await recordJobEvent(trx, {
        job_id: row.job_id,
        ref_id: row.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'feedback_submitted',
        details: {
          interview_uuid: row.interview_uuid,
          activity_title: row.activity_title ?? '',
          recommendation: body.recommendation,
        },
      });
    const allIn = interviewers.every((i) => i.user_id === viewer.user_id || i.submitted_at !== null);
    let status: store.InterviewRow['status'] = row.status;
    if (allIn) {
      status = 'completed';
      await store.setStatus(trx, row.interview_id, 'completed');
      if (row.purpose === 'interview' && row.ref_id && row.job_step_activity_id) {
        await completeActivity(trx, row.ref_id, row.job_step_activity_id);
        if (row.job_id !== null) {
          await recordJobEvent(trx, {
            job_id: row.job_id,
            ref_id: row.ref_id,
            actor_user_id: viewer.user_id,
            kind: 'interview_completed',
            details: { interview_uuid: row.interview_uuid, activity_title: row.activity_title ?? '' },
          });
        }
        const means = await store.meanScores(trx, row.interview_id);
        await scoreInterview(
          trx,
          row.ref_id,
          row.job_step_activity_id,
          means.map((m) => ({
            attribute_type_id: m.attribute_type_id,
            score: Math.round(((m.mean - 1) / 4) * 1000) / 10,
          })),
        );
      }
    }
    return {
      interview_uuid: row.interview_uuid,
      submitted_at: store.iso(submittedAt)!,
      stored_now: true,
      interview_status: status,
    };
  });
}

export async function unlockEvaluation(
  db: Db,
  viewer: LoadedUser,
  uuid: string,
  interviewerUserId: number,
  reason: string,
) {
  return db.transaction().execute(async (trx) => {
    const { row, interviewers } = await visibleInterview(trx, viewer, uuid, true);
    if (!(await mayOversee(trx, viewer, row))) throw forbidden();
    const evaluation = await store.evaluationOf(trx, row.interview_id, interviewerUserId);
    if (!evaluation?.submitted_at)
      throw invalid('interviewer_user_id', 'This interviewer has no submitted evaluation.');
    await trx
      .updateTable('interview_evaluations')
      .set({ submitted_at: null, updated_at: sql<Date>`now()` })
      .where('interview_evaluation_id', '=', evaluation.interview_evaluation_id)
      .execute();
    if (row.status === 'completed') await store.setStatus(trx, row.interview_id, 'in_progress');
    await audit(trx, {
      event: 'interview_evaluation_unlocked',
      actorUserId: viewer.user_id,
      subjectUserId: interviewerUserId,
      accountId: row.account_id,
      details: { interview_uuid: row.interview_uuid, ref_id: row.ref_id, reason },
    });
    if (row.job_id !== null && row.ref_id) {
      const interviewer = interviewers.find((i) => i.user_id === interviewerUserId);
      await recordJobEvent(trx, {
        job_id: row.job_id,
        ref_id: row.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'interview_unlocked',
        details: {
          interviewer_user_id: interviewerUserId,
          interviewer_name: interviewer ? `${interviewer.first_name} ${interviewer.last_name}` : '',
          reason,
        },
      });
    }
    return { interview_uuid: row.interview_uuid, interviewer_user_id: interviewerUserId };
  });
}
