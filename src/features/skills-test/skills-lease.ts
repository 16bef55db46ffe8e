/**
 * One writer across devices for the skills test (offline promise 10): the run's lease on the
 * server (contracts/activity-lease.ts) through the shared client of src/offline/attempt-lease.ts.
 * The owning page heartbeats while online; a refusal turns it read-only; "Continue on this device"
 * takes a lapsed run over and adopts the server's state into Dexie: every started section's server
 * start (so the countdown goes on from the server's start, promises 4 and 5), and the answers with
 * their revisions, sections and lateness (no outbox entries: the server has them). `skillsFlavour`
 * hands all of it to the activity shell, which claims and leases the run as every other attempt.
 */
import { type SkillsServerAnswerType, type SkillsTakeOverResultType } from '../../../contracts/activity-lease.ts';
import { call } from '../../lib/api-client.ts';
import { adoptAnswers, beatWith, takeOverWith, type HeartbeatOutcome } from '../../offline/attempt-lease.ts';
import { getOfflineDb, kindStateOf, type AttemptRecord, type OfflineDb } from '../../offline/db.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { adoptServerSection } from '../../offline/skills-test.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import type { DeviceFlavour } from '../../ui/activity-shell/device-flavour.ts';
import { skillsLeaseHeartbeat, skillsTakeOver } from '../../lib/api/activity-lease.ts';

type Run = Pick<AttemptRecord, 'attemptId' | 'refId' | 'jobStepActivityId'>;

const bodyOf = (run: Run) => ({ body: { ref_id: run.refId, job_step_activity_id: run.jobStepActivityId } });

/** The server's skills answers into Dexie by the shared adoption rule, with their section and lateness. */
export async function adoptSkillsAnswers(
  attemptId: string,
  answers: readonly SkillsServerAnswerType[],
  db: OfflineDb = getOfflineDb(),
): Promise<number> {
  const byItem = new Map(answers.map((a) => [String(a.skills_test_question_id), a]));
  return adoptAnswers(
    attemptId,
    answers.map((a) => ({
      item_id: String(a.skills_test_question_id),
      value: a.skills_test_option_id,
      revision: a.revision,
      answered_at: a.answered_at,
    })),
    db,
    (server) => {
      const a = byItem.get(server.item_id)!;
      return { skillsTestSectionId: a.skills_test_section_id, isLate: a.is_late, syncedLate: a.synced_late };
    },
  );
}

/** One heartbeat of the run: renews this device's lease and adopts answers a former holder delivered late. */
export function skillsHeartbeat(run: Run, db: OfflineDb = getOfflineDb(), send = call): Promise<HeartbeatOutcome> {
  return beatWith(
    run.attemptId,
    () => send(skillsLeaseHeartbeat, bodyOf(run)),
    (result) => adoptSkillsAnswers(run.attemptId, result.late_answers, db),
    db,
  );
}

/** The take-over's state into Dexie, in one transaction: the run in progress here, its sections' server starts, its answers. */
export async function adoptSkillsRun(
  attemptId: string,
  result: SkillsTakeOverResultType,
  offsetMs: number,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.attempts, db.answers, db.timers, async () => {
    const current = await db.attempts.get(attemptId);
    await db.attempts.update(attemptId, {
      status: 'in-progress',
      refusal: undefined,
      lease: { kind: 'holder' },
      kindState: { ...kindStateOf(current, 'skills'), kind: 'skills', userSkillsTestId: result.user_skills_test_id },
    });
    for (const section of result.sections) await adoptServerSection(attemptId, section, offsetMs, db);
    await adoptSkillsAnswers(attemptId, result.answers, db);
  });
}

/**
 * "Continue on this device": moves the run here once the other device's lease has lapsed and
 * adopts it. Throws the server's ApiError (409 attempt_leased while the lease is live, with the
 * fresh times recorded on the attempt).
 */
export function continueSkillsHere(
  run: Run,
  db: OfflineDb = getOfflineDb(),
  send = call,
  deviceNow: () => number = Date.now,
): Promise<void> {
  return takeOverWith(
    run.attemptId,
    () => send(skillsTakeOver, bodyOf(run)),
    (result) => {
      const serverNow = result.sections[0]?.server_now;
      return adoptSkillsRun(run.attemptId, result, serverNow ? Date.parse(serverNow) - deviceNow() : 0, db);
    },
    db,
  );
}

/** Before a section is started (here or on the server) there is no run to lease: look again soon, locally. */
const NO_RUN_YET_MS = 1_000;

/** The shell's heartbeat: the server's once a section has a timer on this device (its start, or the server's adopted). */
export async function skillsRunHeartbeat(
  run: Run,
  db: OfflineDb = getOfflineDb(),
  send = call,
): Promise<HeartbeatOutcome> {
  const started = await db.timers.where('attemptId').equals(run.attemptId).count();
  return started > 0 ? skillsHeartbeat(run, db, send) : { nextInMs: NO_RUN_YET_MS };
}

/** The skills test's run as the activity shell begins and leases it. */
export const skillsFlavour: DeviceFlavour = {
  begin: (refId, activityId) => beginRecord(refId, activityId),
  heartbeat: (attempt) => skillsRunHeartbeat(attempt),
  continueHere: (attempt) => continueSkillsHere(attempt).then(requestSync),
};
