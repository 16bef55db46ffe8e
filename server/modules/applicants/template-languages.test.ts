/**
 * Templates everywhere (D292) on real PGlite (and PostgreSQL with --only
 * postgres): a company's message template with a subject and versions per language; the picker's
 * list offers only the company's own templates, to staff who may mail its applicants; bulk mail and
 * the rejection mail send each recipient the version in their language (else the company default's),
 * as the person left each version, now or from the job queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { makeRejectionMailsDue } from '../../test/rejection-mail-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REJECTION_EMAIL_JOB, rejectionEmailHandler } from './rejection-email.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, candidate: S;
let demoId: number, otherId: number, reason: number;
const handlers = { [REJECTION_EMAIL_JOB]: rejectionEmailHandler('https://assay.test') };

const TEMPLATE = {
  name: 'After the interview',
  subject: 'Your application for {{job_title}}',
  subject_i18n: { es: 'Tu candidatura para {{job_title}}', fr: 'Votre candidature pour {{job_title}}' },
  body: 'Hello {{first_name}}, thank you for your time.',
  body_i18n: { es: 'Hola {{first_name}}, gracias por tu tiempo.', fr: 'Bonjour {{first_name}}, merci de votre temps.' },
};
/** The template as the dialog sends it when nobody edited it: every version, the default's as the main text. */
const unedited = {
  subject: TEMPLATE.subject,
  message: TEMPLATE.body,
  language: 'en',
  versions: {
    en: { subject: TEMPLATE.subject, message: TEMPLATE.body },
    es: { subject: TEMPLATE.subject_i18n.es, message: TEMPLATE.body_i18n.es },
    fr: { subject: TEMPLATE.subject_i18n.fr, message: TEMPLATE.body_i18n.fr },
  },
};

const api = (method: 'GET' | 'POST', url: string, who: S, body?: unknown) =>
  t.request({ method, url: `/api/${url}`, token: who.token, ...(body === undefined ? {} : { body }) });
const usable = (who: S, accountId = demoId) =>
  api('GET', `account/v1/message-templates/usable/?account_id=${accountId}`, who);
const speaker = async (n: number, language: 'es' | 'fr' | 'en' | null) => {
  const refId = demoApplicantRefId(n);
  const row = await t.db
    .selectFrom('user_trackers as tr')
    .innerJoin('users as u', 'u.user_id', 'tr.user_id')
    .select(['tr.user_step_tracker_id as id', 'u.email', 'u.user_id'])
    .where('tr.ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ preferred_language: language }).where('user_id', '=', row.user_id).execute();
  return { refId, ...row };
};
const mailsTo = (address: string) =>
  t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', address).execute();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  [owner, recruiter, otherOwner, candidate] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  reason = (
    await t.db
      .selectFrom('rejection_reasons')
      .select('rejection_reason_id')
      .where('account_id', '=', demoId)
      .where('rejection_type', '=', 'company')
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow()
  ).rejection_reason_id;
  const made = await api('POST', 'account/v1/message-template/', owner, { account_id: demoId, ...TEMPLATE });
  expect(made.statusCode, made.body).toBe(200);
  const theirs = await api('POST', 'account/v1/message-template/', otherOwner, {
    account_id: otherId,
    name: 'Other company only',
    body: 'Not for Demo Company',
  });
  expect(theirs.statusCode, theirs.body).toBe(200);
});
afterAll(async () => t.close());

