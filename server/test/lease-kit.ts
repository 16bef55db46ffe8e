/**
 * What the one-writer tests (offline promise 10) share: a fresh candidate with an application to a
 * demo requisition, requests as a named device, the lease's row, making it lapse, and reading the
 * details of a 409 attempt_leased / attempt_moved.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';
import type { TestApp } from './test-app.ts';
import { signUp } from './sign-up.ts';

export type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

export interface Application {
  who: SignedIn;
  ref_id: string;
  job_step_activity_id: number;
}

export const target = (a: Pick<Application, 'ref_id' | 'job_step_activity_id'>) => ({
  ref_id: a.ref_id,
  job_step_activity_id: a.job_step_activity_id,
});

let n = 0;

/** A new candidate applied to `jobUuid` (the open requisition by default), with the id of its first activity of `activityType`. */
export async function freshApplication(
  t: TestApp,
  activityType: string,
  jobUuid: string = DEMO_JOBS.openRequisition,
): Promise<Application> {
  const email = `lease.${activityType}.${Date.now()}.${n++}@lease.test`;
  const created = await signUp(t, {
    first_name: 'Lea',
    last_name: 'Se',
    email,
    password: 'Lease-test-1',
    password_confirmation: 'Lease-test-1',
  });
  expect(created.statusCode, created.body).toBe(201);
  const who = await t.signIn(email, 'Lease-test-1');
  const applied = await t.request({
    method: 'POST',
    url: `/api/user/v1/progress-tracker/user/${who.userId}/`,
    token: who.token,
    body: { job_uuid: jobUuid },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const activity = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('j.uuid', '=', jobUuid)
    .where('a.activity_type', '=', activityType)
    .orderBy('a.job_step_activity_id')
    .executeTakeFirstOrThrow();
  return { who, ref_id: applied.json().data.ref_id, job_step_activity_id: activity.job_step_activity_id };
}

/** A request from `device` (no X-Assay-Device header without one), with a fresh idempotency key. */
export function asDevice(
  t: TestApp,
  who: SignedIn,
  device: string | undefined,
  init: { method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET'; url: string; body?: unknown },
): Promise<LightMyRequestResponse> {
  return t.request({
    method: init.method ?? 'POST',
    url: init.url,
    token: who.token,
    body: init.body,
    headers: { 'idempotency-key': randomUUID(), ...(device ? { 'x-assay-device': device } : {}) },
  });
}

export function leaseRow(t: TestApp, a: Pick<Application, 'ref_id' | 'job_step_activity_id'>) {
  return t.db
    .selectFrom('activity_leases')
    .selectAll()
    .where('ref_id', '=', a.ref_id)
    .where('job_step_activity_id', '=', a.job_step_activity_id)
    .executeTakeFirst();
}

/** The holder's lease runs out (a second ago), as if its device had gone quiet. */
export async function lapse(t: TestApp, a: Pick<Application, 'ref_id' | 'job_step_activity_id'>): Promise<void> {
  await t.db
    .updateTable('activity_leases')
    .set({ lease_expires_at: sql<Date>`now() - interval '1 second'` })
    .where('ref_id', '=', a.ref_id)
    .where('job_step_activity_id', '=', a.job_step_activity_id)
    .execute();
}

/** A detail of a lease refusal (prop = field, message = ISO time). */
export function detail(res: LightMyRequestResponse, prop: string): string | undefined {
  return (res.json().errors as { prop: string; message: string }[] | undefined)?.find((e) => e.prop === prop)?.message;
}

export const LEASE_URL = {
  heartbeat: '/api/user-response/v1/activity-lease/heartbeat/',
  takeOver: '/api/user-response/v1/activity-lease/take-over/',
};
