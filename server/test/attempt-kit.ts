/**
 * What the answer tests share: a new candidate who just applied to the open requisition, with a
 * fresh attempt id for its first untouched activity.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';
import type { TestApp } from './test-app.ts';
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
