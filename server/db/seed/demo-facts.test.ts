// What a newcomer finds in the demo company on a fresh seed, with no setup:
// read through the endpoints the screens call, signed in as the demo owner, where there is one,
// else from the database.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RANGE_DAYS, type AdverseImpact } from '../../../contracts/analytics.ts';
import type { Offer, OfferActivity } from '../../../contracts/offer.ts';
import type { OfferTemplate } from '../../../contracts/offer-settings.ts';
import type { Plan } from '../../../contracts/smartreq-plan.ts';
import type { HistoryEntry, Scorecard } from '../../../contracts/scorecard.ts';
import type { ApplicationInterview } from '../../../contracts/staff-interviews.ts';
import type { PerformanceScale } from '../../../contracts/performance-scale.ts';
import type { Kit } from '../../../contracts/interview.ts';
import type { StaffVideoAnswer } from '../../../contracts/video.ts';
import { verifySealedPdf } from '../../modules/offer-letter/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { OFFER_JOB_UUID, OFFER_APPLICANTS, offerApplicantRefId } from './demo-offer-applicants.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let demoAccountId: number;
let offerJobId: number;

const get = async <T>(url: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url: `/api${url}`, token: owner.token });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data as T;
};
const userSmartreqIdOf = async (refId: string) =>
  (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await t.signIn('owner@demo-company.test');
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  offerJobId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', OFFER_JOB_UUID).executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

describe('the demo company on a fresh seed', () => {
  it('has a requisition whose plan ends with an interview step and then an offer step, and offer fields to fill', async () => {
    const plan = await get<Plan>(`/job/v1/job-step/${offerJobId}/`);
    const kinds = plan.steps.map((s) => s.activities.map((a) => a.activity_type));
    expect(kinds.at(-2)).toEqual(['interview']);
    expect(kinds.at(-1)).toEqual(['offer']);
    const fields = await get<{ field_key: string }[]>(`/offer/v1/offer-fields/?account_id=${demoAccountId}`);
    expect(fields.length).toBeGreaterThan(0);
  });

  it('has an offer letter template in English, Spanish and French', async () => {
    const { templates } = await get<{ templates: OfferTemplate[] }>(
      `/offer/v1/offer-letter-templates/?account_id=${demoAccountId}`,
    );
    const letters = templates.filter((tpl) => tpl.kind === 'letter' && tpl.body.trim() !== '');
    expect(new Set(letters.map((tpl) => tpl.language))).toEqual(new Set(['en', 'es', 'fr']));
    // Each in its own language, not one text three times.
    expect(new Set(letters.map((tpl) => tpl.body)).size).toBe(letters.length);
  });

  it('has a sent offer and a signed one, the signed one sealed as the signing flow seals it, the sent one mailed to its candidate', async () => {
    const offers: Offer[] = [];
    for (const [i] of OFFER_APPLICANTS.entries()) {
      const { activities } = await get<{ activities: OfferActivity[] }>(
        `/offer/v1/applications/${await userSmartreqIdOf(offerApplicantRefId(i))}/offers/`,
      );
      offers.push(...activities.flatMap((a) => a.offers));
    }
    const sent = offers.find((o) => o.status === 'sent');
    const signed = offers.find((o) => o.status === 'signed');
    expect(sent, 'a sent offer').toBeDefined();
    expect(signed, 'a signed offer').toBeDefined();
    expect(signed!.signers.every((s) => s.status === 'signed')).toBe(true);
    expect(signed!.has_signed_document).toBe(true);
    const document = await get<{ pdf_base64: string }>(`/offer/v1/offers/${signed!.offer_uuid}/document/`);
    expect(verifySealedPdf(Buffer.from(document.pdf_base64, 'base64'))).toEqual({ valid: true });
    const candidate = sent!.signers.find((s) => s.role === 'candidate')!;
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', candidate.email)
      .where('reason', '=', 'offer')
      .execute();
    expect(mails.some((m) => m.text_body.includes(`/offer/${sent!.offer_uuid}?token=`))).toBe(true);
  });

  it('has applicants at every step of that plan, and one who has done them all', async () => {
    const plan = await get<Plan>(`/job/v1/job-step/${offerJobId}/`);
    const page = await get<{ data: { status: string; current_step_id: number | null; completed_pct: number }[] }>(
      `/smartreq/v1/applicants/${offerJobId}/?page_size=100`,
    );
    const active = page.data.filter((a) => a.status === 'active');
    for (const step of plan.steps)
      expect(
        active.some((a) => a.current_step_id === step.job_step_id),
        step.name,
      ).toBe(true);
    expect(active.some((a) => a.completed_pct === 100)).toBe(true);
  });

  it('has a scheduled interview and completed ones with evaluations, and every applicant interview is in its application’s history', async () => {
    const statuses: string[] = [];
    for (const [i] of OFFER_APPLICANTS.entries()) {
      const id = await userSmartreqIdOf(offerApplicantRefId(i));
      const interviews = await get<ApplicationInterview[]>(`/smartreq/v1/user-smartreq/${id}/interviews/`);
      for (const { interview } of interviews) {
        if (!interview) continue;
        statuses.push(interview.status);
        if (interview.status === 'completed') {
          const card = await get<Scorecard>(`/smartreq/v1/scorecard/${id}/`);
          expect(
            card.interviewerScore.evaluations.filter((e) => e.interview_uuid === interview.interview_uuid).length,
          ).toBeGreaterThanOrEqual(2);
        }
      }
    }
    expect(statuses).toContain('scheduled');
    expect(statuses).toContain('completed');

    const interviews = await t.db
      .selectFrom('interviews')
      .select(['interview_uuid', 'ref_id', 'status'])
      .where('ref_id', 'is not', null)
      .where('account_id', '=', demoAccountId)
      .execute();
    expect(interviews.length).toBeGreaterThan(0);
    for (const interview of interviews) {
      const history = await get<HistoryEntry[]>(
        `/smartreq/v1/activity-history/${await userSmartreqIdOf(interview.ref_id!)}/`,
      );
      const mentions = history
        .filter((e) => e.kind.startsWith('interview_') && e.details.interview_uuid === interview.interview_uuid)
        .map((e) => e.kind);
      expect(mentions, `interview ${interview.interview_uuid} (${interview.status})`).toContain(
        interview.status === 'completed' ? 'interview_completed' : `interview_${interview.status}`,
      );
    }
  });

  it('shows ratios on the EEOC dashboard for its default date range and hides the small groups', async () => {
    const report = await get<AdverseImpact>(`/report/v1/account/${demoAccountId}/eeoc/`);
    const days = (Date.parse(report.range.to_date) - Date.parse(report.range.from_date)) / 86_400_000;
    expect(days).toBe(DEFAULT_RANGE_DAYS);
    const tables = report.questions.flatMap((q) => q.tables);
    expect(tables.some((table) => table.total_considered > 0)).toBe(true);
    const groups = tables.flatMap((table) => table.groups);
    expect(groups.some((g) => g.impact_ratio !== null && g.rate !== null)).toBe(true);
    expect(groups.some((g) => g.suppressed && g.considered === null && g.rate === null)).toBe(true);
  });

  it(
    'ticks on a scorecard only what exists: every completed activity of every seeded application has what its kind leaves behind',
    async () => {
      const applications = await t.db
        .selectFrom('user_trackers as t')
        .select(['t.ref_id', 't.user_step_tracker_id', 't.user_id'])
        .where('t.account_id', '=', demoAccountId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_step_activities as usa')
              .select('usa.ref_id')
              .whereRef('usa.ref_id', '=', 't.ref_id')
              .where('usa.is_completed', '=', true),
          ),
        )
        .orderBy('t.user_step_tracker_id')
        .execute();
      expect(applications.length).toBeGreaterThan(200);
      const checked = new Map<string, number>();
      for (const app of applications) {
        const card = await get<Scorecard>(`/smartreq/v1/scorecard/${app.user_step_tracker_id}/`);
        for (const activity of card.screeningStages.flatMap((s) => s.activities).filter((a) => a.is_completed)) {
          const what = `${activity.activity_type} "${activity.title}" of ${app.ref_id}`;
          const id = activity.job_step_activity_id;
          switch (activity.activity_type) {
            case 'resume': {
              expect(card.resumeData, what).not.toBeNull();
              const file = await t.request({ method: 'GET', url: `/api${card.resumeData!.url}`, token: owner.token });
              expect(file.statusCode, what).toBe(200);
              expect(file.rawPayload.length, what).toBe(card.resumeData!.size_bytes);
              break;
            }
            case 'form': {
              const required = await t.db
                .selectFrom('account_fields')
                .select('account_field_id')
                .where('account_id', '=', demoAccountId)
                .where('field_group', '=', 'application')
                .where('is_required', '=', true)
                .where('is_archived', '=', false)
                .execute();
              const answers = await t.db
                .selectFrom('user_field_answers')
                .select(['account_field_id', 'answer'])
                .where('ref_id', '=', app.ref_id)
                .execute();
              expect(answers.length, what).toBeGreaterThan(0);
              for (const field of required)
                expect(answers.find((a) => a.account_field_id === field.account_field_id)?.answer, what).toBeTruthy();
              break;
            }
            case 'eeoc':
              expect(
                await t.db
                  .selectFrom('eeoc_answer_applications')
                  .select('eeoc_answer_id')
                  .where('ref_id', '=', app.ref_id)
                  .executeTakeFirst(),
                what,
              ).toBeDefined();
              break;
            case 'assessment':
              expect(
                card.assessmentReportData.find((r) => r.job_step_activity_id === id)?.scores.length ?? 0,
                what,
              ).toBeGreaterThan(0);
              break;
            case 'questions': {
              const attempt = await t.db
                .selectFrom('user_attempts')
                .select('attempt_id')
                .where('ref_id', '=', app.ref_id)
                .where('job_step_activity_id', '=', id)
                .where('submitted_at', 'is not', null)
                .executeTakeFirst();
              expect(attempt, what).toBeDefined();
              const required = await t.db
                .selectFrom('job_step_activity_questions')
                .select('account_question_id')
                .where('job_step_activity_id', '=', id)
                .where('is_required', '=', true)
                .execute();
              const shown = card.screeningAnswers.filter((a) => a.job_step_activity_id === id && a.answer_text !== '');
              for (const q of required)
                expect(
                  shown.some((a) => a.account_question_id === q.account_question_id),
                  what,
                ).toBe(true);
              break;
            }
            case 'typing_test':
              expect(
                await t.db
                  .selectFrom('typing_results')
                  .select('typing_result_id')
                  .where('ref_id', '=', app.ref_id)
                  .where('job_step_activity_id', '=', id)
                  .executeTakeFirst(),
                what,
              ).toBeDefined();
              break;
            case 'skills_test': {
              const run = await t.db
                .selectFrom('user_skills_tests')
                .select(['user_skills_test_id', 'submitted_at'])
                .where('ref_id', '=', app.ref_id)
                .where('job_step_activity_id', '=', id)
                .executeTakeFirst();
              expect(run?.submitted_at, what).toBeTruthy();
              const answers = await t.db
                .selectFrom('user_skills_test_answers as a')
                .innerJoin(
                  'user_skills_test_sections as s',
                  's.user_skills_test_section_id',
                  'a.user_skills_test_section_id',
                )
                .select('a.skills_test_question_id')
                .where('s.user_skills_test_id', '=', run!.user_skills_test_id)
                .execute();
              expect(answers.length, what).toBeGreaterThan(0);
              break;
            }
            case 'video': {
              const questions = await t.db
                .selectFrom('video_questions')
                .select('video_question_id')
                .where('job_step_activity_id', '=', id)
                .execute();
              const answers = (
                await get<StaffVideoAnswer[]>(`/smartreq/v1/video-answers/${app.user_step_tracker_id}/`)
              ).filter((a) => a.job_step_activity_id === id);
              for (const q of questions)
                expect(
                  answers.some((a) => a.video_question_id === q.video_question_id),
                  what,
                ).toBe(true);
              const file = await t.request({
                method: 'GET',
                url: `/api/smartreq/v1/video-answers/${app.user_step_tracker_id}/file/${answers[0]!.video_answer_id}/`,
                token: owner.token,
              });
              expect(file.statusCode, what).toBe(200);
              expect(file.rawPayload.length, what).toBe(answers[0]!.size_bytes);
              break;
            }
            case 'interview':
              expect(
                await t.db
                  .selectFrom('interviews')
                  .select('interview_id')
                  .where('ref_id', '=', app.ref_id)
                  .where('job_step_activity_id', '=', id)
                  .where('status', '=', 'completed')
                  .executeTakeFirst(),
                what,
              ).toBeDefined();
              expect(card.interviewerScore.evaluations.length, what).toBeGreaterThan(0);
              break;
            case 'offer': {
              const { activities } = await get<{ activities: OfferActivity[] }>(
                `/offer/v1/applications/${app.user_step_tracker_id}/offers/`,
              );
              expect(
                activities.find((a) => a.job_step_activity_id === id)?.offers.some((o) => o.status === 'signed'),
                what,
              ).toBe(true);
              break;
            }
            default:
              throw new Error(
                `${what}: no rule yet for what this kind leaves behind; add one here and to demo-evidence.ts`,
              );
          }
          checked.set(activity.activity_type, (checked.get(activity.activity_type) ?? 0) + 1);
        }
      }
      expect([...checked.keys()].sort()).toEqual([
        'assessment',
        'eeoc',
        'form',
        'interview',
        'offer',
        'questions',
        'resume',
        'skills_test',
        'typing_test',
        'video',
      ]);
      // A seeded resume is a real PDF: its bytes are what its row says.
      const resume = await t.db
        .selectFrom('resumes')
        .select(['resume_id', 'sha256'])
        .orderBy('resume_id')
        .executeTakeFirstOrThrow();
      const bytes = (
        await t.request({ method: 'GET', url: `/api/resume/v1/original-file/${resume.resume_id}/`, token: owner.token })
      ).rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(sha256(bytes)).toBe(resume.sha256);
    },
    API_PATIENCE.heavy,
  );

  it('labels and describes every level of its rating scales', async () => {
    const scale = await get<PerformanceScale>(`/user-response/v1/performance-scale/?account_id=${demoAccountId}`);
    expect(scale.performance_scale_id).not.toBeNull();
    expect(scale.levels.length).toBeGreaterThanOrEqual(3);
    for (const level of scale.levels) {
      expect(level.label.trim(), `level ${level.value}`).not.toBe('');
      expect(level.description.trim(), `level ${level.value}`).not.toBe('');
    }
    // The interview kits' rubrics: each of the five levels of every attribute says what it means.
    const kits = await get<Kit[]>(`/interview/v1/kits/?account_id=${demoAccountId}`);
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      for (const attribute of kit.attributes) {
        expect(
          attribute.levels.map((l) => l.level),
          `${kit.name}: ${attribute.name}`,
        ).toEqual([1, 2, 3, 4, 5]);
        for (const level of attribute.levels)
          expect(level.anchor.trim(), `${kit.name}: ${attribute.name} ${level.level}`).not.toBe('');
      }
    }
    // A requisition's own anchored levels (D160): a label and a description each.
    const anchored = await t.db
      .selectFrom('job_attribute_group_attributes')
      .select('levels')
      .where('levels', 'is not', null)
      .execute();
    expect(anchored.length).toBeGreaterThan(0);
    for (const row of anchored) {
      for (const level of row.levels as { label: string; description: string }[]) {
        expect(level.label.trim()).not.toBe('');
        expect(level.description.trim()).not.toBe('');
      }
    }
    // The questionnaires' response scales: every point named in each language the product speaks.
    const options = await t.db
      .selectFrom('response_scale_options')
      .select(['scale_code', 'value', 'language', 'label'])
      .execute();
    const points = new Set(options.map((o) => `${o.scale_code}/${o.value}`));
    expect(points.size).toBeGreaterThan(0);
    for (const point of points) {
      for (const language of ['en', 'es', 'fr']) {
        expect(
          options.find((o) => `${o.scale_code}/${o.value}` === point && o.language === language)?.label.trim(),
          `${point} in ${language}`,
        ).toBeTruthy();
      }
    }
  });

  it('has mail in the outbox: applications received, interview invitations and the offer to sign', async () => {
    const reasons = new Set(
      (await t.db.selectFrom('mail_outbox').select('reason').where('account_id', '=', demoAccountId).execute()).map(
        (m) => m.reason,
      ),
    );
    for (const reason of ['application_received', 'interview', 'offer']) expect(reasons, reason).toContain(reason);
  });

  it('dates nothing it says has happened after the seed: rejections, hires, completed activities and the history', async () => {
    const seededBy = new Date();
    const later = async (table: 'user_trackers' | 'user_step_activities' | 'job_events', column: string) =>
      (
        await t.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where(column as never, '>', seededBy as never)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await later('user_trackers', 'rejected_at')), 'rejections').toBe(0);
    expect(Number(await later('user_trackers', 'hired_at')), 'hires').toBe(0);
    expect(Number(await later('user_step_activities', 'completed_at')), 'completed activities').toBe(0);
    expect(Number(await later('job_events', 'created_at')), 'history events').toBe(0);
  });

  it('has a custom dashboard', async () => {
    const dashboards = await get<{ name: string; charts: string[] }[]>(
      `/report/v1/account/${demoAccountId}/custom-dashboards/`,
    );
    expect(dashboards.length).toBeGreaterThan(0);
    expect(dashboards[0]!.charts.length).toBeGreaterThan(0);
  });
});
