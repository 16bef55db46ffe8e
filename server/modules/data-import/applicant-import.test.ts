import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport, DryRun, UploadedImport } from '../../../contracts/data-import.ts';
import type { ApplicantPage } from '../../../contracts/applicants.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { multipartForm } from '../../test/multipart.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { dataImportHandler } from './data-import.jobs.ts';
import { DATA_IMPORT_JOB } from './data-import.service.ts';

let t: TestApp;
let dataDir: string;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, admin: S;
let accountId: number, jobId: number, otherJobId: number;
let stepName: string, sourceName: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-applicant-import-'));
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  [owner, admin] = (await Promise.all(['owner@demo-company.test', 'admin@assay.test'].map((e) => t.signIn(e)))) as [
    S,
    S,
  ];
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const job = await t.db
    .selectFrom('jobs')
    .innerJoin('job_steps', 'job_steps.job_id', 'jobs.job_id')
    .select(['jobs.job_id', 'job_steps.name'])
    .where('jobs.account_id', '=', accountId)
    .where('jobs.job_type_id', '=', 2)
    .where('jobs.deleted_at', 'is', null)
    .orderBy('jobs.job_id')
    .orderBy('job_steps.sort_order', 'desc')
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  stepName = job.name;
  // A job of another company, or one that does not exist.
  otherJobId =
    (await t.db.selectFrom('jobs').select('job_id').where('account_id', '!=', accountId).executeTakeFirst())?.job_id ??
    999_999;
  sourceName = `Fair ${randomUUID().slice(0, 6)}`;
  await t.db.insertInto('sources').values({ account_id: accountId, name: sourceName }).execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const base = `/api/account/v1/`;
