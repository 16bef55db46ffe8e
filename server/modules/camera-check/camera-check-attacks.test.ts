/**
 * A hostile pass over the camera check's photos (D455, D462), on real PGlite through the
 * app's HTTP layer: a candidate cannot put a photo or an answer on another's application or on a
 * test outside their application, nor send what is not a small JPEG; no photo is kept without a
 * consent on record, nor where the company does not ask for the check (or an approved
 * accommodation waives it); staff of another company, staff off the job and a role without the
 * private-data permission do not open one, nor does a photo open under another application; the
 * photos leave with the application (the retention sweep, the application's removal from the
 * database) and are in no applicant export.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { retentionSweepJob } from '../data-rights/index.ts';

let t: TestApp;
let cast: CompanyCast;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  cast = await signInCompanyCast(t);
});
afterAll(async () => t.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const askCamera = (isAsked: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/${cast.demoId}/candidate-notice/`,
    token: cast.owner.token,
    body: { en: null, es: null, fr: null, ask_camera_check: isAsked },
  });

type Target = { ref_id: string; job_step_activity_id: number };

const consent = (who: { token: string }, target: Target, answer: 'given' | 'declined') =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/camera-consent/',
    token: who.token,
    body: { ...target, consent: answer, decided_at: new Date().toISOString() },
  });

const still = (who: { token: string }, target: Target, over: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/camera-stills/',
    token: who.token,
    body: {
      still_id: randomUUID(),
      ...target,
      moment: 'start',
      taken_at: new Date().toISOString(),
      image: JPEG.toString('base64'),
      ...over,
    },
  });

const target = (app: Application): Target => ({ ref_id: app.ref_id, job_step_activity_id: app.job_step_activity_id });

const stillsOf = (refId: string) =>
  t.db.selectFrom('camera_stills').select(['still_id', 'moment']).where('ref_id', '=', refId).execute();
const consentsOf = (refId: string) =>
  t.db.selectFrom('camera_consents').select('consent').where('ref_id', '=', refId).execute();

async function smartreqIdOf(refId: string): Promise<number> {
  const row = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return row.user_step_tracker_id;
}

const staffView = async (who: { token: string }, refId: string, stillId: string) =>
  t.request({
    method: 'GET',
    url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(refId)}/stills/${stillId}/`,
    token: who.token,
  });
const staffList = async (who: { token: string }, refId: string) =>
  t.request({ method: 'GET', url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(refId)}/`, token: who.token });

/** A candidate who agreed to the check on the open requisition's skills test, with the start's photo kept. */
async function photographed(): Promise<Application & { stillId: string }> {
  const app = await freshApplication(t, 'skills_test');
  expect((await consent(app.who, target(app), 'given')).statusCode).toBe(200);
  const stillId = randomUUID();
  const sent = await still(app.who, target(app), { still_id: stillId });
  expect(sent.json().data, sent.body).toEqual({ recorded: true });
  return { ...app, stillId };
}

