import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/queue.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, PDF_BYTES } from '../../test/upload-fixtures.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { DATA_EXPORT_JOB, dataExportHandler, RETENTION_SWEEP_JOB, retentionSweepJob } from './data-rights.jobs.ts';
import { recurringHandlers, scheduleRecurring } from '../../jobs/recurring.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { archiveEntries } from './export.service.ts';
import { ABOUT } from './export-readme.ts';
import { asStorage } from '../../storage/file-storage.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let camille: S, maria: S, owner: S, admin: S, otherOwner: S;
let demoAccountId: number;

const CAMILLE = { email: 'candidate@assay.test', first: 'Camille', last: 'Candidate', phone: '+15550001234' };
const VIDEO_BYTES = Buffer.from('not really a webm, but bytes of a recording');
const DOC_BYTES = Buffer.from('%PDF-1.4 a reference letter');
const OFFER_PDF = Buffer.from('%PDF-1.4 the signed offer');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-rights-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [camille, maria, owner, admin, otherOwner] = (await Promise.all(
    [
      CAMILLE.email,
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'admin@assay.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  await giveCamilleEveryKindOfData();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function writeStored(relative: string, bytes: Buffer): string {
  const full = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, bytes);
  return relative;
}

/** Camille's seeded applications and questionnaire answers, plus a resume, a recording, a document, an EEOC answer, an interview evaluation, an offer, a mail. */
async function giveCamilleEveryKindOfData() {
  const db = t.db;
  const ref = DEMO_TRACKERS.candidateOpen;
  await t.request({
    method: 'PATCH',
    url: `/api/user/v1/${camille.userId}/`,
    token: camille.token,
    body: { phone_number: CAMILLE.phone },
  });
  const body = multipartBody('camille-cv.pdf', PDF_BYTES, 'application/pdf');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/resume/v1/',
    headers: { ...body.headers, authorization: `Bearer ${camille.token}` },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  await db
    .insertInto('user_profiles')
    .values({
      user_id: camille.userId,
      email2: 'camille.other@example.test',
      city: 'Quillbury',
      linkedin_url: 'https://linkedin.example/camille',
      updated_at: new Date(),
    } as never)
    .execute();
  await db
    .insertInto('experiences')
    .values({
      user_id: camille.userId,
      company_name: 'Camille Imports',
      title: 'Clerk',
      start_date: '2020-01-01',
    } as never)
    .execute();
  const tracker = await db
    .selectFrom('user_trackers')
    .select(['job_id'])
    .where('ref_id', '=', ref)
    .executeTakeFirstOrThrow();
  const activity = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select('a.job_step_activity_id')
    .where('s.job_id', '=', tracker.job_id)
    .executeTakeFirstOrThrow();
  const question = await db.selectFrom('video_questions').select('video_question_id').executeTakeFirstOrThrow();
  await db
    .insertInto('video_answers')
    .values({
      ref_id: ref,
      job_step_activity_id: activity.job_step_activity_id,
      video_question_id: question.video_question_id,
      user_id: camille.userId,
      upload_id: 'b0000000-0000-4000-8000-00000000beef',
      storage_path: writeStored(`uploads/videos/${ref}/answer.webm`, VIDEO_BYTES),
      content_type: 'video/webm',
      size_bytes: VIDEO_BYTES.length,
      status: 'ready',
      created_at: new Date(),
    })
    .execute();
  await db
    .insertInto('applicant_documents')
    .values({
      ref_id: ref,
      title: 'Reference',
      file_name: 'reference.pdf',
      content_type: 'application/pdf',
      size_bytes: DOC_BYTES.length,
      sha256: 'x',
      storage_path: writeStored(`uploads/documents/${ref}/ref.pdf`, DOC_BYTES),
      updated_at: new Date(),
    })
    .execute();
  await db
    .insertInto('application_comments')
    .values({
      comment_uuid: 'c0000000-0000-4000-8000-000000000001',
      ref_id: ref,
      author_user_id: owner.userId,
      body: 'Camille spoke well',
      updated_at: new Date(),
    })
    .execute();
  // The demo seed stored answers for the EEOC activity her application completed: these replace them.
  await db
    .deleteFrom('eeoc_answers')
    .where(
      'eeoc_answer_id',
      'in',
      db.selectFrom('eeoc_answer_applications').select('eeoc_answer_id').where('ref_id', '=', ref),
    )
    .execute();
  const eeoc = await db
    .insertInto('eeoc_answers')
    .values({
      account_id: demoAccountId,
      job_id: tracker.job_id,
      answers: JSON.stringify({ gender: 'Female', race: 'Hispanic or Latino' }),
    })
    .returning('eeoc_answer_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('eeoc_answer_applications')
    .values({ eeoc_answer_id: eeoc.eeoc_answer_id, ref_id: ref })
    .execute();
  const interview = await db
    .insertInto('interviews')
    .values({
      account_id: demoAccountId,
      purpose: 'interview',
      job_step_activity_id: activity.job_step_activity_id,
      ref_id: ref,
      participant_user_id: camille.userId,
      status: 'completed',
      meeting_url: 'https://meet.example/camille',
      updated_at: new Date(),
    } as never)
    .returning('interview_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('interview_evaluations')
    .values({
      interview_id: interview.interview_id,
      interviewer_user_id: owner.userId,
      notes: 'Camille was calm',
      recommendation: 'yes',
      updated_at: new Date(),
    } as never)
    .execute();
  const offer = await db
    .insertInto('offers')
    .values({
      account_id: demoAccountId,
      ref_id: ref,
      job_step_activity_id: activity.job_step_activity_id,
      language: 'en',
      letter_body: 'Dear Camille Candidate, welcome',
      field_values: JSON.stringify({ salary: '50000' }),
      status: 'signed',
      updated_at: new Date(),
    } as never)
    .returning('offer_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('offer_signers')
    .values({
      offer_id: offer.offer_id,
      sign_order: 1,
      role: 'candidate',
      user_id: camille.userId,
      name: 'Camille Candidate',
      email: CAMILLE.email,
      status: 'signed',
      typed_name: 'Camille Candidate',
    } as never)
    .execute();
  await db
    .insertInto('offer_documents')
    .values({ offer_id: offer.offer_id, version: 1, kind: 'signed', content: OFFER_PDF, sha256: 'y' })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({ to_address: CAMILLE.email, subject: 'Your application, Camille', text_body: 'Hello Camille Candidate' })
    .execute();
}

const startExport = (who: S, userId: number) =>
  t.request({ method: 'POST', url: `/api/user/v1/${userId}/data-export/`, token: who.token });
const latest = (who: S, userId: number) =>
  t.request({ method: 'GET', url: `/api/user/v1/${userId}/data-export/`, token: who.token });
const download = (who: S, userId: number, exportId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/v1/${userId}/data-export/${exportId}/file/`,
    headers: { authorization: `Bearer ${who.token}` },
  });
const erase = (who: S, userId: number, password: string) =>
  t.request({ method: 'POST', url: `/api/user/v1/${userId}/erase/`, token: who.token, body: { password } });
const eeocReport = () =>
  t.request({ method: 'GET', url: `/api/report/v1/account/${demoAccountId}/eeoc/`, token: owner.token });
const overview = () =>
  t.request({ method: 'GET', url: `/api/report/v1/account/${demoAccountId}/applicant-overview/`, token: owner.token });

/** Every text-ish column of every table, searched for any of the needles. */
async function tablesHolding(needles: readonly string[]): Promise<string[]> {
  const { rows: tables } = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
    t.db,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table_name)} x where ${sql.join(
      needles.map((n) => sql`position(${n.toLowerCase()} in lower(x::text)) > 0`),
      sql` or `,
    )}`.execute(t.db);
    if (rows[0]!.n > 0) found.push(table_name);
  }
  return found;
}

describe('downloading my data', () => {
  let exportId: string;

  it('given Camille asks for her archive, then a job builds one zip holding README, each kind of data and her files', async () => {
    const started = await startExport(camille, camille.userId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('queued');
    exportId = started.json().data.export_id;
    const again = await startExport(camille, camille.userId);
    expect(again.json().data.export_id).toBe(exportId);
    expect(await drainJobs(t.db, { [DATA_EXPORT_JOB]: dataExportHandler(dataDir) })).toBeGreaterThan(0);
    const status = (await latest(camille, camille.userId)).json().data;
    expect(status).toMatchObject({ export_id: exportId, status: 'ready' });
    expect(new Date(status.expires_at).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);

    const res = await download(camille, camille.userId, exportId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    const json = (table: string) => JSON.parse(strFromU8(files[`data/${table}.json`]!)) as Record<string, unknown>[];
    expect(strFromU8(files['README.txt']!)).toContain('user_trackers.json: Your applications');
    // The README speaks the candidate's language; every exported table has its line in each.
    const { preferred_language } = await t.db
      .selectFrom('users')
      .select('preferred_language')
      .where('user_id', '=', camille.userId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ preferred_language: 'es' }).where('user_id', '=', camille.userId).execute();
    const spanish = strFromU8((await archiveEntries(t.db, asStorage(dataDir), camille.userId))['README.txt']!);
    await t.db.updateTable('users').set({ preferred_language }).where('user_id', '=', camille.userId).execute();
    expect(spanish).toContain('Todo lo que Assay guarda sobre ti');
    expect(spanish).toContain('user_trackers.json: Tus solicitudes');
    for (const entry of PERSONAL_DATA.filter((e) => e.exportColumns)) {
      for (const language of ['es', 'fr'] as const)
        expect(ABOUT[language][entry.table], `${language} ${entry.table}`).toBeTruthy();
    }
    expect(json('users')[0]).toMatchObject({
      email: CAMILLE.email,
      first_name: CAMILLE.first,
      phone_number: CAMILLE.phone,
    });
    expect(json('users')[0]).not.toHaveProperty('password_hash');
    expect(json('user_profiles')[0]).toMatchObject({ city: 'Quillbury' });
    expect(json('experiences')[0]).toMatchObject({ company_name: 'Camille Imports' });
    expect(json('user_trackers').map((r) => r.ref_id)).toEqual(
      expect.arrayContaining([DEMO_TRACKERS.candidateOpen, DEMO_TRACKERS.candidatePathway]),
    );
    expect(json('user_answers').length).toBeGreaterThan(0);
    expect(json('application_attribute_scores').length).toBeGreaterThan(0);
    expect(json('interviews')[0]).toMatchObject({ meeting_url: 'https://meet.example/camille' });
    expect(json('offers')[0]).toMatchObject({ letter_body: 'Dear Camille Candidate, welcome', status: 'signed' });
    expect(json('mail_outbox')[0]).toMatchObject({ subject: 'Your application, Camille' });
    // Staff-only notes are not hers to read here.
    expect(names).not.toContain('data/application_comments.json');
    expect(names).not.toContain('data/interview_evaluations.json');
    const bytesOf = (prefix: string) => files[names.find((n) => n.startsWith(prefix))!];
    expect(Buffer.from(bytesOf('files/resumes/1-camille-cv.pdf')!)).toEqual(PDF_BYTES);
    // Her seeded recordings are in it too: the one this test stored is among them.
    const videos = names.filter((n) => n.startsWith('files/video_answers/')).map((n) => Buffer.from(files[n]!));
    expect(videos).toContainEqual(VIDEO_BYTES);
    expect(Buffer.from(bytesOf('files/applicant_documents/1-reference.pdf')!)).toEqual(DOC_BYTES);
    expect(Buffer.from(bytesOf('files/offer_documents/offer-')!)).toEqual(OFFER_PDF);
    const audits = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('subject_user_id', '=', camille.userId)
      .execute();
    expect(audits.map((a) => a.event)).toEqual(
      expect.arrayContaining(['data_export_requested', 'data_export_downloaded']),
    );
  });

  it('given Camille holds a live reset link and a session, then no file of her archive holds a usable token, and the README says links are redacted', async () => {
    const asked = await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: CAMILLE.email },
      ip: '10.9.0.1',
    });
    expect(asked.statusCode).toBe(200);
    await t.runResetMailJobs();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', CAMILLE.email)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    const resetToken = new URL(mail.text_body.match(/https?:\S+/)![0]).searchParams.get('userToken')!;
    expect(resetToken.length).toBeGreaterThan(20);
    const { rows: hashColumns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name like '%token_hash'`.execute(t.db);
    const liveHashes = new Set<string>();
    for (const { table_name, column_name } of hashColumns) {
      const { rows } = await sql<{
        h: string | null;
      }>`select ${sql.ref(column_name)} as h from ${sql.table(table_name)}`.execute(t.db);
      for (const row of rows) if (row.h) liveHashes.add(row.h);
    }
    expect(liveHashes.has(createHash('sha256').update(resetToken).digest('hex'))).toBe(true);

    const files = await archiveEntries(t.db, asStorage(dataDir), camille.userId);
    for (const [name, bytes] of Object.entries(files)) {
      const text = Buffer.from(bytes).toString('latin1');
      for (const secret of [resetToken, camille.refresh, camille.token]) expect(text, name).not.toContain(secret);
      const candidates = new Set(
        [text, decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'))].flatMap(
          (s) => s.match(/[A-Za-z0-9_-]{16,}/g) ?? [],
        ),
      );
      for (const candidate of candidates) {
        expect(liveHashes.has(createHash('sha256').update(candidate).digest('hex')), `${name}: ${candidate}`).toBe(
          false,
        );
      }
    }
    expect(strFromU8(files['data/mail_outbox.json']!)).toContain('[redacted]');
    expect(strFromU8(files['README.txt']!)).toContain('[redacted]');
  });

  it('given anyone else (another candidate, the company owner, a provider admin), then they can neither start, read nor download her archive', async () => {
    for (const who of [maria, owner, admin, otherOwner]) {
      expect((await startExport(who, camille.userId)).statusCode).toBe(404);
      expect((await latest(who, camille.userId)).statusCode).toBe(404);
      expect((await download(who, camille.userId, exportId)).statusCode).toBe(404);
      expect((await download(who, who.userId, exportId)).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: `/api/user/v1/${camille.userId}/data-export/` })).statusCode).toBe(
      401,
    );
  });
});

describe('erasing my account', () => {
  it('given a wrong password, then nothing is erased; staff cannot erase themselves here; nobody erases someone else', async () => {
    const wrong = await erase(camille, camille.userId, 'not-her-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_current_password');
    expect((await erase(maria, camille.userId, 'Assay-demo-1')).statusCode).toBe(404);
    expect((await erase(admin, camille.userId, 'Assay-demo-1')).statusCode).toBe(404);
    const staff = await erase(owner, owner.userId, 'Assay-demo-1');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('staff_account_erasure');
    expect(await tablesHolding([CAMILLE.email])).toContain('users');
  });

  it('given Camille erases her account, then no table holds her email, name or phone, her files are gone, the EEOC counts are unchanged, and her tokens stop working', async () => {
    const eeocBefore = (await eeocReport()).json();
    const overviewBefore = (await overview()).json();
    const filesBefore = await t.db
      .selectFrom('resumes')
      .select('storage_path')
      .where('user_id', '=', camille.userId)
      .execute();
    expect(filesBefore).toHaveLength(1);
    const stored = [
      filesBefore[0]!.storage_path,
      `uploads/videos/${DEMO_TRACKERS.candidateOpen}/answer.webm`,
      `uploads/documents/${DEMO_TRACKERS.candidateOpen}/ref.pdf`,
    ];
    const exportFile = (
      await t.db
        .selectFrom('data_exports')
        .select('storage_path')
        .where('user_id', '=', camille.userId)
        .executeTakeFirstOrThrow()
    ).storage_path!;
    for (const file of [...stored, exportFile]) expect(fs.existsSync(path.join(dataDir, file))).toBe(true);

    const res = await erase(camille, camille.userId, 'Assay-demo-1');
    expect(res.statusCode, res.body).toBe(200);

    expect(await tablesHolding([CAMILLE.email]), 'tables still holding the email').toEqual([]);
    expect(
      await tablesHolding([
        CAMILLE.email,
        'camille.other@example.test',
        'Camille Candidate',
        CAMILLE.phone,
        'Quillbury',
        'meet.example/camille',
      ]),
    ).toEqual([]);
    const placeholder = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', camille.userId)
      .executeTakeFirstOrThrow();
    expect(placeholder).toMatchObject({
      first_name: 'Erased',
      last_name: 'applicant',
      phone_number: null,
      password_hash: null,
    });
    for (const file of [...stored, exportFile]) expect(fs.existsSync(path.join(dataDir, file))).toBe(false);
    expect((await eeocReport()).json()).toEqual(eeocBefore);
    expect((await overview()).json()).toEqual(overviewBefore);
    expect(
      await t.db
        .selectFrom('user_trackers')
        .select('ref_id')
        .where('ref_id', '=', DEMO_TRACKERS.candidateOpen)
        .execute(),
    ).toHaveLength(1);

    expect(
      (await t.request({ method: 'GET', url: `/api/user/v1/${camille.userId}/`, token: camille.token })).statusCode,
    ).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/v1/refresh/',
      body: { refresh: camille.refresh },
      headers: { cookie: camille.cookie },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      body: { email: CAMILLE.email, password: 'Assay-demo-1' },
    });
    expect(signIn.statusCode).toBe(401);

    const entry = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'subject_user_id', 'details'])
      .where('event', '=', 'account_erased')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: null, subject_user_id: null });
    expect(Object.keys(entry.details)).toEqual(['erased']);
  });
});

describe('the retention period', () => {
  const retention = (who: S, body?: unknown) =>
    t.request({
      method: body === undefined ? 'GET' : 'PUT',
      url: `/api/account/v1/${demoAccountId}/data-retention/`,
      token: who.token,
      ...(body === undefined ? {} : { body }),
    });
  const preview = (who: S, months: number | string) =>
    t.request({
      method: 'GET',
      url: `/api/account/v1/${demoAccountId}/data-retention/preview/?months=${months}`,
      token: who.token,
    });

  it('given the owner previews, then the count is the applications not hired and idle that long; staff of another company and candidates get nothing', async () => {
    const year = (await preview(owner, 1)).json().data.affected as number;
    expect(year).toBeGreaterThan(0);
    const hundred = (await preview(owner, 120)).json().data.affected as number;
    expect(hundred).toBeLessThanOrEqual(year);
    expect((await preview(owner, 0)).statusCode).toBe(400);
    expect((await preview(otherOwner, 1)).statusCode).toBe(404);
    expect((await preview(maria, 1)).statusCode).toBe(403);
    expect((await retention(maria, { months: 12 })).statusCode).toBe(403);
    expect((await retention(owner, { months: 500 })).statusCode).toBe(400);
    expect((await retention(owner)).json().data).toEqual({ months: null });
  });

  it('given a period of one month is saved, then the daily job anonymises exactly the previewed applications, hired ones stay, and the audit trail says so', async () => {
    const expected = (await preview(owner, 1)).json().data.affected as number;
    const idleRefs = await t.db
      .selectFrom('user_trackers')
      .select('ref_id')
      .where('account_id', '=', demoAccountId)
      .execute();
    const saved = await retention(owner, { months: 1 });
    expect(saved.json().data).toEqual({ months: 1 });
    const hiredBefore = await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select(['t.ref_id', 'u.email'])
      .where('t.status', '=', 'hired')
      .where('t.account_id', '=', demoAccountId)
      .execute();
    await scheduleRecurring(t.db, [retentionSweepJob(dataDir)]);
    await drainJobs(t.db, recurringHandlers([retentionSweepJob(dataDir)]), 1);
    expect((await preview(owner, 1)).json().data.affected).toBe(0);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'applicants_anonymised')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ applications: expected, retention_months: 1 });
    const hiredAfter = await t.db
      .selectFrom('user_trackers as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select(['t.ref_id', 'u.email'])
      .where('t.status', '=', 'hired')
      .where('t.account_id', '=', demoAccountId)
      .execute();
    expect(hiredAfter).toEqual(hiredBefore);
    expect(
      await t.db.selectFrom('user_trackers').select('ref_id').where('account_id', '=', demoAccountId).execute(),
    ).toHaveLength(idleRefs.length);
    expect(
      await t.db.selectFrom('audit_events').select('event').where('event', '=', 'retention_period_changed').execute(),
    ).toHaveLength(1);
    // The next run is queued for tomorrow.
    const next = await t.db
      .selectFrom('background_jobs')
      .select('run_after')
      .where('kind', '=', RETENTION_SWEEP_JOB)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(next.run_after.getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  });
});

describe('the personal-data registry', () => {
  it('given every column named like an email, a name or a phone number, then its table is in the registry with that column, or is declared not personal', async () => {
    const { NOT_PERSONAL } = await import('./personal-data.ts');
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (column_name like '%email%' or column_name in ('first_name', 'last_name', 'name') or column_name like '%phone%' or column_name like '%address%')`.execute(
      t.db,
    );
    const uncovered = rows.filter(({ table_name, column_name }) => {
      if (NOT_PERSONAL[table_name]) return false;
      const entry = PERSONAL_DATA.find((e) => e.table === table_name);
      if (!entry) return column_name !== 'name';
      return !entry.personalColumns.includes(column_name);
    });
    expect(uncovered).toEqual([]);
  });
});
