/**
 * A hostile pass over the camera check's photos (D455, D462, D468), on real PGlite through the
 * app's HTTP layer: a candidate cannot put a photo or an answer on another's application or on a
 * test outside their application, nor send what is not a small, well-formed JPEG (its markers
 * walked), and what a camera writes beside the image (EXIF's GPS position, XMP, comments) is not
 * kept; no photo is kept without a
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
import {
  cameraCheckKit,
  corruptHuffman,
  cutShort,
  exifWithGps,
  JPEG,
  JPEG_KEPT,
  JPEG_PROGRESSIVE,
  photoOf,
  segment,
  withFrame,
  withScansAgain,
  withSegments,
  type CameraCheckKit,
} from './camera-check.test-kit.ts';
import { STILL_MAX_SCANS, STILL_MAX_SIDE } from './jpeg-still.ts';
import { STILLS_PER_TEN_MINUTES } from './camera-check.routes.ts';

let t: TestApp;
let cast: CompanyCast;
let kit: CameraCheckKit;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  cast = await signInCompanyCast(t);
  kit = cameraCheckKit(t, cast);
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

afterAll(async () => t.close());

const stillsOf = (refId: string) =>
  t.db.selectFrom('camera_stills').select(['still_id', 'moment']).where('ref_id', '=', refId).execute();
const consentsOf = (refId: string) =>
  t.db.selectFrom('camera_consents').select('consent').where('ref_id', '=', refId).execute();

/** A candidate who agreed to the check on the open requisition's skills test, with the start's photo kept. */
async function photographed(): Promise<Application & { stillId: string }> {
  const app = await freshApplication(t, 'skills_test');
  expect((await kit.consent(app.who, app, 'given')).statusCode).toBe(200);
  const stillId = randomUUID();
  const sent = await kit.still(app.who, app, { still_id: stillId });
  expect(sent.json().data, sent.body).toEqual({ recorded: true });
  return { ...app, stillId };
}