describe('a candidate sending photos', () => {
  it('given another candidate’s application, or a timed test outside their own application, then the answer and the photo are 404 and nothing is kept', async () => {
    await askCamera(true);
    const victim = await freshApplication(t, 'skills_test');
    const attacker = await freshApplication(t, 'skills_test');
    expect((await consent(attacker.who, target(victim), 'given')).statusCode).toBe(404);
    expect((await consent(victim.who, target(victim), 'given')).statusCode).toBe(200);
    // The victim agreed; the attacker's photo still goes nowhere.
    for (const moment of ['start', 'middle', 'end'])
      expect((await still(attacker.who, target(victim), { moment })).statusCode).toBe(404);
    expect(await stillsOf(victim.ref_id)).toEqual([]);

    // The attacker's own application, naming a timed test of another requisition.
    const elsewhere = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select('a.job_step_activity_id')
      .where('j.uuid', '!=', DEMO_JOBS.openRequisition)
      .where('a.activity_type', 'in', ['skills_test', 'typing_test'])
      .orderBy('a.job_step_activity_id')
      .executeTakeFirstOrThrow();
    const outside = { ref_id: attacker.ref_id, job_step_activity_id: elsewhere.job_step_activity_id };
    expect((await consent(attacker.who, outside, 'given')).statusCode).toBe(404);
    expect((await still(attacker.who, outside)).statusCode).toBe(404);
    expect(await consentsOf(attacker.ref_id)).toEqual([]);
    expect(await stillsOf(attacker.ref_id)).toEqual([]);
  });

  it('given a body that is not a small JPEG, then 400 or 413 and nothing is kept', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await consent(app.who, target(app), 'given');
    const bigJpeg = Buffer.concat([JPEG, Buffer.alloc(150_001 - JPEG.length, 0x41)]);
    const refused = [
      await still(app.who, target(app), { image: PNG.toString('base64') }),
      await still(app.who, target(app), { image: Buffer.from('<script>alert(1)</script>').toString('base64') }),
      await still(app.who, target(app), { image: bigJpeg.toString('base64') }),
      await still(app.who, target(app), { image: `${JPEG.toString('base64')}\n${JPEG.toString('base64')}` }),
      await still(app.who, target(app), { image: 'data:image/jpeg;base64,' + JPEG.toString('base64') }),
      await still(app.who, target(app), { image: JPEG.toString('base64'), moment: 'later' }),
      await still(app.who, target(app), { image: JPEG.toString('base64'), still_id: 'not-a-uuid' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    // Past the body limit (1 MB): refused before it is read whole.
    const huge = await still(app.who, target(app), { image: 'A'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await stillsOf(app.ref_id)).toEqual([]);
    // The largest JPEG allowed is kept.
    const largest = Buffer.concat([JPEG, Buffer.alloc(150_000 - JPEG.length, 0x41)]);
    expect((await still(app.who, target(app), { image: largest.toString('base64') })).json().data).toEqual({
      recorded: true,
    });
  });

  it('given no consent on record, or consent declined, then no photo is kept (409)', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    expect((await still(app.who, target(app))).statusCode).toBe(409);
    await consent(app.who, target(app), 'declined');
    expect((await still(app.who, target(app))).statusCode).toBe(409);
    expect(await stillsOf(app.ref_id)).toEqual([]);
  });

  it('given a company that does not ask for the camera check, or an approved accommodation that waives it, then no consent is given and no photo kept; declining is still heard', async () => {
    await askCamera(false);
    const app = await freshApplication(t, 'skills_test');
    const given = await consent(app.who, target(app), 'given');
    expect(given.statusCode, given.body).toBe(409);
    expect((await still(app.who, target(app))).statusCode).toBe(409);
    expect(await consentsOf(app.ref_id)).toEqual([]);
    expect(await stillsOf(app.ref_id)).toEqual([]);
    expect((await consent(app.who, target(app), 'declined')).json().data).toEqual({ consent: 'declined' });

    // Asked, then an approved accommodation waives it (as the test's reads tell the device).
    await askCamera(true);
    const waived = await freshApplication(t, 'skills_test');
    await t.db
      .insertInto('accommodation_requests')
      .values({ ref_id: waived.ref_id, kinds: ['alternative_process'], status: 'approved', decided_at: new Date() })
      .execute();
    expect((await consent(waived.who, target(waived), 'given')).statusCode).toBe(409);
    expect(await consentsOf(waived.ref_id)).toEqual([]);

    // Agreed while asked, and the company stops asking: the photos still on their way are not kept.
    const stopped = await freshApplication(t, 'skills_test');
    expect((await consent(stopped.who, target(stopped), 'given')).statusCode).toBe(200);
    await askCamera(false);
    expect((await still(stopped.who, target(stopped))).statusCode).toBe(409);
    expect(await stillsOf(stopped.ref_id)).toEqual([]);
  });
});

describe('staff opening photos', () => {
  it('given a kept photo, then another company, staff off the job, a role without the private-data permission, the candidate and another application’s address open nothing, and no refusal is audited', async () => {
    await askCamera(true);
    const app = await photographed();
    const other = await photographed();
    const views = () =>
      t.db.selectFrom('audit_events').select('event').where('event', '=', 'camera_still_viewed').execute();
    const before = (await views()).length;

    expect((await staffView(cast.otherOwner, app.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await staffList(cast.otherOwner, app.ref_id)).statusCode).toBe(404);
    expect((await staffView(cast.interviewer, app.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await staffList(cast.interviewer, app.ref_id)).statusCode).toBe(404);
    expect((await staffView(cast.recruiter, app.ref_id, app.stillId)).statusCode).toBe(403);
    expect((await staffView(app.who, app.ref_id, app.stillId)).statusCode).toBe(403);
    expect((await staffView(other.who, app.ref_id, app.stillId)).statusCode).toBe(403);
    // The owner holds the permission, but a photo opens only under its own application.
    expect((await staffView(cast.owner, other.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await staffView(cast.owner, app.ref_id, randomUUID())).statusCode).toBe(404);
    expect((await views()).length).toBe(before);

    const opened = await staffView(cast.owner, app.ref_id, app.stillId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await views()).length).toBe(before + 1);
  });
});

describe('photos leaving with the application', () => {
  it('given the applicant export, then no photo, photo id or answer is in it', async () => {
    await askCamera(true);
    const app = await photographed();
    const job = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow();
    const exported = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/export-applicants/${job.job_id}/`,
      token: cast.owner.token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.rows).toBeGreaterThan(0);
    expect(exported.body).not.toContain(app.stillId);
    expect(exported.body).not.toContain(JPEG.toString('base64'));
    expect(exported.body.toLowerCase()).not.toContain('camera');
  });

  it('given the retention sweep anonymising an application, or the application removed from the database, then its answers and photos are gone', async () => {
    await askCamera(true);
    const swept = await photographed();
    const kept = await photographed();
    // Only `swept` lies past a twelve-month retention: its last sign of life 400 days ago.
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await t.db
      .updateTable('accounts')
      .set({ applicant_retention_months: 12 })
      .where('account_id', '=', cast.demoId)
      .execute();
    await sql`update user_trackers set created_at = ${old} where ref_id = ${swept.ref_id}`.execute(t.db);
    await sql`update user_attempts set created_at = ${old}, submitted_at = null, last_active_at = null
      where ref_id = ${swept.ref_id}`.execute(t.db);
    await t.db
      .updateTable('user_step_activities')
      .set({ completed_at: null })
      .where('ref_id', '=', swept.ref_id)
      .execute();
    try {
      const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-camera-sweep-'));
      await retentionSweepJob(storage).run(t.db);
    } finally {
      await t.db
        .updateTable('accounts')
        .set({ applicant_retention_months: null })
        .where('account_id', '=', cast.demoId)
        .execute();
    }
    expect(await stillsOf(swept.ref_id)).toEqual([]);
    expect(await consentsOf(swept.ref_id)).toEqual([]);
    expect(await stillsOf(kept.ref_id)).toHaveLength(1);

    // An application removed from the database takes its photos with it.
    await t.db.deleteFrom('user_trackers').where('ref_id', '=', kept.ref_id).execute();
    expect(await stillsOf(kept.ref_id)).toEqual([]);
    expect(await consentsOf(kept.ref_id)).toEqual([]);
  });
});
