import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { applyTo } from '../../test/job-kit.ts';
import { INTERVIEW_JOB_UUID } from '../../db/seed/demo-interviews.ts';
import type { Method } from '../../test/plan-kit.ts';
import { sql } from 'kysely';
import { loadSigningCertificate, verifySealedPdf, sha256Hex, certificateRecordOf } from '../offer-letter/index.ts';
import { expireLapsedOffers } from './offer-expiry.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, recruiter: S, interviewer: S, otherOwner: S;
let activityId: number;
let templateId: number;
let draftOfLi: string;
const call = (who: S | undefined, method: Method, url: string, body?: unknown, headers?: Record<string, string>) =>
  t.request({
    method,
    url: `/api/offer/v1${url}`,
    ...(who ? { token: who.token } : {}),
    body,
    ...(headers ? { headers } : {}),
  });

async function application(who: S) {
  const refId = await applyTo(t, who, INTERVIEW_JOB_UUID);
  const { user_step_tracker_id } = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return { refId, userSmartreqId: user_step_tracker_id };
}
const offerBody = (userSmartreqId: number, extra: object = {}) => ({
  user_smartreq_id: userSmartreqId,
  job_step_activity_id: activityId,
  offer_letter_template_id: templateId,
  field_values: { salary: '42000', pay_period: 'year', start_date: '2027-01-04' },
  signers: [{ role: 'candidate' }, { role: 'staff', user_id: owner.userId }],
  ...extra,
});
const mailsTo = (email: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'reason'])
    .where('to_address', '=', email)
    .orderBy('mail_id')
    .execute();
const emailOf = async (who: S) =>
  (await t.db.selectFrom('users').select('email').where('user_id', '=', who.userId).executeTakeFirstOrThrow()).email;
const tokenIn = (text: string) => /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
  ];
  [maria, li, owner, recruiter, interviewer, otherOwner] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  const step = await t.db
    .selectFrom('job_steps as s')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select('s.job_step_id')
    .where('j.uuid', '=', INTERVIEW_JOB_UUID)
    .executeTakeFirstOrThrow();
  activityId = (
    await t.db
      .insertInto('job_step_activities')
      .values({ job_step_id: step.job_step_id, activity_type: 'offer', title: 'Offer', sort_order: 9 })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  // These tests start from a company with no offer fields, no templates and no offer out: the demo
  // seed's (demo-offers.ts) are archived and its offer waiting for a signature is cancelled.
  for (const f of (await call(owner, 'GET', '/offer-fields/')).json().data)
    expect((await call(owner, 'DELETE', `/offer-fields/${f.offer_field_id}/`)).statusCode).toBe(200);
  for (const tpl of (await call(owner, 'GET', '/offer-letter-templates/')).json().data.templates)
    expect((await call(owner, 'DELETE', `/offer-letter-templates/${tpl.offer_letter_template_id}/`)).statusCode).toBe(
      200,
    );
  for (const o of await t.db
    .selectFrom('offers')
    .select('offer_uuid')
    .where('status', 'in', ['sent', 'viewed'])
    .execute())
    expect((await call(owner, 'POST', `/offers/${o.offer_uuid}/cancel/`)).statusCode).toBe(200);
  const fields = [
    {
      field_key: 'salary',
      label: 'Salary',
      field_type: 'money',
      required: true,
      options: [],
      min_value: 1000,
      max_value: 500000,
      sort_order: 1,
    },
    {
      field_key: 'pay_period',
      label: 'Pay period',
      field_type: 'choice',
      required: true,
      options: ['year', 'month'],
      min_value: null,
      max_value: null,
      sort_order: 2,
    },
    {
      field_key: 'start_date',
      label: 'Start date',
      field_type: 'date',
      required: false,
      options: [],
      min_value: null,
      max_value: null,
      sort_order: 3,
    },
  ];
  for (const f of fields) expect((await call(owner, 'POST', '/offer-fields/', f)).statusCode).toBe(200);
  const created = await call(owner, 'POST', '/offer-letter-templates/', {
    kind: 'letter',
    name: 'Carta estándar',
    language: 'es',
    body: '# Oferta de empleo\n\nHola {{candidate_first_name}}:\n\nTe ofrecemos el puesto de **{{job_title}}** en {{company_name}} con un salario de {{salary}} al {{pay_period}}.\n\n- Inicio: {{start_date}}',
  });
  expect(created.statusCode, created.body).toBe(200);
  templateId = created.json().data.offer_letter_template_id;
});
afterAll(async () => t.close());

