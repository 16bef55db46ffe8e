/**
 * The pipeline on real PGlite (D202): the board of a requisition, advance by one stage or to a
 * chosen one, bulk advance, and undo of an advance or a reject, which puts back the kept state.
 * Who may: the requisition's team and staff with the flag; another company's staff and a team
 * outsider get 404 and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { Board } from '../../../contracts/pipeline.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, candidate: S;
let jobId: number;
let steps: { job_step_id: number; name: string }[];
const sid = {} as Record<'candidateOpen' | 'mariaOpen' | 'liOpen', number>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, interviewer, otherOwner, candidate] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      'candidate@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
  steps = await t.db
    .selectFrom('job_steps')
    .select(['job_step_id', 'name'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_step_id')
    .execute();
  for (const key of ['candidateOpen', 'mariaOpen', 'liOpen'] as const) {
    sid[key] = (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', DEMO_TRACKERS[key])
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;
  }
});
afterAll(async () => t.close());

const call = (who: S | undefined, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });
const board = async (who: S = recruiter) => {
  const res = await call(who, 'GET', `/smartreq/v1/board/${jobId}/?per_stage=200`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Board;
};
const stageOf = (b: Board, userSmartreqId: number) =>
  b.stages.find((s) => s.cards.some((c) => c.user_smartreq_id === userSmartreqId))?.job_step_id;
const tracker = (refId: string) =>
  t.db.selectFrom('user_trackers').selectAll().where('ref_id', '=', refId).executeTakeFirstOrThrow();

describe('the board', () => {
  it('given a requisition, when its team opens the board, then every plan step is a column with its count and cards', async () => {
    expect(steps.length).toBeGreaterThan(1);
    const b = await board();
    expect(b.stages.map((s) => s.job_step_id)).toEqual(steps.map((s) => s.job_step_id));
    for (const stage of b.stages) expect(stage.cards.length).toBeLessThanOrEqual(stage.count);
    const active = await t.db
      .selectFrom('user_trackers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', '=', jobId)
      .where('status', '=', 'active')
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(b.stages.reduce((sum, s) => sum + s.count, 0)).toBe(Number(active.n));
    const card = b.stages.flatMap((s) => s.cards).find((c) => c.user_smartreq_id === sid.mariaOpen)!;
    expect(card).toMatchObject({ first_name: 'Maria', last_name: 'Garcia' });
    expect(card.days_in_stage).toBeGreaterThanOrEqual(0);
  });

  it('given someone outside the team or company, when they ask for the board, then 404; a candidate gets 403 or 404', async () => {
    expect((await call(otherOwner, 'GET', `/smartreq/v1/board/${jobId}/`)).statusCode).toBe(404);
    expect((await call(interviewer, 'GET', `/smartreq/v1/board/${jobId}/`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await call(candidate, 'GET', `/smartreq/v1/board/${jobId}/`)).statusCode);
    expect((await call(owner, 'GET', `/smartreq/v1/board/${jobId}/?per_stage=0`)).statusCode).toBe(400);
  });
});

describe('advance and undo', () => {
  it('given an active applicant, when the recruiter advances them, then they stand one stage later; undo puts them back', async () => {
    const before = stageOf(await board(), sid.mariaOpen)!;
    const index = steps.findIndex((s) => s.job_step_id === before);
    const res = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.mariaOpen}/advance/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', job_step_id: steps[index + 1]!.job_step_id });
    expect(stageOf(await board(), sid.mariaOpen)).toBe(steps[index + 1]!.job_step_id);

    const undone = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.mariaOpen}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.job_step_id).toBe(before);
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).stage_job_step_id).toBeNull();
    // Nothing left to undo.
    expect((await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.mariaOpen}/undo/`)).statusCode).toBe(409);
  });

  it('given a chosen stage, when it is not later or not of this requisition, then 409 or 400 and nothing changes', async () => {
    const last = steps.at(-1)!.job_step_id;
    const toLast = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${sid.liOpen}/advance/`, {
      to_job_step_id: last,
    });
    expect(toLast.statusCode).toBe(200);
    expect(toLast.json().data.job_step_id).toBe(last);
    const again = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${sid.liOpen}/advance/`, {
      to_job_step_id: last,
    });
    expect(again.statusCode).toBe(409);
    const foreignStep = await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '!=', jobId)
      .executeTakeFirstOrThrow();
    const bad = await call(owner, 'POST', `/smartreq/v1/user-smartreq/${sid.liOpen}/advance/`, {
      to_job_step_id: foreignStep.job_step_id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].prop).toBe('to_job_step_id');
    expect((await tracker(DEMO_TRACKERS.liOpen)).stage_job_step_id).toBe(last);
    await call(owner, 'POST', `/smartreq/v1/user-smartreq/${sid.liOpen}/undo/`);
  });

  it('given another company or a team outsider, when they advance or undo, then 404 and nothing changes', async () => {
    for (const who of [otherOwner, interviewer]) {
      expect((await call(who, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/advance/`, {})).statusCode).toBe(
        404,
      );
      expect((await call(who, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/undo/`)).statusCode).toBe(404);
    }
    expect(
      (
        await call(otherOwner, 'POST', '/smartreq/v1/bulk-advance-applicants/', {
          ref_ids: [DEMO_TRACKERS.candidateOpen],
        })
      ).statusCode,
    ).toBe(404);
    expect((await tracker(DEMO_TRACKERS.candidateOpen)).stage_job_step_id).toBeNull();
  });
});

describe('reject and its undo', () => {
  it('given a reason, when the recruiter rejects and then undoes, then the applicant is active again at the same stage', async () => {
    const reason = await t.db
      .selectFrom('rejection_reasons')
      .innerJoin('jobs', 'jobs.account_id', 'rejection_reasons.account_id')
      .select('rejection_reasons.rejection_reason_id')
      .where('jobs.job_id', '=', jobId)
      .where('rejection_reasons.is_active', '=', true)
      .executeTakeFirstOrThrow();
    const stage = stageOf(await board(), sid.candidateOpen);
    const rejected = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/reject/`, {
      rejection_reason_id: reason.rejection_reason_id,
      reason_note: 'Not this time',
    });
    expect(rejected.statusCode).toBe(200);
    expect(stageOf(await board(), sid.candidateOpen)).toBeUndefined();
    const undone = await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'active', rejection_reason_id: null, job_step_id: stage });
    const row = await tracker(DEMO_TRACKERS.candidateOpen);
    expect(row).toMatchObject({ status: 'active', rejection_note: null, rejected_at: null });
  });

  it('given an undo older than the window, when asked, then 409 and the rejection stays', async () => {
    const reason = await t.db
      .selectFrom('rejection_reasons')
      .innerJoin('jobs', 'jobs.account_id', 'rejection_reasons.account_id')
      .select('rejection_reasons.rejection_reason_id')
      .where('jobs.job_id', '=', jobId)
      .where('rejection_reasons.is_active', '=', true)
      .executeTakeFirstOrThrow();
    await call(recruiter, 'POST', '/smartreq/v1/bulk-reject-applicants/', {
      ref_ids: [DEMO_TRACKERS.candidateOpen],
      rejection_reason_id: reason.rejection_reason_id,
    });
    await t.db
      .updateTable('application_undo')
      .set({ done_at: new Date(Date.now() - 3_600_000) })
      .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
      .execute();
    expect((await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/undo/`)).statusCode).toBe(
      409,
    );
    expect((await tracker(DEMO_TRACKERS.candidateOpen)).status).toBe('rejected');
    // Rejected applicants are not advanced, one by one or in bulk.
    expect(
      (await call(recruiter, 'POST', `/smartreq/v1/user-smartreq/${sid.candidateOpen}/advance/`, {})).statusCode,
    ).toBe(409);
    const bulk = await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', {
      ref_ids: [DEMO_TRACKERS.candidateOpen, DEMO_TRACKERS.mariaOpen],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data.updated).toBe(1);
    expect((await tracker(DEMO_TRACKERS.mariaOpen)).stage_job_step_id).not.toBeNull();
    expect((await call(recruiter, 'POST', '/smartreq/v1/bulk-advance-applicants/', { ref_ids: [] })).statusCode).toBe(
      400,
    );
  });
});