function upload(who: S, csv: string, query: string) {
  const body = multipartForm({}, [{ field: 'file', name: 'applicants.csv', bytes: Buffer.from(csv) }]);
  return t.app.inject({
    method: 'POST',
    url: `${base}${accountId}/upload-for-import/?${query}`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
}
const post = (url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: admin.token, body, headers: { 'idempotency-key': randomUUID() } });
const runJobs = () =>
  drainJobs(t.db, { [DATA_IMPORT_JOB]: dataImportHandler(new LocalFileStorage(dataDir), 'http://assay.test') });
const options = { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false };
const trackersOfJob = async () =>
  JSON.stringify(
    await t.db.selectFrom('user_trackers').selectAll().where('job_id', '=', jobId).orderBy('ref_id').execute(),
  );

async function importFile(csv: string): Promise<{ file: UploadedImport; dry: DryRun; done: DataImport }> {
  const res = await upload(admin, csv, `import_type=applicants&job_id=${jobId}`);
  expect(res.statusCode, res.body).toBe(200);
  const file = res.json().data as UploadedImport;
  const url = `${base}${accountId}/imports/${file.import.import_id}`;
  const dry = await post(`${url}/dry-run/`, { mapping: file.mapping, options });
  expect(dry.statusCode, dry.body).toBe(200);
  const run = await post(`${url}/run/`, { mapping: file.mapping, options });
  expect(run.statusCode, run.body).toBe(200);
  await runJobs();
  const done = (await t.request({ method: 'GET', url: `${url}/`, token: admin.token })).json().data as DataImport;
  return { file, dry: dry.json().data as DryRun, done };
}

describe('an import of applicants', () => {
  it('given no requisition, or one of another company, then the upload is refused next to the requisition; a company owner may not upload', async () => {
    const csv = 'First Name,Last Name,Email\nAna,Ng,ana@x.test\n';
    for (const query of ['import_type=applicants', `import_type=applicants&job_id=${otherJobId}`]) {
      const res = await upload(admin, csv, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ prop: 'job_id', message: 'Choose a requisition of this company.' }]);
    }
    expect((await upload(owner, csv, `import_type=applicants&job_id=${jobId}`)).statusCode).toBe(403);
  });

  it('given good and bad rows, then the dry run reports each row and changes nothing; the run makes real applications, reports the bad rows, and the same file again changes nothing', async () => {
    const stamp = randomUUID().slice(0, 8);
    const known = `known.${stamp}@import.test`;
    const knownId = (
      await t.db
        .insertInto('users')
        .values({ uuid: randomUUID(), email: known, first_name: 'Kai', last_name: 'Known', password_hash: null })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
    const csv = [
      'First Name,Last Name,Email,Phone,Source,Applied On,Status,Stage',
      `Nia,New,nia.${stamp}@import.test,+1 555 0100,${sourceName.toUpperCase()},2026-01-10,Rejected,${stepName}`,
      `,,${known},,,,,`,
      `No,Mail,,,,,,`,
      `Bad,Source,bad1.${stamp}@import.test,,Nowhere,,,`,
      `Bad,Date,bad2.${stamp}@import.test,,,2999-01-01,,`,
      `Bad,Status,bad3.${stamp}@import.test,call me,,,maybe,No such step`,
      `Nia,Again,NIA.${stamp}@import.test,,,,,`,
    ].join('\n');
    const res = await upload(admin, csv, `import_type=applicants&job_id=${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as UploadedImport;
    expect(file.import).toMatchObject({ import_type: 'applicants', job_id: jobId });
    expect(file.mapping).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      source: 'Source',
      applied_date: 'Applied On',
      status: 'Status',
      step: 'Stage',
    });

    const before = await trackersOfJob();
    const dry = await post(`${base}${accountId}/imports/${file.import.import_id}/dry-run/`, {
      mapping: file.mapping,
      options,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data as DryRun;
    expect(report.counts).toEqual({ total: 7, create: 2, update: 0, unchanged: 0, refused: 5 });
    const refused = Object.fromEntries(
      report.rows.filter((r) => r.action === 'refused').map((r) => [r.row, r.problems.map((p) => p.problem)]),
    );
    expect(refused).toEqual({
      4: ['applicant_email_missing'],
      5: ['source_unknown'],
      6: ['applied_in_future'],
      7: ['phone_invalid', 'status_unknown', 'step_unknown'],
      8: ['applicant_duplicate'],
    });
    expect(await trackersOfJob()).toBe(before);

    // The welcome mail goes in the company's language.
    await t.db.updateTable('accounts').set({ default_language: 'fr' }).where('account_id', '=', accountId).execute();
    const first = await importFile(csv);
    await t.db.updateTable('accounts').set({ default_language: 'en' }).where('account_id', '=', accountId).execute();
    expect(first.done).toMatchObject({
      status: 'finished',
      created_count: 2,
      refused_count: 5,
      unchanged_count: 0,
      has_result: true,
    });
    const nia = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', `nia.${stamp}@import.test`)
      .executeTakeFirstOrThrow();
    expect(nia).toMatchObject({
      first_name: 'Nia',
      last_name: 'New',
      phone_number: '+1 555 0100',
      password_hash: null,
    });
    const niaApp = await t.db
      .selectFrom('user_trackers')
      .selectAll()
      .where('user_id', '=', nia.user_id)
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(niaApp).toMatchObject({ status: 'rejected', account_id: accountId });
    expect(niaApp.created_at.toISOString().slice(0, 10)).toBe('2026-01-10');
    expect(niaApp.rejected_at).not.toBeNull();
    expect(
      await t.db
        .selectFrom('user_trackers')
        .select('ref_id')
        .where('user_id', '=', knownId)
        .where('job_id', '=', jobId)
        .execute(),
    ).toHaveLength(1);
    expect(
      (await t.db.selectFrom('users').select('first_name').where('user_id', '=', knownId).executeTakeFirstOrThrow())
        .first_name,
    ).toBe('Kai');

    for (const [email, status] of [
      [known, 'active'],
      [`nia.${stamp}@import.test`, 'rejected'],
    ] as const) {
      const list = await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/applicants/${jobId}/?search=${encodeURIComponent(email)}&status=${status}`,
        token: owner.token,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json().data as ApplicantPage).data.map((a) => a.email)).toEqual([email]);
    }

    const result = await t.app.inject({
      method: 'GET',
      url: `${base}${accountId}/imports/${first.done.import_id}/result-file/`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(result.body.split('\n')[0]).toContain('"row","result","application","name"');

    // Only the account the import made is welcomed, once, with a one-time link to choose a password.
    const mailsTo = (to: string) =>
      t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'reason', 'account_id'])
        .where(sql<string>`lower(to_address)`, '=', to)
        .execute();
    const welcome = await mailsTo(`nia.${stamp}@import.test`);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ reason: 'applicant_welcome', account_id: accountId });
    expect(welcome[0]!.subject).toContain('votre candidature pour');
    expect(welcome[0]!.text_body).toContain('Bonjour Nia');
    expect(await mailsTo(known)).toEqual([]);
    const token = /accept-invitation\?token=([^\s]+)/.exec(welcome[0]!.text_body)?.[1];
    expect(token).toBeDefined();

    const after = await trackersOfJob();
    const again = await importFile(csv);
    expect(again.dry.counts).toEqual({ total: 7, create: 0, update: 0, unchanged: 2, refused: 5 });
    expect(again.done).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 2, refused_count: 5 });
    expect(await trackersOfJob()).toBe(after);
    expect(await mailsTo(`nia.${stamp}@import.test`)).toHaveLength(1);

    const password = 'Imported-Start-2026!';
    const accepted = await t.request({
      method: 'POST',
      url: '/api/account/v1/invitation/accept/',
      body: { token: decodeURIComponent(token!), password, password_confirmation: password },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reused = await t.request({
      method: 'POST',
      url: '/api/account/v1/invitation/accept/',
      body: { token: decodeURIComponent(token!), password, password_confirmation: password },
    });
    expect(reused.statusCode).toBe(400);

    const moved = await importFile(`Email,Status\n${known},hired\n`);
    expect(moved.dry.rows).toEqual([expect.objectContaining({ action: 'update', changes: ['status'] })]);
    expect(
      (
        await t.db
          .selectFrom('user_trackers')
          .select('status')
          .where('user_id', '=', knownId)
          .where('job_id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('hired');
  });

  it('given a language column, then an account the import makes gets its language and its welcome mail in it; a bad language refuses its row alone; an existing account keeps its own; the same file again changes nothing', async () => {
    const stamp = randomUUID().slice(0, 8);
    const known = `lang.known.${stamp}@import.test`;
    await t.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email: known,
        first_name: 'Kim',
        last_name: 'Known',
        password_hash: null,
        preferred_language: 'fr',
      })
      .execute();
    const email = (who: string) => `${who}.${stamp}@import.test`;
    const csv = [
      'First Name,Last Name,Email,Preferred Language',
      `Lia,Lang,${email('lia')},es`,
      `Flo,Lang,${email('flo')}, FR `,
      `Ed,Lang,${email('ed')},`,
      `Dee,Lang,${email('dee')},de`,
      `,,${known},es`,
    ].join('\n');
    const { file, dry, done } = await importFile(csv);
    expect(file.mapping).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      language: 'Preferred Language',
    });
    expect(dry.counts).toEqual({ total: 5, create: 4, update: 0, unchanged: 0, refused: 1 });
    expect(dry.rows.find((r) => r.action === 'refused')).toMatchObject({
      row: 5,
      problems: [
        {
          field: 'language',
          problem: 'language_unknown',
          message: 'The language is one of en (English), es (Spanish) or fr (French).',
        },
      ],
    });
    expect(done).toMatchObject({ status: 'finished', created_count: 4, refused_count: 1 });

    const languages = await t.db
      .selectFrom('users')
      .select(['email', 'preferred_language'])
      .where('email', 'in', [email('lia'), email('flo'), email('ed'), email('dee'), known])
      .orderBy('email')
      .execute();
    expect(Object.fromEntries(languages.map((u) => [u.email, u.preferred_language]))).toEqual({
      [email('lia')]: 'es',
      [email('flo')]: 'fr',
      [email('ed')]: null,
      [known]: 'fr',
    });
    const subjectTo = async (to: string) =>
      (
        await t.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where(sql<string>`lower(to_address)`, '=', to)
          .execute()
      ).map((m) => m.subject);
    expect((await subjectTo(email('lia')))[0]).toContain('tu candidatura para');
    expect((await subjectTo(email('flo')))[0]).toContain('votre candidature pour');
    expect((await subjectTo(email('ed')))[0]).toContain('your application for');
    expect(await subjectTo(known)).toEqual([]);

    const users = JSON.stringify(
      await t.db
        .selectFrom('users')
        .select(['user_id', 'preferred_language'])
        .where('email', 'like', `%.${stamp}@import.test`)
        .orderBy('user_id')
        .execute(),
    );
    const trackers = await trackersOfJob();
    const again = await importFile(csv);
    expect(again.dry.counts).toEqual({ total: 5, create: 0, update: 0, unchanged: 4, refused: 1 });
    expect(await trackersOfJob()).toBe(trackers);
    expect(
      JSON.stringify(
        await t.db
          .selectFrom('users')
          .select(['user_id', 'preferred_language'])
          .where('email', 'like', `%.${stamp}@import.test`)
          .orderBy('user_id')
          .execute(),
      ),
    ).toBe(users);
    expect(await subjectTo(email('lia'))).toHaveLength(1);
  });
});