describe('offer settings, fields and templates', () => {
  it('given a recruiter or another company, then they cannot change offer fields or templates; staff of the company read them; another company sees none', async () => {
    const field = {
      field_key: 'bonus',
      label: 'Bonus',
      field_type: 'money',
      required: false,
      options: [],
      min_value: null,
      max_value: null,
      sort_order: 4,
    };
    expect((await call(recruiter, 'POST', '/offer-fields/', field)).statusCode).toBe(403);
    expect(
      (await call(interviewer, 'GET', '/offer-fields/')).json().data.map((f: { field_key: string }) => f.field_key),
    ).toEqual(['salary', 'pay_period', 'start_date']);
    // Another company sees its own templates (the default setup, D216), none of this one's.
    expect(
      (await call(otherOwner, 'GET', '/offer-letter-templates/'))
        .json()
        .data.templates.map((x: { offer_letter_template_id: number }) => x.offer_letter_template_id),
    ).not.toContain(templateId);
    expect(
      (
        await call(otherOwner, 'PUT', `/offer-letter-templates/${templateId}/`, {
          kind: 'letter',
          name: 'Mine',
          language: 'en',
          body: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('given a duplicate name or an unknown variable, then 400 with non_field_errors first and nothing stored', async () => {
    const dup = await call(owner, 'POST', '/offer-letter-templates/', {
      kind: 'letter',
      name: 'CARTA ESTÁNDAR',
      language: 'es',
      body: 'Hola',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors[0]).toEqual({
      prop: 'non_field_errors',
      message: 'A template with this name and language already exists.',
    });
    const unknown = await call(owner, 'POST', '/offer-letter-templates/', {
      kind: 'letter',
      name: 'Other',
      language: 'en',
      body: 'Hi {{nickname}}',
    });
    expect(unknown.json().errors[0].prop).toBe('non_field_errors');
    expect(unknown.json().errors[0].message).toContain('nickname');
    const names = (await call(owner, 'GET', '/offer-letter-templates/'))
      .json()
      .data.templates.map((x: { name: string }) => x.name);
    expect(names).toEqual(['Carta estándar']);
  });
});

describe('an offer from template to signature', () => {
  it('given a recruiter, when they send with a countersigner and both sign, then the document is sealed, verifies, carries the hashes each signer saw, and the activity completes', async () => {
    const { refId, userSmartreqId } = await application(maria);
    const bad = await call(
      recruiter,
      'POST',
      '/offers/',
      offerBody(userSmartreqId, { field_values: { salary: 'lots', pay_period: 'year' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ prop: 'field_values.salary', message: 'Salary must be a number.' });
    expect(
      await t.db.selectFrom('offers').select('offer_id').where('ref_id', '=', refId).executeTakeFirst(),
    ).toBeUndefined();

    const created = await call(recruiter, 'POST', '/offers/', offerBody(userSmartreqId));
    expect(created.statusCode, created.body).toBe(200);
    const uuid = created.json().data.offer_uuid;
    expect(created.json().data.status).toBe('draft');
    expect((await call(otherOwner, 'GET', `/offers/${uuid}/`)).statusCode).toBe(404);
    expect((await call(interviewer, 'GET', `/offers/${uuid}/`)).statusCode).toBe(404);
    const preview = await call(recruiter, 'GET', `/offers/${uuid}/preview/`);
    expect(preview.json().data.page_count).toBe(2);

    const key = { 'idempotency-key': `send-${uuid}` };
    const sent = await call(recruiter, 'POST', `/offers/${uuid}/send/`, undefined, key);
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await call(recruiter, 'POST', `/offers/${uuid}/send/`, undefined, key);
    expect(again.statusCode).toBe(200);
    const mariaEmail = await emailOf(maria);
    const mails = await mailsTo(mariaEmail);
    expect(mails.filter((m) => m.reason === 'offer')).toHaveLength(1);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(409);
    expect((await call(recruiter, 'PUT', `/offers/${uuid}/`, offerBody(userSmartreqId))).statusCode).toBe(409);

    // The countersigner cannot sign before the candidate; another candidate finds nothing.
    expect((await call(li, 'GET', `/sign/${uuid}/`)).statusCode).toBe(404);
    const early = await call(owner, 'GET', `/sign/${uuid}/`);
    expect(early.json().data.may_sign).toBe(false);

    const token = decodeURIComponent(tokenIn(mails.at(-1)!.text_body)!);
    const read = await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(token)}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.may_sign).toBe(true);
    const seen0 = read.json().data.document.sha256;
    expect((await call(recruiter, 'GET', `/offers/${uuid}/`)).json().data.status).toBe('viewed');

    const stale = await call(undefined, 'POST', `/sign/${uuid}/sign/`, {
      token,
      document_sha256: '0'.repeat(64),
      signature: { kind: 'typed', name: 'María García' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('document_changed');
    const signed = await call(
      undefined,
      'POST',
      `/sign/${uuid}/sign/`,
      { token, document_sha256: seen0, signature: { kind: 'typed', name: 'María García' } },
      { 'x-forwarded-for': '203.0.113.7' },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(token)}`)).statusCode).toBe(410);

    const ownerEmail = await emailOf(owner);
    expect((await mailsTo(ownerEmail)).some((m) => m.reason === 'offer')).toBe(true);
    const ownerRead = await call(owner, 'GET', `/sign/${uuid}/`);
    expect(ownerRead.json().data.may_sign).toBe(true);
    const seen1 = ownerRead.json().data.document.sha256;
    expect(seen1).not.toBe(seen0);
    const done = await call(owner, 'POST', `/sign/${uuid}/sign/`, {
      document_sha256: seen1,
      signature: { kind: 'typed', name: 'Olivia Owner' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('signed');

    const completion = await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(completion.is_completed).toBe(true);
    const listed = (await call(recruiter, 'GET', `/applications/${userSmartreqId}/offers/`)).json().data;
    expect(listed.activities[0].offers[0].signers.map((s: { status: string }) => s.status)).toEqual([
      'signed',
      'signed',
    ]);
    expect(listed.activities[0].offers[0].events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'sent',
      'viewed',
      'signed',
      'viewed',
      'signed',
      'completed',
    ]);

    // The application's history and the requisition's Activity tab tell the same story, in the job's own kinds.
    const history = (
      await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/activity-history/${userSmartreqId}/`,
        token: recruiter.token,
      })
    ).json().data as { kind: string; details: Record<string, unknown> }[];
    const offerLines = history.filter((h) => h.kind.startsWith('offer_')).reverse();
    expect(offerLines.map((h) => h.kind)).toEqual([
      'offer_created',
      'offer_sent',
      'offer_viewed',
      'offer_signed',
      'offer_viewed',
      'offer_signed',
      'offer_completed',
    ]);
    expect(offerLines.filter((h) => h.kind === 'offer_signed').map((h) => h.details.signer_name)).toEqual([
      'Maria Garcia',
      'Olivia Owner',
    ]);
    expect(offerLines.every((h) => h.details.offer_uuid === uuid)).toBe(true);
    const { job_id } = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', INTERVIEW_JOB_UUID)
      .executeTakeFirstOrThrow();
    const tab = (
      await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/activity/${job_id}/?page_size=100`,
        token: recruiter.token,
      })
    ).json().data.data as { kind: string; ref_id: string | null }[];
    expect(tab.filter((e) => e.kind === 'offer_completed' && e.ref_id === refId)).toHaveLength(1);
    expect(
      (await t.request({ method: 'GET', url: `/api/smartreq/v1/activity/${job_id}/`, token: otherOwner.token }))
        .statusCode,
    ).toBe(404);

    const pdf = Buffer.from(
      (await call(recruiter, 'GET', `/offers/${uuid}/document/`)).json().data.pdf_base64,
      'base64',
    );
    const certificate = await loadSigningCertificate(t.db);
    expect(verifySealedPdf(pdf, certificate.fingerprint)).toEqual({ valid: true });
    // The letter names the candidate and the pay: the staff download is in the company's log (D264).
    const downloaded = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'subject_user_id', 'details'])
      .where('event', '=', 'offer_document_downloaded')
      .execute();
    expect(downloaded.filter((e) => e.details.offer_uuid === uuid)).toEqual([
      {
        actor_user_id: recruiter.userId,
        subject_user_id: expect.any(Number),
        details: expect.objectContaining({ offer_uuid: uuid, document: 'signed' }),
      },
    ]);
    const record = (await certificateRecordOf(pdf))!;
    expect(record.signers.map((s) => s.document_sha256)).toEqual([seen0, seen1]);
    const versions = await t.db
      .selectFrom('offer_documents as d')
      .innerJoin('offers as o', 'o.offer_id', 'd.offer_id')
      .select(['d.content', 'd.sha256'])
      .where('o.offer_uuid', '=', uuid)
      .orderBy('d.version')
      .execute();
    expect(versions.map((v) => sha256Hex(v.content))).toEqual(versions.map((v) => v.sha256));
    expect(versions.slice(0, 2).map((v) => v.sha256)).toEqual([seen0, seen1]);
    const changed = Buffer.from(pdf);
    const at = Math.floor(changed.length / 3);
    changed[at] = changed[at]! ^ 1;
    expect(verifySealedPdf(changed, certificate.fingerprint).valid).toBe(false);

    // A signed document can never be replaced or edited, through the API or the database.
    expect((await call(recruiter, 'PUT', `/offers/${uuid}/`, offerBody(userSmartreqId))).statusCode).toBe(409);
    expect((await call(recruiter, 'DELETE', `/offers/${uuid}/`)).statusCode).toBe(409);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/cancel/`)).statusCode).toBe(409);
    await expect(
      sql`update offer_documents set content = '\\x00' where offer_id = (select offer_id from offers where offer_uuid = ${uuid})`.execute(
        t.db,
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`delete from offer_documents where offer_id = (select offer_id from offers where offer_uuid = ${uuid})`.execute(
        t.db,
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`delete from offer_events where offer_id = (select offer_id from offers where offer_uuid = ${uuid})`.execute(
        t.db,
      ),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('given letter details, then they go where the letter says {{offer_details}}; details in another language, of another company or a letter are refused and nothing is made', async () => {
    const { refId, userSmartreqId } = await application(li);
    const tpl = (body: object) => call(owner, 'POST', '/offer-letter-templates/', body);
    expect(
      (await tpl({ kind: 'details', name: 'Nested', language: 'en', body: 'x {{offer_details}}' })).statusCode,
    ).toBe(400);
    const letter = (
      await tpl({
        kind: 'letter',
        name: 'With details',
        language: 'es',
        body: '# Oferta\n\n{{offer\\_details}}\n\nUn saludo.',
      })
    ).json().data.offer_letter_template_id;
    const details = (
      await tpl({
        kind: 'details',
        name: 'Beneficios',
        language: 'es',
        body: '- Seguro médico\n- Salario de {{salary}}',
      })
    ).json().data.offer_letter_template_id;
    const english = (
      await tpl({ kind: 'details', name: 'Benefits', language: 'en', body: '- Health insurance' })
    ).json().data.offer_letter_template_id;
    const theirs = (
      await call(otherOwner, 'POST', '/offer-letter-templates/', {
        kind: 'details',
        name: 'Theirs',
        language: 'es',
        body: '- Otro',
      })
    ).json().data.offer_letter_template_id;
    const listed = (await call(recruiter, 'GET', `/applications/${userSmartreqId}/offers/`)).json().data.templates as {
      offer_letter_template_id: number;
      kind: string;
    }[];
    expect(listed.find((x) => x.offer_letter_template_id === details)?.kind).toBe('details');
    expect(listed.some((x) => x.offer_letter_template_id === theirs)).toBe(false);
    const withDetails = (id: number) =>
      offerBody(userSmartreqId, {
        offer_letter_template_id: letter,
        offer_letter_details_template_id: id,
        signers: [{ role: 'candidate' }],
      });
    for (const [id, message] of [
      [english, 'Choose letter details in the letter’s language.'],
      [theirs, 'Choose one of the company’s letter details templates.'],
      [letter, 'Choose one of the company’s letter details templates.'],
    ] as const) {
      const refused = await call(recruiter, 'POST', '/offers/', withDetails(id));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toEqual({ prop: 'offer_letter_details_template_id', message });
    }
    expect(
      await t.db
        .selectFrom('offers')
        .select('offer_id')
        .where('ref_id', '=', refId)
        .where('job_step_activity_id', '=', activityId)
        .executeTakeFirst(),
    ).toBeUndefined();
    const made = await call(recruiter, 'POST', '/offers/', withDetails(details));
    expect(made.statusCode, made.body).toBe(200);
    const stored = await t.db
      .selectFrom('offers')
      .select('letter_body')
      .where('offer_uuid', '=', made.json().data.offer_uuid)
      .executeTakeFirstOrThrow();
    expect(stored.letter_body).toBe('# Oferta\n\n\n\n- Seguro médico\n- Salario de {{salary}}\n\n\n\nUn saludo.');
    expect((await call(recruiter, 'DELETE', `/offers/${made.json().data.offer_uuid}/`)).statusCode).toBe(200);
  });

  it('given script and HTML in offer fields, then the signer page and the PDF get them only as text', async () => {
    const { userSmartreqId } = await application(li);
    await call(owner, 'POST', '/offer-fields/', {
      field_key: 'location',
      label: 'Location',
      field_type: 'text',
      required: false,
      options: [],
      min_value: null,
      max_value: null,
      sort_order: 5,
    });
    const tpl = await call(owner, 'POST', '/offer-letter-templates/', {
      kind: 'letter',
      name: 'Plain',
      language: 'en',
      body: 'Work at {{location}}. <script>alert(2)</script>',
    });
    const created = await call(
      recruiter,
      'POST',
      '/offers/',
      offerBody(userSmartreqId, {
        offer_letter_template_id: tpl.json().data.offer_letter_template_id,
        field_values: {
          salary: '50000',
          pay_period: 'year',
          location: '<img src=x onerror=alert(1)><script>alert(1)</script>',
        },
        signers: [{ role: 'candidate' }],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const pdf = Buffer.from(
      (await call(recruiter, 'GET', `/offers/${created.json().data.offer_uuid}/preview/`)).json().data.pdf_base64,
      'base64',
    );
    for (const needle of ['<script', '<img', '/JavaScript', '/JS ']) expect(pdf.includes(needle), needle).toBe(false);
    const uuid = created.json().data.offer_uuid;
    await call(recruiter, 'POST', `/offers/${uuid}/send/`);
    const page = (await call(li, 'GET', `/sign/${uuid}/`)).json().data;
    expect(page.letter).toEqual([
      { kind: 'paragraph', text: 'Work at <img src=x onerror=alert(1)><script>alert(1)</script>. alert(2)' },
    ]);
    await call(recruiter, 'POST', `/offers/${uuid}/cancel/`);
    expect((await call(li, 'GET', `/sign/${uuid}/`)).json().data.may_sign).toBe(false);
    expect(
      await t.db
        .selectFrom('offers')
        .select('letter_body')
        .where('offer_uuid', '=', created.json().data.offer_uuid)
        .executeTakeFirstOrThrow(),
    ).toEqual({ letter_body: 'Work at {{location}}. <script>alert(2)</script>' });
  });

  it('given a huge drawn signature, then it is refused with a clear message and nothing is signed; the offer limit refuses a second offer out', async () => {
    const { userSmartreqId } = await application(await t.signIn('candidate@assay.test'));
    const second = await application(interviewer);
    draftOfLi = (
      await call(recruiter, 'POST', '/offers/', offerBody(second.userSmartreqId, { signers: [{ role: 'candidate' }] }))
    ).json().data.offer_uuid;
    const created = await call(
      recruiter,
      'POST',
      '/offers/',
      offerBody(userSmartreqId, { signers: [{ role: 'candidate' }] }),
    );
    const uuid = created.json().data.offer_uuid;
    expect(
      (await call(owner, 'PUT', '/settings/', { max_open_offers: 1, esignature_provider: 'builtin', link_days: 14 }))
        .statusCode,
    ).toBe(200);
    expect((await call(owner, 'GET', '/settings/')).json().data.open_offers).toBe(0);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(200);
    const overLimit = await call(recruiter, 'POST', `/offers/${draftOfLi}/send/`);
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().code).toBe('offer_limit_reached');
    expect(overLimit.json().message).toContain('limit of 1');
    expect((await call(recruiter, 'GET', `/offers/${draftOfLi}/`)).json().data.status).toBe('draft');
    await call(owner, 'PUT', '/settings/', { max_open_offers: null, esignature_provider: 'builtin', link_days: 14 });
    const candidate = await t.signIn('candidate@assay.test');
    const read = (await call(candidate, 'GET', `/sign/${uuid}/`)).json().data;
    const huge = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300_000, 7)]).toString('base64')}`;
    const res = await call(candidate, 'POST', `/sign/${uuid}/sign/`, {
      document_sha256: read.document.sha256,
      signature: { kind: 'drawn', name: 'Casey', png_data_url: huge },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('signature_too_large');
    expect(res.json().errors[0].message).toContain('too large');
    expect((await call(recruiter, 'GET', `/offers/${uuid}/signers/`)).json().data[0].status).toBe('viewed');

    const declined = await call(candidate, 'POST', `/sign/${uuid}/decline/`, { reason: 'I took another job.' });
    expect(declined.json().data.status).toBe('declined');
    const recruiterEmail = await emailOf(recruiter);
    expect((await mailsTo(recruiterEmail)).filter((m) => m.reason === 'offer').at(-1)!.text_body).toContain(
      'I took another job.',
    );
  });

  it('given a sent offer, when staff remind, then the candidate gets a new link and the old one stops; an answer recorded as accepted completes the activity; a cancelled offer refuses signing', async () => {
    const applicant = li;
    const { refId, userSmartreqId } = await application(applicant);
    const uuid = (
      await call(recruiter, 'POST', '/offers/', offerBody(userSmartreqId, { signers: [{ role: 'candidate' }] }))
    ).json().data.offer_uuid;
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(200);
    const email = await emailOf(applicant);
    const links = async () =>
      (await mailsTo(email)).filter((m) => m.reason === 'offer').map((m) => decodeURIComponent(tokenIn(m.text_body)!));
    const [first] = (await links()).slice(-1);
    expect((await call(interviewer, 'POST', `/offers/${uuid}/reminder/`)).statusCode).toBe(404);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/reminder/`)).statusCode).toBe(200);
    const second = (await links()).at(-1)!;
    expect(second).not.toBe(first);
    expect((await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(first!)}`)).statusCode).toBe(410);
    expect((await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(second)}`)).statusCode).toBe(200);

    const recorded = await call(recruiter, 'POST', `/offers/${uuid}/response/`, {
      response: 'accepted',
      note: 'Accepted by phone.',
    });
    expect(recorded.json().data).toMatchObject({ status: 'signed', recorded_response: 'accepted' });
    const history = (
      await t.request({
        method: 'GET',
        url: `/api/smartreq/v1/activity-history/${userSmartreqId}/`,
        token: recruiter.token,
      })
    ).json().data as { kind: string; details: Record<string, unknown> }[];
    expect(history.find((h) => h.kind === 'offer_response_recorded')?.details).toMatchObject({
      response: 'accepted',
      reason: 'Accepted by phone.',
    });
    expect(history.some((h) => h.kind === 'offer_reminded')).toBe(true);
    const completion = await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', activityId)
      .executeTakeFirstOrThrow();
    expect(completion.is_completed).toBe(true);
    expect((await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(second)}`)).statusCode).toBe(410);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/cancel/`)).statusCode).toBe(409);
  });
});

describe('an offer past its expiry', () => {
  it('given a sent offer whose expiry passes, when the sweep runs, then it is expired once: links stop, the sender is told, and the candidate reads it as expired', async () => {
    const { refId, userSmartreqId } = await application(li);
    const uuid = (
      await call(recruiter, 'POST', '/offers/', offerBody(userSmartreqId, { signers: [{ role: 'candidate' }] }))
    ).json().data.offer_uuid;
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(200);
    const token = decodeURIComponent(
      tokenIn((await mailsTo(await emailOf(li))).filter((m) => m.reason === 'offer').at(-1)!.text_body)!,
    );
    const mine = (await call(li, 'GET', '/my-offers/'))
      .json()
      .data.find((o: { offer_uuid: string }) => o.offer_uuid === uuid);
    expect(mine).toMatchObject({
      ref_id: refId,
      job_step_activity_id: activityId,
      status: 'sent',
      my_status: 'pending',
    });

    await t.db
      .updateTable('offers')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('offer_uuid', '=', uuid)
      .execute();
    // Before any sweep, the candidate's list already says expired.
    expect(
      (await call(li, 'GET', '/my-offers/')).json().data.find((o: { offer_uuid: string }) => o.offer_uuid === uuid)
        .status,
    ).toBe('expired');

    const sender = await emailOf(recruiter);
    // The sender has no language of their own, so the mail is in the company's (English), not the Spanish offer's (D370).
    const expiredMails = async () =>
      (await mailsTo(sender)).filter((m) => m.subject.startsWith('Offer expired: Li Wei'));
    const before = (await expiredMails()).length;
    expect(await expireLapsedOffers(t.db, { publicUrl: 'https://assay.example' })).toBe(1);
    expect(await expireLapsedOffers(t.db, { publicUrl: 'https://assay.example' })).toBe(0);
    const [mail, ...more] = (await expiredMails()).slice(before);
    expect(more).toEqual([]);
    expect(mail!.text_body).toContain(`https://assay.example/smartreq-detail-applicant/${userSmartreqId}`);

    expect((await call(recruiter, 'GET', `/offers/${uuid}/`)).json().data.status).toBe('expired');
    expect((await call(undefined, 'GET', `/sign/${uuid}/?token=${encodeURIComponent(token)}`)).statusCode).toBe(410);
    const signedIn = await call(li, 'GET', `/sign/${uuid}/`);
    expect(signedIn.json().data.status).toBe('expired');
    const refused = await call(li, 'POST', `/sign/${uuid}/decline/`, {});
    expect(refused.statusCode).toBe(409);
    const events = await t.db
      .selectFrom('offer_events as e')
      .innerJoin('offers as o', 'o.offer_id', 'e.offer_id')
      .select('e.kind')
      .where('o.offer_uuid', '=', uuid)
      .where('e.kind', '=', 'expired')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('given a signer opening a lapsed offer before the sweep, then it expires at once and cannot be signed', async () => {
    const { userSmartreqId } = await application(li);
    const uuid = (
      await call(recruiter, 'POST', '/offers/', offerBody(userSmartreqId, { signers: [{ role: 'candidate' }] }))
    ).json().data.offer_uuid;
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(200);
    const read = (await call(li, 'GET', `/sign/${uuid}/`)).json().data;
    await t.db
      .updateTable('offers')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('offer_uuid', '=', uuid)
      .execute();
    const res = await call(li, 'POST', `/sign/${uuid}/sign/`, {
      document_sha256: read.document.sha256,
      signature: { kind: 'typed', name: 'Li Wei' },
    });
    expect(res.statusCode).toBe(409);
    expect((await call(recruiter, 'GET', `/offers/${uuid}/`)).json().data.status).toBe('expired');
    expect(
      await t.db
        .selectFrom('offer_signers as s')
        .innerJoin('offers as o', 'o.offer_id', 's.offer_id')
        .select('s.signed_at')
        .where('o.offer_uuid', '=', uuid)
        .executeTakeFirstOrThrow(),
    ).toEqual({ signed_at: null });
  });
});

describe('the letter in the candidate’s language (D207)', () => {
  it('given a template with English and Spanish versions, then a Spanish-speaking candidate’s offer is made from the Spanish one, an English speaker’s from the English one', async () => {
    const version = async (language: string, body: string) =>
      (
        await call(owner, 'POST', '/offer-letter-templates/', { kind: 'letter', name: 'Versioned', language, body })
      ).json().data.offer_letter_template_id as number;
    const english = await version('en', '# Job offer\n\nHello {{candidate_first_name}}.');
    await version('es', '# Oferta de empleo\n\nHola {{candidate_first_name}}.');
    for (const [who, language, heading] of [
      [maria, 'es', '# Oferta de empleo'],
      [li, 'en', '# Job offer'],
    ] as const) {
      await t.db.updateTable('users').set({ preferred_language: language }).where('user_id', '=', who.userId).execute();
      const { userSmartreqId } = await application(who);
      const made = await call(
        recruiter,
        'POST',
        '/offers/',
        offerBody(userSmartreqId, { offer_letter_template_id: english, signers: [{ role: 'candidate' }] }),
      );
      expect(made.statusCode, made.body).toBe(200);
      const stored = await t.db
        .selectFrom('offers')
        .select(['language', 'letter_body'])
        .where('offer_uuid', '=', made.json().data.offer_uuid)
        .executeTakeFirstOrThrow();
      expect(stored.language).toBe(language);
      expect(stored.letter_body.startsWith(heading)).toBe(true);
      expect((await call(recruiter, 'DELETE', `/offers/${made.json().data.offer_uuid}/`)).statusCode).toBe(200);
    }
  });
});
