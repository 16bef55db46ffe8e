/**
 * The camera check by consent (D455), on real PGlite: the company's ask (off by default) reaches the
 * candidate's skills test content; declining is kept as declined and no photo is kept after it;
 * with consent, one photo per moment (start, middle, end) is kept once; staff on the job read the
 * answer and the photos' times, and open a photo only with the private-data permission, each
 * opening its own audit entry; another company learns nothing; erasing the account erases both.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCameraCheck } from '../../../contracts/camera-check.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { freshApplication, type Application } from '../../test/lease-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cast: CompanyCast;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  cast = await signInCompanyCast(t);
});
afterAll(async () => t.close());

/** The smallest JPEG's first bytes and a little body: what the server checks is the JPEG's mark. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const askCamera = (isAsked: boolean) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/${cast.demoId}/candidate-notice/`,
    token: cast.owner.token,
    body: { en: null, es: null, fr: null, ask_camera_check: isAsked },
  });

const consent = (app: Application, answer: 'given' | 'declined', decidedAt = new Date().toISOString()) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/camera-consent/',
    token: app.who.token,
    body: {
      ref_id: app.ref_id,
      job_step_activity_id: app.job_step_activity_id,
      consent: answer,
      decided_at: decidedAt,
    },
  });

const still = (app: Application, moment: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/user-response/v1/camera-stills/',
    token: app.who.token,
    body: {
      still_id: randomUUID(),
      ref_id: app.ref_id,
      job_step_activity_id: app.job_step_activity_id,
      moment,
      taken_at: new Date().toISOString(),
      image: JPEG.toString('base64'),
      ...extra,
    },
  });

async function content(app: Application) {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${app.ref_id}/?job_step_activity_id=${app.job_step_activity_id}&language=en`,
    token: app.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ask_camera_check?: boolean; camera_consent?: string | null };
}

async function smartreqIdOf(app: Application): Promise<number> {
  const row = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', app.ref_id)
    .executeTakeFirstOrThrow();
  return row.user_step_tracker_id;
}

const staffList = async (who: { token: string }, app: Application) =>
  t.request({ method: 'GET', url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(app)}/`, token: who.token });

const staffView = async (who: { token: string }, app: Application, stillId: string) =>
  t.request({
    method: 'GET',
    url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(app)}/stills/${stillId}/`,
    token: who.token,
  });

const viewsOf = (stillId: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['actor_user_id', 'account_id', 'details'])
    .where('event', '=', 'camera_still_viewed')
    .where(sql<boolean>`details->>'still_id' = ${stillId}`)
    .execute();

const stillsKept = (app: Application) =>
  t.db.selectFrom('camera_stills').select(['moment']).where('ref_id', '=', app.ref_id).orderBy('moment').execute();

describe('the camera check by consent', () => {
  it('given no choice yet, then not asked; asked, the skills test says so with no answer yet; a save that does not name it leaves it', async () => {
    const before = await t.request({
      method: 'GET',
      url: `/api/account/v1/${cast.demoId}/candidate-notice/`,
      token: cast.owner.token,
    });
    expect(before.json().data.ask_camera_check).toBe(false);
    const app = await freshApplication(t, 'skills_test');
    expect(await content(app)).toMatchObject({ ask_camera_check: false, camera_consent: null });

    expect((await askCamera(true)).json().data.ask_camera_check).toBe(true);
    const textsOnly = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${cast.demoId}/candidate-notice/`,
      token: cast.owner.token,
      body: { en: 'We score a skills test.', es: null, fr: null },
    });
    expect(textsOnly.json().data).toMatchObject({ ask_camera_check: true, ask_full_screen: false });
    expect(await content(app)).toMatchObject({ ask_camera_check: true, camera_consent: null });

    // An approved accommodation waives it, as it waives full screen (D431).
    await t.db
      .insertInto('accommodation_requests')
      .values({ ref_id: app.ref_id, kinds: ['alternative_process'], status: 'approved', decided_at: new Date() })
      .execute();
    expect((await content(app)).ask_camera_check).toBe(false);
  });

  it('given the candidate declines, then declined is kept and shown to staff, and no photo is kept', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    const declined = await consent(app, 'declined');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toEqual({ consent: 'declined' });
    expect((await content(app)).camera_consent).toBe('declined');

    const refused = await still(app, 'start');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await stillsKept(app)).toEqual([]);

    const list = await staffList(cast.owner, app);
    expect(list.statusCode, list.body).toBe(200);
    const [check, ...others] = list.json().data as StaffCameraCheck[];
    expect(others).toEqual([]);
    expect(check).toMatchObject({ job_step_activity_id: app.job_step_activity_id, consent: 'declined', stills: [] });
    expect(check!.activity_type).toBe('skills_test');
  });

  it('given consent, then one photo per moment is kept once; staff open one only with the private-data permission, each view audited', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    // No photo before the answer.
    expect((await still(app, 'start')).statusCode).toBe(409);
    expect((await consent(app, 'given')).json().data).toEqual({ consent: 'given' });

    const startId = randomUUID();
    const first = await still(app, 'start', { still_id: startId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: true });
    // The outbox sent it again (its answer was lost): kept once.
    expect((await still(app, 'start', { still_id: startId })).json().data).toEqual({ recorded: false });
    // Another device's photo of the same moment: not kept, not refused.
    expect((await still(app, 'start')).json().data).toEqual({ recorded: false });
    expect((await still(app, 'middle')).json().data).toEqual({ recorded: true });
    expect((await still(app, 'end')).json().data).toEqual({ recorded: true });
    expect((await stillsKept(app)).map((s) => s.moment)).toEqual(['end', 'middle', 'start']);

    // Not a JPEG, a moment that is none, someone else's test: refused, nothing kept.
    const notJpeg = await still(app, 'end', { image: Buffer.from('GIF89a-not-a-photo').toString('base64') });
    expect(notJpeg.statusCode).toBe(400);
    expect((await still(app, 'later')).statusCode).toBe(400);
    const other = await freshApplication(t, 'skills_test');
    const notTheirs = await t.request({
      method: 'POST',
      url: '/api/user-response/v1/camera-consent/',
      token: other.who.token,
      body: {
        ref_id: app.ref_id,
        job_step_activity_id: app.job_step_activity_id,
        consent: 'declined',
        decided_at: new Date().toISOString(),
      },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await stillsKept(app)).toHaveLength(3);

    const list = await staffList(cast.owner, app);
    expect(list.statusCode, list.body).toBe(200);
    const [check] = list.json().data as StaffCameraCheck[];
    expect(check!.consent).toBe('given');
    expect(check!.stills.map((s) => s.moment)).toEqual(['start', 'middle', 'end']);
    expect(check!.stills[0]!.still_id).toBe(startId);
    // The list holds no image.
    expect(list.body).not.toContain(JPEG.toString('base64'));
    expect(await viewsOf(startId)).toEqual([]);

    // The owner opens it twice: the photo as sent, two entries in the company's log.
    for (let i = 0; i < 2; i++) {
      const view = await staffView(cast.owner, app, startId);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().data).toMatchObject({ still_id: startId, moment: 'start', image: JPEG.toString('base64') });
    }
    const views = await viewsOf(startId);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor_user_id: cast.owner.userId, account_id: cast.demoId });

    // The recruiter works on the job but holds no private-data permission: the list, not the photo.
    expect((await staffList(cast.recruiter, app)).statusCode).toBe(200);
    expect((await staffView(cast.recruiter, app, startId)).statusCode).toBe(403);
    // Another company and the candidate: nothing.
    expect((await staffList(cast.otherOwner, app)).statusCode).toBe(404);
    expect((await staffView(cast.otherOwner, app, startId)).statusCode).toBe(404);
    expect((await staffView(app.who, app, startId)).statusCode).toBe(403);
    // A refused look writes nothing.
    expect(await viewsOf(startId)).toHaveLength(2);
  });

  it('given consent taken back, then the photos go; an older answer arriving late changes nothing', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await consent(app, 'given', '2026-12-01T10:00:00Z');
    await still(app, 'start');
    const back = await consent(app, 'declined', '2026-12-01T10:05:00Z');
    expect(back.json().data).toEqual({ consent: 'declined' });
    expect(await stillsKept(app)).toEqual([]);
    const late = await consent(app, 'given', '2026-12-01T10:01:00Z');
    expect(late.json().data).toEqual({ consent: 'declined' });
    expect((await still(app, 'middle')).statusCode).toBe(409);
  });

  it('given the candidate erases their account, then their answers and photos are gone', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await consent(app, 'given');
    expect((await still(app, 'start')).json().data).toEqual({ recorded: true });
    const erased = await t.request({
      method: 'POST',
      url: `/api/user/v1/${app.who.userId}/erase/`,
      token: app.who.token,
      body: { password: 'Lease-test-1' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await stillsKept(app)).toEqual([]);
    const consents = await t.db
      .selectFrom('camera_consents')
      .select('consent')
      .where('ref_id', '=', app.ref_id)
      .execute();
    expect(consents).toEqual([]);
  });

  it('given the company asks, then the typing test asks too, with the answer the server holds, and keeps its photos as the skills test does', async () => {
    await askCamera(true);
    const app = await freshApplication(t, 'typing_test');
    const typing = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/user-response/v1/typing-tests/job_step_activity/${app.job_step_activity_id}/user/${app.who.userId}/ref/${app.ref_id}/`,
        token: app.who.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { ask_camera_check?: boolean; camera_consent?: string | null };
    };
    expect(await typing()).toMatchObject({ ask_camera_check: true, camera_consent: null });
    await consent(app, 'given');
    expect(await typing()).toMatchObject({ ask_camera_check: true, camera_consent: 'given' });
    expect((await still(app, 'start')).json().data).toEqual({ recorded: true });
    const list = await staffList(cast.owner, app);
    expect(list.statusCode, list.body).toBe(200);
    const checks = list.json().data as StaffCameraCheck[];
    expect(checks.map((c) => [c.activity_type, c.consent, c.stills.map((x) => x.moment)])).toEqual([
      ['typing_test', 'given', ['start']],
    ]);
    await askCamera(false);
    expect((await typing()).ask_camera_check).toBe(false);
  });
});
