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
import { cameraCheckKit, JPEG_KEPT, type CameraCheckKit } from './camera-check.test-kit.ts';

let t: TestApp;
let cast: CompanyCast;
let kit: CameraCheckKit;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  cast = await signInCompanyCast(t);
  kit = cameraCheckKit(t, cast);
});
afterAll(async () => t.close());

async function content(app: Application) {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${app.ref_id}/?job_step_activity_id=${app.job_step_activity_id}&language=en`,
    token: app.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ask_camera_check?: boolean; camera_consent?: string | null };
}

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

    expect((await kit.askCamera(true)).json().data.ask_camera_check).toBe(true);
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
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    const declined = await kit.consent(app.who, app, 'declined');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toEqual({ consent: 'declined' });
    expect((await content(app)).camera_consent).toBe('declined');

    const refused = await kit.still(app.who, app, { moment: 'start' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await stillsKept(app)).toEqual([]);

    const list = await kit.staffList(cast.owner, app.ref_id);
    expect(list.statusCode, list.body).toBe(200);
    const [check, ...others] = list.json().data as StaffCameraCheck[];
    expect(others).toEqual([]);
    expect(check).toMatchObject({ job_step_activity_id: app.job_step_activity_id, consent: 'declined', stills: [] });
    expect(check!.activity_type).toBe('skills_test');
  });

  it('given consent, then one photo per moment is kept once; staff open one only with the private-data permission, each view audited', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    // No photo before the answer.
    expect((await kit.still(app.who, app, { moment: 'start' })).statusCode).toBe(409);
    expect((await kit.consent(app.who, app, 'given')).json().data).toEqual({ consent: 'given' });

    const startId = randomUUID();
    const first = await kit.still(app.who, app, { moment: 'start', still_id: startId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: true });
    // The outbox sent it again (its answer was lost): kept once.
    expect((await kit.still(app.who, app, { moment: 'start', still_id: startId })).json().data).toEqual({
      recorded: false,
    });
    // Another device's photo of the same moment: not kept, not refused.
    expect((await kit.still(app.who, app, { moment: 'start' })).json().data).toEqual({ recorded: false });
    expect((await kit.still(app.who, app, { moment: 'middle' })).json().data).toEqual({ recorded: true });
    expect((await kit.still(app.who, app, { moment: 'end' })).json().data).toEqual({ recorded: true });
    expect((await stillsKept(app)).map((s) => s.moment)).toEqual(['end', 'middle', 'start']);

    // Not a JPEG, a moment that is none, someone else's test: refused, nothing kept.
    const notJpeg = await kit.still(app.who, app, {
      moment: 'end',
      image: Buffer.from('GIF89a-not-a-photo').toString('base64'),
    });
    expect(notJpeg.statusCode).toBe(400);
    expect((await kit.still(app.who, app, { moment: 'later' })).statusCode).toBe(400);
    const other = await freshApplication(t, 'skills_test');
    const notTheirs = await kit.consent(other.who, app, 'declined');
    expect(notTheirs.statusCode).toBe(404);
    expect(await stillsKept(app)).toHaveLength(3);

    const list = await kit.staffList(cast.owner, app.ref_id);
    expect(list.statusCode, list.body).toBe(200);
    const [check] = list.json().data as StaffCameraCheck[];
    expect(check!.consent).toBe('given');
    expect(check!.stills.map((s) => s.moment)).toEqual(['start', 'middle', 'end']);
    expect(check!.stills[0]!.still_id).toBe(startId);
    // The list holds no image.
    expect(list.body).not.toContain(JPEG_KEPT.toString('base64'));
    expect(await viewsOf(startId)).toEqual([]);

    // The owner opens it twice: the photo as kept (without its metadata), two entries in the company's log.
    for (let i = 0; i < 2; i++) {
      const view = await kit.staffView(cast.owner, app.ref_id, startId);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().data).toMatchObject({
        still_id: startId,
        moment: 'start',
        image: JPEG_KEPT.toString('base64'),
      });
    }
    const views = await viewsOf(startId);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor_user_id: cast.owner.userId, account_id: cast.demoId });

    // The recruiter works on the job but holds no private-data permission: the list, not the photo.
    expect((await kit.staffList(cast.recruiter, app.ref_id)).statusCode).toBe(200);
    expect((await kit.staffView(cast.recruiter, app.ref_id, startId)).statusCode).toBe(403);
    // Another company and the candidate: nothing.
    expect((await kit.staffList(cast.otherOwner, app.ref_id)).statusCode).toBe(404);
    expect((await kit.staffView(cast.otherOwner, app.ref_id, startId)).statusCode).toBe(404);
    expect((await kit.staffView(app.who, app.ref_id, startId)).statusCode).toBe(403);
    // A refused look writes nothing.
    expect(await viewsOf(startId)).toHaveLength(2);
  });

  it('given consent taken back, then the photos go; an older answer arriving late changes nothing', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await kit.consent(app.who, app, 'given', '2026-12-01T10:00:00Z');
    await kit.still(app.who, app, { moment: 'start' });
    const back = await kit.consent(app.who, app, 'declined', '2026-12-01T10:05:00Z');
    expect(back.json().data).toEqual({ consent: 'declined' });
    expect(await stillsKept(app)).toEqual([]);
    const late = await kit.consent(app.who, app, 'given', '2026-12-01T10:01:00Z');
    expect(late.json().data).toEqual({ consent: 'declined' });
    expect((await kit.still(app.who, app, { moment: 'middle' })).statusCode).toBe(409);
  });

  it('given the candidate erases their account, then their answers and photos are gone', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await kit.consent(app.who, app, 'given');
    expect((await kit.still(app.who, app, { moment: 'start' })).json().data).toEqual({ recorded: true });
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
    await kit.askCamera(true);
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
    await kit.consent(app.who, app, 'given');
    expect(await typing()).toMatchObject({ ask_camera_check: true, camera_consent: 'given' });
    expect((await kit.still(app.who, app, { moment: 'start' })).json().data).toEqual({ recorded: true });
    const list = await kit.staffList(cast.owner, app.ref_id);
    expect(list.statusCode, list.body).toBe(200);
    const checks = list.json().data as StaffCameraCheck[];
    expect(checks.map((c) => [c.activity_type, c.consent, c.stills.map((x) => x.moment)])).toEqual([
      ['typing_test', 'given', ['start']],
    ]);
    await kit.askCamera(false);
    expect((await typing()).ask_camera_check).toBe(false);
  });
});