describe('a candidate sending photos', () => {
  it('given another candidate’s application, or a timed test outside their own application, then the answer and the photo are 404 and nothing is kept', async () => {
    await kit.askCamera(true);
    const victim = await freshApplication(t, 'skills_test');
    const attacker = await freshApplication(t, 'skills_test');
    expect((await kit.consent(attacker.who, victim, 'given')).statusCode).toBe(404);
    expect((await kit.consent(victim.who, victim, 'given')).statusCode).toBe(200);
    // The victim agreed; the attacker's photo still goes nowhere.
    for (const moment of ['start', 'middle', 'end'])
      expect((await kit.still(attacker.who, victim, { moment })).statusCode).toBe(404);
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
    expect((await kit.consent(attacker.who, outside, 'given')).statusCode).toBe(404);
    expect((await kit.still(attacker.who, outside)).statusCode).toBe(404);
    expect(await consentsOf(attacker.ref_id)).toEqual([]);
    expect(await stillsOf(attacker.ref_id)).toEqual([]);
  });

  it('given a body that is not a small JPEG, then 400 or 413 and nothing is kept', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await kit.consent(app.who, app, 'given');
    const bigJpeg = Buffer.concat([JPEG, Buffer.alloc(150_001 - JPEG.length, 0x41)]);
    const sent = (image: Buffer) => kit.still(app.who, app, { image: image.toString('base64') });
    // What only starts like a JPEG (before, its first three bytes were all that was read).
    const [start, end] = [JPEG.subarray(0, 2), JPEG.subarray(-2)];
    const malformed = {
      noFrame: Buffer.concat([start, end]),
      jfifOnly: Buffer.concat([JPEG.subarray(0, 20), end]),
      cutShort: JPEG.subarray(0, JPEG.length - 40),
      pageAfter: Buffer.concat([JPEG, Buffer.from('<html><script>alert(1)</script></html>')]),
      lossless: withFrame({ marker: 0xc3 }),
      arithmetic: withFrame({ marker: 0xc9 }),
      noWidth: withFrame({ width: 0 }),
      segmentPastEnd: withSegments(Buffer.from([0xff, 0xe1, 0xff, 0xff])),
    };
    const structure = await Promise.all(Object.values(malformed).map(sent));
    expect(structure.map((r) => r.statusCode)).toEqual(Object.values(malformed).map(() => 400));
    expect(structure[0]!.json().errors).toEqual([{ prop: 'image', message: expect.stringContaining('JPEG') }]);
    const wide = await sent(withFrame({ width: STILL_MAX_SIDE + 1 }));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().errors).toEqual([
      { prop: 'image', message: `Expected a photo of at most ${STILL_MAX_SIDE} pixels a side.` },
    ]);
    const refused = [
      await kit.still(app.who, app, { image: PNG.toString('base64') }),
      await kit.still(app.who, app, { image: Buffer.from('<script>alert(1)</script>').toString('base64') }),
      await kit.still(app.who, app, { image: bigJpeg.toString('base64') }),
      await kit.still(app.who, app, { image: `${JPEG.toString('base64')}\n${JPEG.toString('base64')}` }),
      await kit.still(app.who, app, { image: 'data:image/jpeg;base64,' + JPEG.toString('base64') }),
      await kit.still(app.who, app, { image: JPEG.toString('base64'), moment: 'later' }),
      await kit.still(app.who, app, { image: JPEG.toString('base64'), still_id: 'not-a-uuid' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    // Past the body limit (1 MB): refused before it is read whole.
    const huge = await kit.still(app.who, app, { image: 'A'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(await stillsOf(app.ref_id)).toEqual([]);
    // The largest photo allowed is kept: the kit's JPEG with comments up to 150,000 bytes.
    const room = 150_000 - JPEG.length;
    const comments = [65_533, 65_533, room - 2 * 65_537 - 4].map((n) => segment(0xfe, Buffer.alloc(n, 0x41)));
    const largest = withSegments(...comments);
    expect(largest.length).toBe(150_000);
    expect((await sent(largest)).json().data).toEqual({ recorded: true });
    // A photo as large as allowed, and a progressive one: kept too (other moments), their data decoded.
    const tallest = photoOf(STILL_MAX_SIDE, STILL_MAX_SIDE);
    expect((await kit.still(app.who, app, { moment: 'middle', image: tallest.toString('base64') })).statusCode).toBe(
      200,
    );
    expect(
      (await kit.still(app.who, app, { moment: 'end', image: JPEG_PROGRESSIVE.toString('base64') })).statusCode,
    ).toBe(200);
    expect(await stillsOf(app.ref_id)).toHaveLength(3);
  });

  it('given a photo whose markers walk but whose coded data is cut short, breaks its Huffman codes or has more scans than a photo is taken with, then 400 in the sender’s language and nothing is kept', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await kit.consent(app.who, app, 'given');
    const said = {
      en: 'The photo’s image data could not be read: it is cut short or damaged. Nothing was kept.',
      es: 'No se pudieron leer los datos de imagen de la foto: están incompletos o dañados. No se guardó nada.',
      fr: 'Les données d’image de la photo n’ont pas pu être lues\u202f: elles sont tronquées ou endommagées. Rien n’a été conservé.',
    };
    const sent = (image: Buffer, language: string) =>
      kit.still(app.who, app, { image: image.toString('base64') }, language);
    for (const [image, language] of [
      [cutShort(), 'en'],
      [corruptHuffman(), 'es'],
      [cutShort(), 'fr'],
    ] as const) {
      const refused = await sent(image, language);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual([{ prop: 'image', message: said[language] }]);
    }
    // Each scan of a progressive frame visits every block: past STILL_MAX_SCANS, refused before decoding.
    const scans = await sent(withScansAgain(STILL_MAX_SCANS), 'en');
    expect(scans.statusCode, scans.body).toBe(400);
    expect(scans.json().errors).toEqual([{ prop: 'image', message: expect.stringContaining('JPEG') }]);
    expect(await stillsOf(app.ref_id)).toEqual([]);
  });

  it('given a photo with EXIF holding a GPS position, XMP and a comment, then it is kept without them, and staff open the image alone', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    await kit.consent(app.who, app, 'given');
    const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Pittsburgh</x:xmpmeta>'));
    const comment = segment(0xfe, Buffer.from('Taken at 40.4462N 79.9823W'));
    const stillId = randomUUID();
    const image = withSegments(exifWithGps(), xmp, comment);
    expect((await kit.still(app.who, app, { still_id: stillId, image: image.toString('base64') })).statusCode).toBe(
      200,
    );
    const stored = await t.db
      .selectFrom('camera_stills')
      .select('image')
      .where('still_id', '=', stillId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.image)).toEqual(JPEG_KEPT);
    const opened = await kit.staffView(cast.owner, app.ref_id, stillId);
    expect(opened.json().data.image).toBe(JPEG_KEPT.toString('base64'));
    const bytes = Buffer.from(opened.json().data.image, 'base64');
    for (const trace of ['Exif', 'xmpmeta', 'Pittsburgh', '40.4462', 'JFIF'])
      expect(bytes.includes(trace), trace).toBe(false);
  });

  it('given no consent on record, or consent declined, then no photo is kept (409)', async () => {
    await kit.askCamera(true);
    const app = await freshApplication(t, 'skills_test');
    expect((await kit.still(app.who, app)).statusCode).toBe(409);
    await kit.consent(app.who, app, 'declined');
    expect((await kit.still(app.who, app)).statusCode).toBe(409);
    expect(await stillsOf(app.ref_id)).toEqual([]);
  });

  it('given a company that does not ask for the camera check, or an approved accommodation that waives it, then no consent is given and no photo kept; declining is still heard', async () => {
    await kit.askCamera(false);
    const app = await freshApplication(t, 'skills_test');
    const given = await kit.consent(app.who, app, 'given');
    expect(given.statusCode, given.body).toBe(409);
    expect((await kit.still(app.who, app)).statusCode).toBe(409);
    expect(await consentsOf(app.ref_id)).toEqual([]);
    expect(await stillsOf(app.ref_id)).toEqual([]);
    expect((await kit.consent(app.who, app, 'declined')).json().data).toEqual({ consent: 'declined' });

    // Asked, then an approved accommodation waives it (as the test's reads tell the device).
    await kit.askCamera(true);
    const waived = await freshApplication(t, 'skills_test');
    await t.db
      .insertInto('accommodation_requests')
      .values({ ref_id: waived.ref_id, kinds: ['alternative_process'], status: 'approved', decided_at: new Date() })
      .execute();
    expect((await kit.consent(waived.who, waived, 'given')).statusCode).toBe(409);
    expect(await consentsOf(waived.ref_id)).toEqual([]);

    // Agreed while asked, and the company stops asking: the photos still on their way are not kept.
    const stopped = await freshApplication(t, 'skills_test');
    expect((await kit.consent(stopped.who, stopped, 'given')).statusCode).toBe(200);
    await kit.askCamera(false);
    expect((await kit.still(stopped.who, stopped)).statusCode).toBe(409);
    expect(await stillsOf(stopped.ref_id)).toEqual([]);
  });
});

