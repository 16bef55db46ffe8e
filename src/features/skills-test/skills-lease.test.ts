/** Offline promise 10 across devices for the skills test, the device's side: adopting a taken-over run (fake-indexeddb). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SkillsTakeOverResultType } from '../../../contracts/activity-lease.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { OfflineDb } from '../../offline/db.ts';
import { freshOfflineDb } from '../../testing/offline-db.ts';
import { currentLeaseProblem } from '../../offline/attempt-lease.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { recordSkillsAnswer, startSection, timerKey } from '../../offline/skills-test.ts';
import { remainingSeconds } from '../../offline/skills-timer.ts';
import { continueSkillsHere, skillsHeartbeat, skillsRunHeartbeat } from './skills-lease.ts';

const REF = '1f3c9a8e-5b2d-4e6f-8a7b-9c0d1e2f3a4b';
const ACTIVITY = 7;
const SECTION = 2;
let db: OfflineDb;

beforeEach(() => {
  db = freshOfflineDb('skills-lease');
});

/** The server: the section started at 10:00 for 300 s, and it is 10:01 now (60 s gone). */
const takeOverResult: SkillsTakeOverResultType = {
  lease_expires_at: '2026-11-21T10:02:30.000Z',
  lease_ms: 90_000,
  user_skills_test_id: 41,
  taken_over_at: '2026-11-21T10:01:00.000Z',
  sections: [
    {
      skills_test_section_id: SECTION,
      user_skills_test_section_id: 9,
      section_started_at: '2026-11-21T10:00:00.000Z',
      submitted_at: null,
      duration_seconds: 300,
      time_accommodation: 1,
      deadline: '2026-11-21T10:05:00.000Z',
      remaining_seconds: 240,
      server_now: '2026-11-21T10:01:00.000Z',
    },
  ],
  answers: [
    {
      skills_test_section_id: SECTION,
      skills_test_question_id: 5,
      skills_test_option_id: 17,
      revision: 3,
      answered_at: '2026-11-21T10:00:30.000Z',
      is_late: false,
      synced_late: false,
    },
  ],
};

const refusal = (code: string, errors: { prop: string; message: string }[]) =>
  new ApiError({ status: 409, body: { code, message: 'Refused', errors } });

describe('one writer across devices for the skills test (offline promise 10): taking a run over', () => {
  it("given device B refused at its start, when it continues here, then the section's timer keeps counting from the server's start and the answers are adopted with revisions, no outbox entries", async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    await db.attempts.update(attempt.attemptId, {
      refusal: {
        status: 409,
        code: 'attempt_leased',
        message: 'Elsewhere',
        errors: [{ prop: 'last_active_at', message: '2026-11-21T10:00:40.000Z' }],
      },
    });
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toMatchObject({
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:00:40.000Z',
    });

    // This device's clock is an hour ahead of the server's: the countdown must not care.
    const deviceNow = Date.parse('2026-11-21T11:01:00.000Z');
    const sent: unknown[] = [];
    await continueSkillsHere(
      attempt,
      db,
      (async (_endpoint: unknown, request: unknown) => {
        sent.push(request);
        return takeOverResult;
      }) as never,
      () => deviceNow,
    );
    expect(sent).toEqual([{ body: { ref_id: REF, job_step_activity_id: ACTIVITY } }]);

    const record = await db.attempts.get(attempt.attemptId);
    expect(record).toMatchObject({
      status: 'in-progress',
      lease: { kind: 'holder' },
      kindState: { kind: 'skills', userSkillsTestId: 41 },
    });
    expect(record?.refusal).toBeUndefined();
    expect(currentLeaseProblem(record)).toBeUndefined();
    const timer = (await db.timers.get(timerKey(attempt.attemptId, SECTION)))!;
    expect(timer.serverStartedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(remainingSeconds(timer, deviceNow)).toBe(240);
    expect(remainingSeconds(timer, deviceNow + 100_000)).toBe(140);
    expect(await db.answers.get([attempt.attemptId, '5'])).toMatchObject({
      value: 17,
      revision: 3,
      status: 'synced',
      skillsTestSectionId: SECTION,
      isLate: false,
    });
    expect(await db.outbox.count()).toBe(0);

    // The next choice goes on above the server's revision, within the adopted section.
    const revision = await recordSkillsAnswer(record!, SECTION, 5, 18, { now: () => deviceNow + 1_000 }, db);
    expect(revision).toBe(4);
  });

  it('given the other device still holds the run, when this one tries to continue, then nothing is adopted and the fresh times are recorded', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    const error = refusal('attempt_leased', [
      { prop: 'last_active_at', message: '2026-11-21T10:05:00.000Z' },
      { prop: 'lease_expires_at', message: '2026-11-21T10:06:30.000Z' },
    ]);
    await expect(
      continueSkillsHere(attempt, db, (async () => {
        throw error;
      }) as never),
    ).rejects.toBe(error);
    expect(await db.timers.count()).toBe(0);
    expect(await db.answers.count()).toBe(0);
    expect((await db.attempts.get(attempt.attemptId))?.lease).toEqual({
      kind: 'elsewhere',
      lastActiveAt: '2026-11-21T10:05:00.000Z',
      leaseExpiresAt: '2026-11-21T10:06:30.000Z',
    });
  });

  it('given the old device, its heartbeat turns it read-only once the run moved; the holder adopts late answers with their section', async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    const moved = await skillsHeartbeat(attempt, db, (async () => {
      throw refusal('attempt_moved', [{ prop: 'taken_over_at', message: '2026-11-21T10:01:00.000Z' }]);
    }) as never);
    expect(moved.problem).toEqual({ kind: 'moved', takenOverAt: '2026-11-21T10:01:00.000Z' });
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toEqual({
      kind: 'moved',
      takenOverAt: '2026-11-21T10:01:00.000Z',
    });

    const renewed = await skillsHeartbeat(attempt, db, (async () => ({
      lease_expires_at: '2026-11-21T10:03:00.000Z',
      lease_ms: 9_000,
      late_answers: takeOverResult.answers,
    })) as never);
    expect(renewed).toEqual({ nextInMs: 3_000 });
    expect(currentLeaseProblem(await db.attempts.get(attempt.attemptId))).toBeUndefined();
    expect(await db.answers.get([attempt.attemptId, '5'])).toMatchObject({
      value: 17,
      revision: 3,
      status: 'synced',
      skillsTestSectionId: SECTION,
    });
  });

  it("given no section started on this device, the shell's heartbeat asks the server nothing and looks again within a second; once one is, it renews the lease", async () => {
    const attempt = await beginRecord(REF, ACTIVITY, db);
    const sent: unknown[] = [];
    const send = (async (_endpoint: unknown, request: unknown) => {
      sent.push(request);
      return { lease_expires_at: '2026-11-21T10:03:00.000Z', lease_ms: 9_000, late_answers: [] };
    }) as never;
    expect(await skillsRunHeartbeat(attempt, db, send)).toEqual({ nextInMs: 1_000 });
    expect(sent).toEqual([]);

    await startSection(attempt, SECTION, 300, { now: () => Date.parse('2026-11-21T10:00:00.000Z') }, db);
    expect(await skillsRunHeartbeat(attempt, db, send)).toEqual({ nextInMs: 3_000 });
    expect(sent).toEqual([{ body: { ref_id: REF, job_step_activity_id: ACTIVITY } }]);
  });
});
