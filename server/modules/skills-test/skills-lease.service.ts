/**
 * One writer across devices for the skills test (offline promise 10; contracts/activity-lease.ts):
 * the holder's heartbeat, and taking a lapsed run over to this device. The lease itself is the
 * shared one of server/modules/attempt-lease/activity-lease.ts; every write of the run
 * (skills-test.service.ts) is admitted there too.
 */
import type {
  SkillsHeartbeatResultType,
  SkillsServerAnswerType,
  SkillsTakeOverResultType,
} from '../../../contracts/activity-lease.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import {
  heartbeatActivity,
  takeOverActivity,
  type ActivityLeaseRequest,
  type ActivityTarget,
} from '../attempt-lease/index.ts';
import { canonicalSkillsAnswers, detailsOf, ownActivity, testSubmitted } from './skills-test-run.ts';
import * as store from './skills-test.store.ts';

const noRun = () => notFound('No run of this skills test is in progress.');

type AnswerRow = Awaited<ReturnType<typeof store.answersWithRevisions>>[number];

function toServerAnswer(row: AnswerRow): SkillsServerAnswerType {
  return {
    skills_test_section_id: row.skills_test_section_id,
    skills_test_question_id: row.skills_test_question_id,
    skills_test_option_id: row.skills_test_option_id,
    revision: row.revision,
    answered_at: new Date(row.answered_at).toISOString(),
    is_late: row.is_late,
    synced_late: row.synced_late,
  };
}

/** The candidate's open run, locked; 404 for anyone else or when there is none, 409 once submitted. */
async function openRunOf(trx: Db, userId: number, target: ActivityTarget) {
  await ownActivity(trx, userId, target);
  const run = await store.findRun(trx, target.ref_id, target.job_step_activity_id);
  if (!run || run.user_id !== userId) throw noRun();
  if (run.submitted_at || (await store.isActivityCompleted(trx, target.ref_id, target.job_step_activity_id)))
    throw testSubmitted();
  return run;
}

export async function skillsHeartbeat(
  db: Db,
  userId: number,
  body: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<SkillsHeartbeatResultType> {
  return db.transaction().execute(async (trx) => {
    const run = await openRunOf(trx, userId, body);
    const held = await heartbeatActivity(trx, body, lease);
    const late = held.taken_over_at
      ? await store.answersWithRevisions(trx, run.user_skills_test_id, {
          since: held.taken_over_at,
          holder: held.device,
        })
      : [];
    return {
      lease_expires_at: held.lease_expires_at,
      lease_ms: held.lease_ms,
      late_answers: canonicalSkillsAnswers(late).map(toServerAnswer),
    };
  });
}

export async function skillsTakeOver(
  db: Db,
  userId: number,
  body: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<SkillsTakeOverResultType> {
  return db.transaction().execute(async (trx) => {
    const run = await openRunOf(trx, userId, body);
    const held = await takeOverActivity(trx, body, lease);
    const sections = await store.sectionsOfRun(trx, run.user_skills_test_id);
    return {
      lease_expires_at: held.lease_expires_at,
      lease_ms: held.lease_ms,
      user_skills_test_id: run.user_skills_test_id,
      taken_over_at: held.taken_over_at ? held.taken_over_at.toISOString() : null,
      // Started sections only: their minutes are not needed (the row's frozen duration is used).
      sections: sections.map((row) =>
        detailsOf(row.skills_test_section_id, 0, Number(row.time_accommodation), row, lease.now),
      ),
      answers: canonicalSkillsAnswers(await store.answersWithRevisions(trx, run.user_skills_test_id)).map(
        toServerAnswer,
      ),
    };
  });
}
