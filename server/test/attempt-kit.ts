/**
 * What the answer tests share: a new candidate who just applied to the open requisition, with a
 * fresh attempt id for its first untouched activity; and what the tests of the order an attempt
 * showed share (D319, D492, D503): an app with two companies' owners, the application's scorecard
 * id, and a staff read of a list; and what the skills-test authoring tests share: the demo
 * company's account id and a staff call to the account API.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { signUp } from './sign-up.ts';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

export interface Attempt {
  who: SignedIn;
  ref_id: string;
  job_step_activity_id: number;
  attempt_id: string;
}

export const attemptTarget = (a: Attempt) => ({
  ref_id: a.ref_id,
  job_step_activity_id: a.job_step_activity_id,
  attempt_id: a.attempt_id,
});

/** The activities of a tracker that are not completed yet, in plan order. */
export async function openActivities(t: TestApp, who: SignedIn, refId: string): Promise<number[]> {
  const res = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const steps: { activities: { job_step_activity_id: number; is_completed: boolean }[] }[] = res.json().data.steps;
  return steps
    .flatMap((s) => s.activities)
    .filter((a) => !a.is_completed)
    .map((a) => a.job_step_activity_id);
}

let n = 0;

/** A new candidate (e-mail under `label`) who just applied to the open requisition, and the new tracker's ref_id. */
export async function appliedCandidate(
  t: TestApp,
  label: string,
  name = { first_name: 'Ada', last_name: 'Tempt' },
): Promise<{ who: SignedIn; ref_id: string }> {
  const email = `${label}.${Date.now()}.${n++}@${label}.test`;
  const password = 'Attempt-test-1';
  const created = await signUp(t, { ...name, email, password, password_confirmation: password });
  expect(created.statusCode, created.body).toBe(201);
  const who = await t.signIn(email, password);
  const applied = await t.request({
    method: 'POST',
    url: `/api/user/v1/progress-tracker/user/${who.userId}/`,
    token: who.token,
    body: { job_uuid: DEMO_JOBS.openRequisition },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return { who, ref_id: applied.json().data.ref_id };
}

/** A new candidate who just applied to the open requisition: its first open activity, a fresh attempt id. */
export async function freshAttempt(t: TestApp, label: string): Promise<Attempt> {
  const { who, ref_id } = await appliedCandidate(t, label);
  const [activity] = await openActivities(t, who, ref_id);
  return { who, ref_id, job_step_activity_id: activity!, attempt_id: randomUUID() };
}

/** A file's app with the demo company's owner and another company's (who must get 404) signed in. */
export async function appWithOwners(): Promise<{ t: TestApp; owner: SignedIn; otherOwner: SignedIn }> {
  const t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const owner = await t.signIn('owner@demo-company.test');
  const otherOwner = await t.signIn('owner@other-company.test');
  return { t, owner, otherOwner };
}

/** The application's scorecard id (user_smartreq_id, the tracker's id) from its ref_id. */
export async function scorecardIdOf(t: TestApp, refId: string): Promise<number> {
  const tracker = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return tracker.user_step_tracker_id;
}

/** A staff read of a list: its status, and its rows when it is 200. */
export async function staffList<T>(t: TestApp, who: SignedIn, url: string): Promise<{ status: number; data: T[] }> {
  const res = await t.request({ method: 'GET', url, token: who.token });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json().data as T[]) : [] };
}

/** The demo company's account_id. */
export async function demoCompanyId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  return row.account_id;
}

export type AccountCall = (
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => ReturnType<TestApp['request']>;

/** A staff request to the account API (`url` under /api/account/v1/), each write with its own idempotency key. */
export const accountCaller =
  (t: TestApp): AccountCall =>
  (who, method, url, body) =>
    t.request({
      method,
      url: `/api/account/v1/${url}`,
      token: who.token,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
