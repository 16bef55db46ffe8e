/**
 * Offers in two minutes (D216): the setup a company starts with, amounts, dates and numbers in the
 * letter's language and the company's currency (on the signer's page and in the PDF), and the
 * e-mail a recruiter sees before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import type { Method } from '../../test/plan-kit.ts';
import { pdfTextLines } from '../../test/pdf-text.ts';
import { OFFER_APPLICANTS, OFFER_JOB_UUID, offerApplicantRefId } from '../../db/seed/demo-offer-applicants.ts';
import { applyTo } from '../../test/job-kit.ts';
import { INTERVIEW_JOB_UUID } from '../../db/seed/demo-interviews.ts';
import { addDefaultOfferSetup, DEFAULT_LETTER_NAME } from '../offer-letter/index.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, recruiter: S, otherOwner: S;
let offerActivity: number;
let englishLetter: number;

const call = (who: S | undefined, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, ...(who ? { token: who.token } : {}), body });

/** A seeded applicant of the offer requisition who has no offer yet, speaking this language. */
async function applicant(language: 'en' | 'es' | 'fr') {
  const i = OFFER_APPLICANTS.findIndex(
    (a) => a.language === language && !['offer_sent', 'offer_signed'].includes(a.stage),
  );
  const { user_step_tracker_id } = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', offerApplicantRefId(i))
    .executeTakeFirstOrThrow();
  return {
    userSmartreqId: user_step_tracker_id,
    email: OFFER_APPLICANTS[i]!.email,
    first: OFFER_APPLICANTS[i]!.first_name,
  };
}