describe('staff opening photos', () => {
  it('given a kept photo, then another company, staff off the job, a role without the private-data permission, the candidate and another application’s address open nothing, and no refusal is audited', async () => {
    await kit.askCamera(true);
    const app = await photographed();
    const other = await photographed();
    const views = () =>
      t.db.selectFrom('audit_events').select('event').where('event', '=', 'camera_still_viewed').execute();
    const before = (await views()).length;

    expect((await kit.staffView(cast.otherOwner, app.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await kit.staffList(cast.otherOwner, app.ref_id)).statusCode).toBe(404);
    expect((await kit.staffView(cast.interviewer, app.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await kit.staffList(cast.interviewer, app.ref_id)).statusCode).toBe(404);
    expect((await kit.staffView(cast.recruiter, app.ref_id, app.stillId)).statusCode).toBe(403);
    expect((await kit.staffView(app.who, app.ref_id, app.stillId)).statusCode).toBe(403);
    expect((await kit.staffView(other.who, app.ref_id, app.stillId)).statusCode).toBe(403);
    // The owner holds the permission, but a photo opens only under its own application.
    expect((await kit.staffView(cast.owner, other.ref_id, app.stillId)).statusCode).toBe(404);
    expect((await kit.staffView(cast.owner, app.ref_id, randomUUID())).statusCode).toBe(404);
    expect((await views()).length).toBe(before);

    const opened = await kit.staffView(cast.owner, app.ref_id, app.stillId);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await views()).length).toBe(before + 1);
  });
});

describe('photos leaving with the application', () => {
  it('given the applicant export, then no photo, photo id or answer is in it', async () => {
    await kit.askCamera(true);
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
    await kit.askCamera(true);
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

describe('a candidate sending photos without end (D479)', () => {
  // Every photo costs the server's one decoder up to 0.9 s, a duplicate too: the default limits apply here.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp();
  });
  afterAll(async () => limited?.close());

  it('given more photos in ten minutes than a test sends, then the one past the limit is 429 and not read; another candidate still sends theirs', async () => {
    const own = cameraCheckKit(limited, await signInCompanyCast(limited));
    await own.askCamera(true);
    const [flooder, other] = [
      await freshApplication(limited, 'skills_test'),
      await freshApplication(limited, 'skills_test'),
    ];
    for (const app of [flooder, other]) expect((await own.consent(app.who, app, 'given')).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < STILLS_PER_TEN_MINUTES; i++) answers.push((await own.still(flooder.who, flooder)).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const past = await own.still(flooder.who, flooder, { moment: 'end' });
    expect(past.statusCode, past.body).toBe(429);
    expect(past.headers['retry-after']).toBeDefined();
    const kept = await limited.db
      .selectFrom('camera_stills')
      .select('moment')
      .where('ref_id', '=', flooder.ref_id)
      .execute();
    expect(kept.map((k) => k.moment)).toEqual(['start']);
    expect((await own.still(other.who, other)).json().data).toEqual({ recorded: true });
  });
});
