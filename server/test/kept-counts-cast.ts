/**
 * The set-up of the tests that hold kept counts to a fresh count after every kind of write (the
 * board's columns, the applicant list's count, its count by step status): an app, Demo Company's
 * owner and recruiter and a candidate signed in, the open and closed demo requisitions and an
 * active rejection reason of their company, and the calls those tests make. Each test file kept its
 * own copy of these before.
 */
import { expect } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';
import type { SignedIn } from './staff-roles.ts';

export interface KeptCountsCast {
  t: TestApp;
  owner: SignedIn;
  recruiter: SignedIn;
  candidate: SignedIn;
  jobId: number;
  closedJobId: number;
  reasonId: number;
}

export async function startKeptCountsCast(): Promise<KeptCountsCast> {
  const t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const [owner, recruiter, candidate] = await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'candidate@assay.test'].map((e) => t.signIn(e)),
  );
  const jobOf = async (uuid: string) =>
    (await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).job_id;
  const jobId = await jobOf(DEMO_JOBS.openRequisition);
  const closedJobId = await jobOf(DEMO_JOBS.closedRequisition);
  const reasonId = (
    await t.db
      .selectFrom('rejection_reasons')
      .innerJoin('jobs', 'jobs.account_id', 'rejection_reasons.account_id')
      .select('rejection_reasons.rejection_reason_id')
      .where('jobs.job_id', '=', jobId)
      .where('rejection_reasons.is_active', '=', true)
      .executeTakeFirstOrThrow()
  ).rejection_reason_id;
  return { t, owner: owner!, recruiter: recruiter!, candidate: candidate!, jobId, closedJobId, reasonId };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call under /api that must answer 200 (the status and body name the call when not), its JSON body. */
export async function okJson(t: TestApp, who: SignedIn, method: Method, url: string, body?: unknown) {
  const res = await t.request({ method, url: `/api${url}`, token: who.token, body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The application's tracker id (user_step_tracker_id), by its ref id. */
export async function trackerIdOf(t: TestApp, refId: string): Promise<number> {
  return (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
}
