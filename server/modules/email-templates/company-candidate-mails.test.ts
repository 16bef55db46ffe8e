/**
 * D381: a company's own version of the interview, offer and background-check mails, per language,
 * on real PGlite through the server. A Spanish candidate's interview invitation is the company's
 * Spanish version once it keeps one and the platform's Spanish before; a French candidate's offer
 * likewise, the recruiter's preview saying whose text it is. A version without the link or time
 * its reader needs is refused, and only the company's settings holders may save one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { OFFER_APPLICANTS, OFFER_JOB_UUID, offerApplicantRefId } from '../../db/seed/demo-offer-applicants.ts';
import { withInterviewMeeting } from '../interview/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { mailsSince } from '../../test/mail-outbox.ts';
import type { Method } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S;
let accountId: number;
const DAY = 86_400_000;

const call = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, ...(body === undefined ? {} : { body }) });
const saveVersion = (who: S, slug: string, language: string, fields: Record<string, string>) =>
  call(who, 'PUT', `/account/v1/email-template/${slug}/`, { account_id: accountId, language, ...fields });
const companyRows = (slug: string) =>
  t.db
    .selectFrom('email_templates')
    .select(['language', 'subject'])
    .where('template_slug', '=', slug)
    .where('account_id', '=', accountId)
    .execute();

async function trackerOf(refId: string) {
  return t.db
    .selectFrom('user_trackers as ut')
    .innerJoin('users as u', 'u.user_id', 'ut.user_id')
    .select(['ut.user_step_tracker_id', 'ut.job_id', 'u.email', 'u.first_name', 'u.user_id'])
    .where('ut.ref_id', '=', refId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S];
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  await t.db.updateTable('users').set({ preferred_language: null }).where('user_id', '=', interviewer.userId).execute();
});
afterAll(async () => t.close());

describe('a Spanish candidate’s interview invitation', () => {
  const COMPANY_ES = {
    subject: 'Le esperamos en {{company_name}}: {{interview_title}}',
    html_body: '<p>Estimado/a {{first_name}}:</p><p>Le esperamos el {{interview_time}}.</p><p>{{details_link}}</p>',
    plain_body: 'Estimado/a {{first_name}}:\n\nLe esperamos el {{interview_time}}.\n\n{{details_link}}',
  };

  it('given no Spanish version of the company, then the platform’s Spanish; once it keeps one, the company’s, while the interviewer keeps the platform’s English', async () => {
    const [first, second] = [await trackerOf(DEMO_TRACKERS.mariaOpen), await trackerOf(DEMO_TRACKERS.candidateOpen)];
    expect(first.job_id).toBe(second.job_id);
    await t.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('user_id', 'in', [first.user_id, second.user_id])
      .execute();
    const step = await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', first.job_id)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const settings = withInterviewMeeting({}, { location: 'Oficina central', meetingUrl: '', durationMinutes: 45 });
    const { job_step_activity_id: activityId } = await t.db
      .insertInto('job_step_activities')
      .values({
        job_step_id: step.job_step_id,
        activity_type: 'interview',
        title: 'First interview',
        title_i18n: JSON.stringify({ es: 'Primera entrevista' }),
        instructions: '',
        settings: JSON.stringify(settings),
        asmt_id: null,
        retake_interval_days: null,
        measurement_type_id: null,
      })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_step_activity_interviewers')
      .values({ job_step_activity_id: activityId, user_id: interviewer.userId })
      .execute();
    const schedule = (who: { user_step_tracker_id: number }, days: number) =>
      call(
        recruiter,
        'POST',
        `/smartreq/v1/user-smartreq/${who.user_step_tracker_id}/interviews/${activityId}/schedule/`,
        {
          starts_at: new Date(Math.ceil((Date.now() + days * DAY) / DAY) * DAY + 10 * 3_600_000).toISOString(),
          time_zone: 'Europe/Madrid',
          duration_minutes: 45,
          interviewer_user_ids: [interviewer.userId],
        },
      );

    const before = (await schedule(first, 3)).statusCode;
    expect(before).toBe(200);
    const platform = (await mailsSince(t.db, 0, first.email)).at(-1)!;
    expect(platform.subject).toMatch(/^Entrevista: Primera entrevista el /);

    const saved = await saveVersion(owner, 'interview_invitation', 'es', COMPANY_ES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ type: 'company', language: 'es', subject: COMPANY_ES.subject });

    const since = Number((await mailsSince(t.db, 0)).at(-1)!.mail_id);
    expect((await schedule(second, 4)).statusCode).toBe(200);
    const own = (await mailsSince(t.db, since, second.email)).at(-1)!;
    expect(own.subject).toBe('Le esperamos en Demo Company: Primera entrevista');
    expect(own.text_body).toMatch(new RegExp(`^Estimado/a ${second.first_name}:\\n\\nLe esperamos el \\S`));
    expect(own.text_body).toContain('https://assay.example/schedule-interview/');
    const toPanel = (await mailsSince(t.db, since, 'interviewer@demo-company.test')).at(-1)!;
    expect(toPanel.subject).toMatch(/^Interview: First interview on /);
  });

  it('given a version without the interview’s link or time, then 400 names each part and nothing is saved; a recruiter 403, another company 404', async () => {
    const before = await companyRows('interview_invitation');
    const res = await saveVersion(owner, 'interview_invitation', 'es', {
      ...COMPANY_ES,
      html_body: '<p>Le esperamos el {{interview_time}}.</p>',
      plain_body: 'Le esperamos.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { prop: 'html_body', message: 'Keep {{details_link}} in this text: readers of this email need it.' },
      { prop: 'plain_body', message: 'Keep {{interview_time}} in this text: readers of this email need it.' },
      { prop: 'plain_body', message: 'Keep {{details_link}} in this text: readers of this email need it.' },
    ]);
    expect((await saveVersion(recruiter, 'interview_invitation', 'fr', COMPANY_ES)).statusCode).toBe(403);
    expect((await saveVersion(otherOwner, 'interview_invitation', 'fr', COMPANY_ES)).statusCode).toBe(404);
    expect(await companyRows('interview_invitation')).toEqual(before);
  });
});

describe('a French candidate’s offer to sign', () => {
  it('given no French version of the company, then the platform’s French, and the preview says so; once it keeps one, the company’s', async () => {
    const i = OFFER_APPLICANTS.findIndex(
      (a) => a.language === 'fr' && !['offer_sent', 'offer_signed'].includes(a.stage),
    );
    const applicant = await trackerOf(offerApplicantRefId(i));
    const { job_step_activity_id: offerActivity } = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select('a.job_step_activity_id')
      .where('j.uuid', '=', OFFER_JOB_UUID)
      .where('a.activity_type', '=', 'offer')
      .executeTakeFirstOrThrow();
    const letters = (await call(owner, 'GET', '/offer/v1/offer-letter-templates/')).json().data.templates as {
      offer_letter_template_id: number;
      kind: string;
      language: string;
    }[];
    const letter = letters.find((x) => x.kind === 'letter' && x.language === 'fr')!.offer_letter_template_id;
    const sendOffer = async () => {
      const made = await call(recruiter, 'POST', '/offer/v1/offers/', {
        user_smartreq_id: applicant.user_step_tracker_id,
        job_step_activity_id: offerActivity,
        offer_letter_template_id: letter,
        field_values: { salary: '41000', start_date: '2027-02-01', weekly_hours: '35' },
        signers: [{ role: 'candidate' }],
      });
      expect(made.statusCode, made.body).toBe(200);
      const uuid = made.json().data.offer_uuid as string;
      const preview = (await call(recruiter, 'GET', `/offer/v1/offers/${uuid}/mail-preview/`)).json().data;
      expect((await call(recruiter, 'POST', `/offer/v1/offers/${uuid}/send/`)).statusCode).toBe(200);
      const mail = (await mailsSince(t.db, 0, applicant.email)).at(-1)!;
      expect((await call(recruiter, 'POST', `/offer/v1/offers/${uuid}/cancel/`)).statusCode).toBe(200);
      return { preview, mail };
    };

    const platform = await sendOffer();
    expect(platform.preview).toMatchObject({ language: 'fr', is_company_version: false });
    expect(platform.mail.subject).toMatch(/^Demo Company : une offre pour .+ à signer$/);

    const saved = await saveVersion(owner, 'offer_sent', 'fr', {
      subject: 'Votre offre de {{company_name}} vous attend',
      html_body: '<p>Bonjour {{first_name}},</p><p><a href="{{offer_link}}">Lire et signer l’offre</a></p>',
      plain_body: 'Bonjour {{first_name}},\n\nLire et signer l’offre : {{offer_link}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = await sendOffer();
    expect(own.preview).toMatchObject({
      language: 'fr',
      is_company_version: true,
      subject: 'Votre offre de Demo Company vous attend',
    });
    expect(own.mail.subject).toBe('Votre offre de Demo Company vous attend');
    expect(own.mail.text_body).toMatch(
      new RegExp(
        `^Bonjour ${applicant.first_name},\\n\\nLire et signer l’offre : https://assay\\.example/offer/[0-9a-f-]+\\?token=`,
      ),
    );
  });
});