describe('a message template in several languages', () => {
  it('given versions with a subject, then they are kept; a version with an unknown merge field is named and nothing is written', async () => {
    const list = await usable(recruiter);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.default_language).toBe('en');
    expect(list.json().data.results).toEqual([expect.objectContaining(TEMPLATE)]);
    const before = await t.db.selectFrom('message_templates').selectAll().execute();
    const bad = await api('POST', 'account/v1/message-template/', owner, {
      account_id: demoId,
      name: 'Broken',
      body: 'Hello',
      body_i18n: { fr: 'Bonjour {{salaire}}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ prop: 'body_i18n.fr', message: expect.stringContaining('salaire') }]);
    expect(await t.db.selectFrom('message_templates').selectAll().execute()).toEqual(before);
  });

  it("given the picker's list, then a company's staff see only its own templates; another company's owner, or a candidate, is refused", async () => {
    const names = (await usable(owner)).json().data.results.map((x: { name: string }) => x.name);
    expect(names).toEqual(['After the interview']);
    expect((await usable(otherOwner)).statusCode).toBe(404);
    expect((await usable(candidate)).statusCode).toBe(403);
    expect((await usable(recruiter, otherId)).statusCode).toBe(404);
    const theirs = (await usable(otherOwner, otherId)).json().data.results.map((x: { name: string }) => x.name);
    expect(theirs).toEqual(['Other company only']);
  });
});

describe('bulk mail from a template', () => {
  it('given a Spanish, a French and a candidate with no language, then the preview and the mails give each their version', async () => {
    const [ana, zoe, kim] = [await speaker(120, 'es'), await speaker(121, 'fr'), await speaker(122, null)];
    const body = { ref_ids: [ana.refId, zoe.refId, kim.refId], ...unedited };
    const preview = await api('POST', 'smartreq/v1/email-applicants/preview/', recruiter, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const byRef = new Map(
      preview.json().data.recipients.map((r: { ref_id: string; language: string | null }) => [r.ref_id, r.language]),
    );
    expect([byRef.get(ana.refId), byRef.get(zoe.refId), byRef.get(kim.refId)]).toEqual(['es', 'fr', 'en']);
    const sent = await api('POST', 'smartreq/v1/email-applicants/', recruiter, body);
    expect(sent.statusCode, sent.body).toBe(200);
    const [toAna] = await mailsTo(ana.email);
    expect(toAna!.subject).toMatch(/^Tu candidatura para \S/);
    expect(toAna!.text_body).toMatch(/Hola \S+, gracias por tu tiempo\./);
    expect((await mailsTo(zoe.email))[0]!.text_body).toMatch(/Bonjour \S+, merci de votre temps\./);
    expect((await mailsTo(kim.email))[0]!.text_body).toMatch(/Hello \S+, thank you for your time\./);
    const [event] = await t.db
      .selectFrom('job_events')
      .select('details')
      .where('ref_id', '=', ana.refId)
      .where('kind', '=', 'emailed')
      .execute();
    expect(event!.details).toMatchObject({ language: 'es' });
  });

  it("given an unknown merge field in a version, then 400 names that version's field and nothing is sent", async () => {
    const kim = await speaker(123, 'es');
    const res = await api('POST', 'smartreq/v1/email-applicants/', recruiter, {
      ref_ids: [kim.refId],
      ...unedited,
      versions: { ...unedited.versions, es: { subject: 'Hola', message: 'Tu sueldo: {{sueldo}}' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toBe('versions.es.message');
    expect(await mailsTo(kim.email)).toEqual([]);
  });

  it("given another company's owner, then the mail is refused as not found and nothing is sent", async () => {
    const ana = await speaker(124, 'es');
    const res = await api('POST', 'smartreq/v1/email-applicants/', otherOwner, { ref_ids: [ana.refId], ...unedited });
    expect(res.statusCode).toBe(404);
    expect(await mailsTo(ana.email)).toEqual([]);
  });
});

describe('a rejection mail from a template', () => {
  it('given a Spanish candidate rejected with the template unedited, then the mail is Spanish', async () => {
    const ana = await speaker(125, 'es');
    const res = await api('POST', `smartreq/v1/user-smartreq/${ana.id}/reject/`, recruiter, {
      rejection_reason_id: reason,
      email: { text: 'written', ...unedited, send_now: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(ana.email);
    expect(mail!.subject).toMatch(/^Tu candidatura para \S/);
    expect(mail!.text_body).toMatch(/Hola \S+, gracias por tu tiempo\./);
  });

  it('given the English version edited and the mail waiting, then the English reader gets the edit and the Spanish one the Spanish version, from the job queue', async () => {
    const [ana, bo] = [await speaker(126, 'es'), await speaker(127, 'en')];
    const edited = { subject: 'Your application', message: 'Hello {{first_name}}, we went with someone else.' };
    const email = {
      text: 'written',
      ...unedited,
      ...edited,
      versions: { ...unedited.versions, en: edited },
      send_at: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const preview = await api('POST', 'smartreq/v1/reject-applicants/preview/', owner, {
      ref_ids: [ana.refId, bo.refId],
      email,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json().data.recipients as { ref_id: string; language: string; message: string }[];
    expect(shown.find((r) => r.ref_id === ana.refId)).toMatchObject({
      language: 'es',
      message: expect.stringMatching(/^Hola/),
    });
    expect(shown.find((r) => r.ref_id === bo.refId)).toMatchObject({
      language: 'en',
      message: expect.stringContaining('someone else'),
    });
    const res = await api('POST', 'smartreq/v1/bulk-reject-applicants/', owner, {
      ref_ids: [ana.refId, bo.refId],
      rejection_reason_id: reason,
      email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(ana.email)).toEqual([]);
    await makeRejectionMailsDue(t.db);
    expect(await drainJobs(t.db, handlers)).toBe(2);
    expect((await mailsTo(ana.email))[0]!.text_body).toMatch(/Hola \S+, gracias por tu tiempo\./);
    const [toBo] = await mailsTo(bo.email);
    expect(toBo!.subject).toBe('Your application');
    expect(toBo!.text_body).toContain('we went with someone else.');
  });
});