async function draft(userSmartreqId: number, values: Record<string, string>) {
  const made = await call(recruiter, 'POST', '/offer/v1/offers/', {
    user_smartreq_id: userSmartreqId,
    job_step_activity_id: offerActivity,
    offer_letter_template_id: englishLetter,
    field_values: values,
    signers: [{ role: 'candidate' }],
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data as { offer_uuid: string; language: string; value_format: { currency: string } | null };
}

const pdfOf = async (uuid: string) =>
  pdfTextLines(
    Buffer.from((await call(recruiter, 'GET', `/offer/v1/offers/${uuid}/preview/`)).json().data.pdf_base64, 'base64'),
  ).join('\n');

const settingsBody = (currency?: string) => ({
  max_open_offers: null,
  esignature_provider: 'builtin',
  link_days: 14,
  ...(currency === undefined ? {} : { currency }),
});

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [admin, owner, recruiter, otherOwner] = (await Promise.all(
    ['admin@assay.test', 'owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  offerActivity = (
    await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select('a.job_step_activity_id')
      .where('j.uuid', '=', OFFER_JOB_UUID)
      .where('a.activity_type', '=', 'offer')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  const templates = (await call(owner, 'GET', '/offer/v1/offer-letter-templates/')).json().data.templates as {
    offer_letter_template_id: number;
    kind: string;
    name: string;
    language: string;
  }[];
  englishLetter = templates.find((x) => x.kind === 'letter' && x.language === 'en')!.offer_letter_template_id;
});
afterAll(async () => t.close());

describe('the offer setup a company starts with', () => {
  it('given a provider admin creating a company, then it has a salary, start date and hours field and a letter in en, es and fr under one name', async () => {
    const res = await call(admin, 'POST', '/admin/v1/customers/', {
      name: 'Two Minute Offers',
      company_size: 1,
      email: 'owner@two-minute.test',
      first_name: 'Tam',
      last_name: 'Owner',
      feature_flags: [],
      proof: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const accountId = res.json().data.account_id as number;
    const fields = (await call(admin, 'GET', `/offer/v1/offer-fields/?account_id=${accountId}`)).json().data;
    expect(fields.map((f: { field_key: string; field_type: string }) => [f.field_key, f.field_type])).toEqual([
      ['salary', 'money'],
      ['start_date', 'date'],
      ['weekly_hours', 'number'],
    ]);
    const templates = (await call(admin, 'GET', `/offer/v1/offer-letter-templates/?account_id=${accountId}`)).json()
      .data.templates;
    expect(templates.map((x: { language: string; name: string }) => [x.language, x.name])).toEqual([
      ['en', DEFAULT_LETTER_NAME.en],
      ['es', DEFAULT_LETTER_NAME.en],
      ['fr', DEFAULT_LETTER_NAME.en],
    ]);
    expect((await call(admin, 'GET', `/offer/v1/settings/?account_id=${accountId}`)).json().data.currency).toBe('USD');
  });

  it('given a company that already had offer templates, even archived ones, then the setup (as migration 0105 runs it) adds nothing; a company with none gets it once, labelled in its language', async () => {
    const other = await t.db
      .selectFrom('accounts')
      .select('account_id')
      .where('name', '=', 'Other Company')
      .executeTakeFirstOrThrow();
    expect(await addDefaultOfferSetup(t.db, other.account_id)).toBe(false);
    const { account_id } = await t.db
      .insertInto('accounts')
      .values({ uuid: crypto.randomUUID(), name: 'Empresa Nueva', default_language: 'es' })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    expect(await addDefaultOfferSetup(t.db, account_id)).toBe(true);
    expect(await addDefaultOfferSetup(t.db, account_id)).toBe(false);
    const labels = await t.db
      .selectFrom('offer_fields')
      .select('label')
      .where('account_id', '=', account_id)
      .orderBy('sort_order')
      .execute();
    expect(labels.map((l) => l.label)).toEqual(['Salario anual', 'Fecha de incorporación', 'Horas semanales']);
    await sql`update offer_letter_templates set archived_at = now() where account_id = ${account_id}`.execute(t.db);
    await t.db.deleteFrom('offer_fields').where('account_id', '=', account_id).execute();
    expect(await addDefaultOfferSetup(t.db, account_id)).toBe(false);
  });
});

describe('what the scorecard’s offer panel still needs', () => {
  it('given an application to a requisition whose plan has no offer step, then the listing names the requisition and offers the application’s own offer (D370)', async () => {
    const candidate = await t.signIn('candidate@assay.test');
    const refId = await applyTo(t, candidate, INTERVIEW_JOB_UUID);
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select(['user_step_tracker_id', 'job_id'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    const listed = (
      await call(recruiter, 'GET', `/offer/v1/applications/${tracker.user_step_tracker_id}/offers/`)
    ).json().data;
    expect(listed.job_id).toBe(tracker.job_id);
    expect(listed.activities).toEqual([{ job_step_activity_id: null, title: null, is_completed: false, offers: [] }]);
    expect(listed.templates.filter((x: { kind: string }) => x.kind === 'letter')).toHaveLength(3);
    // The currency a money field is filled in, shown beside it.
    expect(listed.currency).toBe('USD');
  });
});

describe('amounts, dates and numbers in the letter’s language and the company’s currency', () => {
  it('given the default English letter chosen for three candidates, then each gets their own language’s letter, its PDF writing the amount, date and hours their way', async () => {
    const values = { salary: '52000', start_date: '2027-01-04', weekly_hours: '37.5' };
    const expected = {
      en: ['Annual salary: $52,000', 'Start date: January 4, 2027', 'Hours: 37.5 hours a week'],
      es: ['Salario anual: 52.000 US$', 'Fecha de incorporación: 4 de enero de 2027', 'Jornada: 37,5 horas semanales'],
      fr: [
        'Salaire annuel : 52 000 $US',
        'Date d’entrée en fonction : 4 janvier 2027',
        'Horaires : 37,5 heures par semaine',
      ],
    } as const;
    for (const language of ['en', 'es', 'fr'] as const) {
      const who = await applicant(language);
      const offer = await draft(who.userSmartreqId, values);
      expect(offer.language).toBe(language);
      expect(offer.value_format?.currency).toBe('USD');
      const pdf = await pdfOf(offer.offer_uuid);
      for (const line of expected[language]) expect(pdf, language).toContain(line);
      expect(pdf).not.toContain('52000');
      expect((await call(recruiter, 'DELETE', `/offer/v1/offers/${offer.offer_uuid}/`)).statusCode).toBe(200);
    }
  });

  it('given the company changes its currency to euros, then new offers print euros while a draft made before keeps dollars; a bad code is refused and changes nothing', async () => {
    const fr = await applicant('fr');
    const before = await draft(fr.userSmartreqId, { salary: '52000.5', start_date: '2027-01-04', weekly_hours: '40' });
    const refused = await call(owner, 'PUT', '/offer/v1/settings/', settingsBody('XYZ'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({ prop: 'currency', message: 'Choose a currency from the list.' });
    expect((await call(owner, 'GET', '/offer/v1/settings/')).json().data.currency).toBe('USD');
    expect((await call(recruiter, 'PUT', '/offer/v1/settings/', settingsBody('EUR'))).statusCode).toBe(403);
    const saved = await call(owner, 'PUT', '/offer/v1/settings/', settingsBody('EUR'));
    expect(saved.json().data.currency).toBe('EUR');
    // Saving without a currency keeps the stored one (the e-signature page sends none).
    expect((await call(owner, 'PUT', '/offer/v1/settings/', settingsBody())).json().data.currency).toBe('EUR');
    expect(await pdfOf(before.offer_uuid)).toContain('Salaire annuel : 52 000,50 $US');
    expect((await call(recruiter, 'DELETE', `/offer/v1/offers/${before.offer_uuid}/`)).statusCode).toBe(200);

    const after = await draft(fr.userSmartreqId, { salary: '52000', start_date: '2027-01-04', weekly_hours: '40' });
    expect(await pdfOf(after.offer_uuid)).toContain('Salaire annuel : 52 000 €');
    expect((await call(recruiter, 'POST', `/offer/v1/offers/${after.offer_uuid}/send/`)).statusCode).toBe(200);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', fr.email)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_%-]+)/.exec(mail.text_body)![1]!;
    const view = (await call(undefined, 'GET', `/offer/v1/sign/${after.offer_uuid}/?token=${token}`)).json().data;
    expect(view.letter.map((b: { text: string }) => b.text.replace(/\u00a0/g, ' '))).toContain(
      'Salaire annuel : 52 000 €',
    );
    await call(recruiter, 'POST', `/offer/v1/offers/${after.offer_uuid}/cancel/`);
    await call(owner, 'PUT', '/offer/v1/settings/', settingsBody('USD'));
  });
});

describe('the e-mail shown before sending', () => {
  it('given a draft, then the recruiter reads the candidate’s e-mail filled for them in their language, and nothing is sent; another company finds nothing; a sent offer answers 409', async () => {
    const es = await applicant('es');
    const offer = await draft(es.userSmartreqId, { salary: '30000', start_date: '2027-03-01', weekly_hours: '40' });
    const outbox = async () =>
      Number(
        (
          await t.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('to_address', '=', es.email)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mailsBefore = await outbox();
    const res = await call(recruiter, 'GET', `/offer/v1/offers/${offer.offer_uuid}/mail-preview/`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ to_address: es.email, language: 'es', is_sent_at_once: true });
    expect(preview.subject).toContain('Demo Company');
    expect(preview.text_body).toContain(es.first);
    expect(preview.text_body).toContain(`https://assay.example/offer/${offer.offer_uuid}`);
    expect(preview.text_body).not.toContain('token=');
    expect(await outbox()).toBe(mailsBefore);
    expect((await call(otherOwner, 'GET', `/offer/v1/offers/${offer.offer_uuid}/mail-preview/`)).statusCode).toBe(404);

    expect((await call(recruiter, 'POST', `/offer/v1/offers/${offer.offer_uuid}/send/`)).statusCode).toBe(200);
    const sent = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', es.email)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent.subject).toBe(preview.subject);
    expect(sent.text_body.replace(/\?token=[^\s]+/, '')).toBe(preview.text_body);
    expect((await call(recruiter, 'GET', `/offer/v1/offers/${offer.offer_uuid}/mail-preview/`)).statusCode).toBe(409);
    await call(recruiter, 'POST', `/offer/v1/offers/${offer.offer_uuid}/cancel/`);
  });
});
