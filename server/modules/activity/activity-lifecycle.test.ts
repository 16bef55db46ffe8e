/**
 * The activity lifecycle over every kind the candidate side runs: start, complete, complete again
 * (nothing changes, the first completion time stays), and the tracker's progress after each step;
 * two kinds end to end through their own endpoints. The guard at the end fails when a server
 * module writes user_step_activities without going through this module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { SPEED_METHOD_VERSION } from '../../../contracts/speed-test.ts';
import { ACTIVITY_KIND_TYPES } from '../../../contracts/activity-kinds.ts';
import { completeActivity, pctComplete, reopenActivity, startActivity } from './activity-lifecycle.ts';

/** Every kind (contracts/activity-kinds.ts): a new kind is driven through start and complete as soon as it is listed. */
const KINDS = ACTIVITY_KIND_TYPES;

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S, recruiter: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria, recruiter] = (await Promise.all(
    ['li.wei@assay.test', 'maria.garcia@assay.test', 'recruiter@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
});
afterAll(async () => t.close());

interface Progress {
  pct: number;
  done: Map<number, boolean>;
}

async function progressOf(who: S, refId: string): Promise<Progress> {
  const res = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  const activities: { job_step_activity_id: number; is_completed: boolean }[] = data.steps.flatMap(
    (s: { activities: unknown[] }) => s.activities,
  );
  return {
    pct: data.tracker.pct_complete,
    done: new Map(activities.map((a) => [a.job_step_activity_id, a.is_completed])),
  };
}

const storedRow = (refId: string, activityId: number) =>
  t.db
    .selectFrom('user_step_activities')
    .select(['is_completed', 'completed_at', 'created_at'])
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', activityId)
    .executeTakeFirst();

/** A requisition of the demo company with one activity of every kind, and Li's application to it. */
async function planOfEveryKind(): Promise<{ refId: string; activities: Map<string, number> }> {
  const job = await t.request({
    method: 'POST',
    url: '/api/job/v1/builder/',
    token: recruiter.token,
    body: { title: 'Every kind' },
  });
  expect(job.statusCode, job.body).toBe(200);
  const jobId: number = job.json().data.job_id;
  const { job_step_id } = await t.db
    .insertInto('job_steps')
    .values({ job_id: jobId, name: 'All', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .insertInto('job_step_activities')
    .values(KINDS.map((kind, i) => ({ job_step_id, activity_type: kind, title: kind, sort_order: i + 1 })))
    .returning(['job_step_activity_id', 'activity_type'])
    .execute();
  const refId = randomUUID();
  const { account_id } = await t.db
    .selectFrom('jobs')
    .select('account_id')
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('user_trackers')
    .values({ ref_id: refId, user_id: li.userId, job_id: jobId, account_id, external_application_id: null })
    .execute();
  return { refId, activities: new Map(rows.map((r) => [r.activity_type, r.job_step_activity_id])) };
}

describe('the lifecycle of every kind', () => {
  it('given an application with one activity of every kind, when each is started, completed and completed again, then progress counts each once and the first completion time stays', async () => {
    const { refId, activities } = await planOfEveryKind();
    expect((await progressOf(li, refId)).pct).toBe(0);
    let done = 0;
    for (const kind of KINDS) {
      const id = activities.get(kind)!;
      await startActivity(t.db, refId, id);
      await startActivity(t.db, refId, id);
      expect((await storedRow(refId, id))?.is_completed, kind).toBe(false);

      const first = await t.db.transaction().execute((trx) => completeActivity(trx, refId, id));
      expect(first.completedNow, kind).toBe(true);
      done += 1;
      const afterFirst = await progressOf(li, refId);
      expect(afterFirst.done.get(id), kind).toBe(true);
      expect(afterFirst.pct, kind).toBe(pctComplete(done, KINDS.length));

      const again = await t.db.transaction().execute((trx) => completeActivity(trx, refId, id));
      expect(again.completedNow, kind).toBe(false);
      expect(again.completedAt.getTime(), kind).toBe(first.completedAt.getTime());
      expect(new Date((await storedRow(refId, id))!.completed_at!).getTime(), kind).toBe(first.completedAt.getTime());
      expect((await progressOf(li, refId)).pct, kind).toBe(afterFirst.pct);
    }
    expect((await progressOf(li, refId)).pct).toBe(100);
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select(['completed_activity_count', 'current_job_step_id'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    expect(tracker).toEqual({ completed_activity_count: KINDS.length, current_job_step_id: null });
  });

  it('given a completed activity, when it is reopened for a re-take, then progress no longer counts it and completing it again records a new time', async () => {
    const { refId, activities } = await planOfEveryKind();
    const id = activities.get('typing_test')!;
    const first = await completeActivity(t.db, refId, id);
    expect((await progressOf(li, refId)).pct).toBe(pctComplete(1, KINDS.length));
    expect(await reopenActivity(t.db, refId, id)).toBe(true);
    expect(await reopenActivity(t.db, refId, id)).toBe(false);
    const reopened = await progressOf(li, refId);
    expect(reopened.pct).toBe(0);
    expect(reopened.done.get(id)).toBe(false);
    const second = await completeActivity(t.db, refId, id);
    expect(second.completedNow).toBe(true);
    expect(second.completedAt.getTime()).toBeGreaterThanOrEqual(first.completedAt.getTime());
    expect((await progressOf(li, refId)).pct).toBe(pctComplete(1, KINDS.length));
  });
});

describe('kinds through their own endpoints', () => {
  it('given the speed test submitted twice, then the second is refused and the first completion time stays', async () => {
    const refId = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
    const id = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'speed_test');
    const before = await progressOf(li, refId);
    const body = {
      ref_id: refId,
      job_step_activity_id: id,
      download_mbps: 50,
      upload_mbps: 10,
      latency_ms: 20,
      jitter_ms: 2,
      method_version: SPEED_METHOD_VERSION,
    };
    const send = () =>
      t.request({ method: 'POST', url: '/api/integration/v1/speed-test/result/', token: li.token, body });
    expect((await send()).statusCode).toBe(200);
    const completedAt = (await storedRow(refId, id))!.completed_at;
    const after = await progressOf(li, refId);
    expect(after.done.get(id)).toBe(true);
    expect(after.pct).toBe(pctComplete(1, before.done.size));
    expect((await send()).statusCode).toBe(409);
    expect((await storedRow(refId, id))!.completed_at).toEqual(completedAt);
    expect((await progressOf(li, refId)).pct).toBe(after.pct);
  });

  it('given the equal-opportunity questions answered twice, then the activity completes once and keeps its first time', async () => {
    const refId = DEMO_TRACKERS.mariaOpen;
    const id = 3;
    const before = await progressOf(maria, refId);
    expect(before.done.get(id)).toBe(false);
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/user-response/v1/submit-eeoc-answers/',
        token: maria.token,
        body: { ref_id: refId, job_step_activity_id: id, answers: {} },
        headers: { 'idempotency-key': randomUUID() },
      });
    expect((await send()).statusCode).toBe(200);
    const completedAt = (await storedRow(refId, id))!.completed_at;
    const after = await progressOf(maria, refId);
    expect(after.done.get(id)).toBe(true);
    expect(after.pct).toBeGreaterThan(before.pct);
    expect((await send()).statusCode).toBe(200);
    expect((await storedRow(refId, id))!.completed_at).toEqual(completedAt);
    expect((await progressOf(maria, refId)).pct).toBe(after.pct);
  });
});

/** Server files (not tests, seeds or migrations) that write user_step_activities outside this module. */
export function lifecycleBypasses(root: string): string[] {
  const write =
    /(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]user_step_activities\b|\b(insert\s+into|update|delete\s+from|merge\s+into)\s+user_step_activities\b/i;
  const skip = [
    path.join('server', 'modules', 'activity'),
    path.join('server', 'db', 'seed'),
    // The demo's seed steps, moved above the modules (D418).
    path.join('server', 'demo'),
    path.join('server', 'db', 'migrations'),
    path.join('server', 'test'),
  ];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      if (skip.some((s) => rel === s || rel.startsWith(s + path.sep))) continue;
      if (entry.isDirectory()) walk(full);
      else if (
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        write.test(fs.readFileSync(full, 'utf8'))
      )
        found.push(rel);
    }
  };
  walk(path.join(root, 'server'));
  return found;
}

describe('the lifecycle guard', () => {
  const root = path.resolve(import.meta.dirname, '../../..');

  it('given the server code, then no module but server/modules/activity writes user_step_activities', () => {
    expect(lifecycleBypasses(root)).toEqual([]);
  });

  it('given a module that writes user_step_activities itself, then the guard names its file', () => {
    const dir = fs.mkdtempSync(path.join(root, 'server', 'modules', '.guard-probe-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'bypass.store.ts'),
        "await db.updateTable('user_step_activities').set({ is_completed: true });\n",
      );
      fs.writeFileSync(
        path.join(dir, 'raw.store.ts'),
        'await sql`insert into user_step_activities (ref_id) values (${refId})`;\n',
      );
      expect(lifecycleBypasses(root).sort()).toEqual(
        [
          path.relative(root, path.join(dir, 'bypass.store.ts')),
          path.relative(root, path.join(dir, 'raw.store.ts')),
        ].sort(),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
