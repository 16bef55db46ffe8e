/**
 * The bias audit through the API, on the hand-computed fixture (bias-audit.fixture.ts): one
 * requisition of Demo Company in January 2019 (before any demo data) with a Screen step taken by
 * the fixture's 54 applicants and a scored Numeracy activity taken by its 10 others.
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiasAuditPublication, BiasAuditReport, PublicBiasAudits } from '../../../contracts/bias-audit.ts';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import { insertApplication } from '../../test/application-kit.ts';
import { plantApplicant, plantSkillsRun, plantSkillsTest } from '../../test/scoring-kit.ts';
import { readingOrder } from '../../test/tagged-pdf.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { CSV_FIELDS, WITHOUT_EEO_KIND } from './bias-audit.csv.ts';
import { cmp, EXPECTED_SCORING, EXPECTED_SELECTION, ref, SCORES, selectionPeople } from './bias-audit.fixture.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let accountId: number;
let otherAccountId: number;
let jobId: number;
let firstUserSmartreqId: number;
const RANGE = 'from_date=2019-01-01&to_date=2019-01-31';
const audit = () => `/api/report/v1/account/${accountId}/bias-audit/`;
const QUERY = () => `scope=requisition&scope_id=${jobId}&${RANGE}`;

async function get<T>(url: string, who = 'owner'): Promise<T> {
  const res = await t.request({ method: 'GET', url, token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** A requisition of Demo Company with no plan yet. */
async function requisition(title: string) {
  return (
    await t.db
      .insertInto('jobs')
      .values({ uuid: randomUUID(), account_id: accountId, job_type_id: 2, title, tracker_title: 'Job Application' })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
}

/** A plan step of the requisition holding one activity (named as the step unless told). */
async function stepActivity(job: number, name: string, sort: number, type: string, title = name) {
  const s = await t.db
    .insertInto('job_steps')
    .values({ job_id: job, name, sort_order: sort })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  return (
    await t.db
      .insertInto('job_step_activities')
      .values({ job_step_id: s.job_step_id, activity_type: type, title, sort_order: 1 })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
}

/** The applicant's equal-opportunity answers, linked to the application (null: declined). */
async function answerEeo(job: number, refId: string, sex: string | null, race: string | null) {
  const answer = await t.db
    .insertInto('eeoc_answers')
    .values({
      account_id: accountId,
      job_id: job,
      answers: JSON.stringify({ gender: sex ?? 'decline', race_ethnicity: race ?? 'decline' }),
    })
    .returning('eeoc_answer_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('eeoc_answer_applications')
    .values({ eeoc_answer_id: answer.eeoc_answer_id, ref_id: refId })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  for (const [name, email] of [
    ['owner', 'owner@demo-company.test'],
    ['recruiter', 'recruiter@demo-company.test'],
    ['interviewer', 'interviewer@demo-company.test'],
    ['otherOwner', 'owner@other-company.test'],
    ['candidate', 'candidate@assay.test'],
  ] as const)
    tokens[name] = (await t.signIn(email)).token;
  const account = (name: string) =>
    t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow();
  accountId = (await account('Demo Company')).account_id;
  otherAccountId = (await account('Other Company')).account_id;
  jobId = await requisition('Audit Clerk');
  const step = (name: string, sort: number, type: string) => stepActivity(jobId, name, sort, type);
  const screen = await step('Screen', 1, 'form');
  const numeracy = await step('Numeracy', 2, 'assessment');
  // A scale that may weigh in hiring: the activity means leave the others out (D266).
  const attribute = (
    await t.db.selectFrom('attribute_types').select(['attribute_type_id', 'category', 'code']).execute()
  ).find(isShownForHiring)!.attribute_type_id;
  let n = 0;
  const apply = async (sex: string | null, race: string | null) => {
    n++;
    const refId = await insertApplication(t.db, {
      email: `bias-${n}@assay.test`,
      firstName: `Audit${n}`,
      lastName: 'Person',
      jobId,
      accountId,
      createdAt: `2019-01-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
    });
    await answerEeo(jobId, refId, sex, race);
    return refId;
  };
  for (const p of selectionPeople()) {
    const refId = await apply(p.sex, p.race);
    await t.db
      .insertInto('user_step_activities')
      .values({
        ref_id: refId,
        job_step_activity_id: screen,
        is_completed: p.selected,
        completed_at: p.selected ? '2019-01-20T10:00:00Z' : null,
      })
      .execute();
  }
  for (const p of SCORES) {
    const refId = await apply(p.sex, p.race);
    await t.db
      .insertInto('application_attribute_scores')
      .values({ ref_id: refId, attribute_type_id: attribute, score: p.score, job_step_activity_id: numeracy })
      .execute();
  }
  firstUserSmartreqId = (
    await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('job_id', '=', jobId)
      .orderBy('user_step_tracker_id')
      .executeTakeFirstOrThrow()
  ).user_step_tracker_id;
}, API_PATIENCE.heavy);
afterAll(async () => t.close());

describe('the bias audit report', () => {
  it('given the hand-computed fixture, when the owner reads the requisition audit, then every figure matches', async () => {
    const report = await get<BiasAuditReport>(`${audit()}?${QUERY()}`);
    expect(report).toMatchObject({
      scope: 'requisition',
      scope_id: jobId,
      scope_name: 'Audit Clerk',
      from_date: '2019-01-01',
      to_date: '2019-01-31',
    });
    expect(report.data_from! >= '2019-01-01' && report.data_to! <= '2019-01-31').toBe(true);
    expect(report.measures.map((m) => [m.kind, m.label, m.total, m.median])).toEqual([
      ['selection', 'Screen', 54, null],
      ['scoring', 'Numeracy', 10, 57.5],
    ]);
    expect(report.measures[0]!.breakdowns).toEqual(EXPECTED_SELECTION);
    expect(report.measures[1]!.breakdowns).toEqual(EXPECTED_SCORING);
  });

  it('given the same scope, when exported as CSV, then its rows are exactly the report figures, unknowns included', async () => {
    const report = await get<BiasAuditReport>(`${audit()}?${QUERY()}`);
    const file = await get<{ filename: string; content_type: string; content: string }>(`${audit()}csv/?${QUERY()}`);
    expect(file.content_type).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(file.content.trim(), { header: true });
    expect(parsed.meta.fields).toEqual([...CSV_FIELDS]);
    const expected = report.measures.flatMap((m) =>
      m.breakdowns.flatMap((b) => [
        ...b.categories.map((c) => ({
          period_from: '2019-01-01',
          period_to: '2019-01-31',
          data_from: report.data_from,
          data_to: report.data_to,
          measure_kind: m.kind,
          measure: m.label,
          measure_name: m.label === 'fit_score' ? 'Fit score' : m.label,
          median_score: m.median === null ? '' : String(m.median),
          median_unit: '',
          dimension: b.dimension,
          category: c.category,
          count: String(c.count),
          selected: String(c.selected),
          rate: String(c.rate),
          excluded_under_2_percent: c.excluded ? 'yes' : 'no',
          reference: c.is_reference ? 'yes' : 'no',
          impact_ratio: c.impact_ratio === null ? '' : String(c.impact_ratio),
          ci95_low: c.ci_low === null ? '' : String(c.ci_low),
          ci95_high: c.ci_high === null ? '' : String(c.ci_high),
          fisher_p_value: c.p_value === null ? '' : String(c.p_value),
        })),
        expect.objectContaining({
          period_from: '2019-01-01',
          period_to: '2019-01-31',
          dimension: b.dimension,
          category: 'unknown',
          count: String(b.unknown),
        }),
      ]),
    );
    expect(parsed.data).toEqual(expected);
    // The hand-computed male row, read straight from the file.
    expect(parsed.data.find((r) => r.measure === 'Screen' && r.category === 'male')).toMatchObject({
      count: '29',
      selected: '13',
      rate: '0.4483',
      impact_ratio: '0.6897',
      ci95_low: '0.4116',
      ci95_high: '1.1556',
      fisher_p_value: '0.245',
    });
    expect(
      parsed.data.find((r) => r.measure === 'Screen' && r.dimension === 'sex' && r.category === 'non_binary'),
    ).toMatchObject({
      excluded_under_2_percent: 'yes',
      impact_ratio: '',
    });
  });

  it('given the same scope, when exported as PDF, then a tagged PDF reads the method and each breakdown as a table', async () => {
    const file = await get<{ content_type: string; content: string }>(`${audit()}pdf/?${QUERY()}`);
    expect(file.content_type).toBe('application/pdf');
    const bytes = Buffer.from(file.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const order = readingOrder(await PDFDocument.load(bytes));
    expect(order[0]).toEqual({ path: 'Document>H1', text: 'Bias audit: Demo Company' });
    expect(order).toContainEqual({ path: 'Document>H2', text: 'Method' });
    // The hand-computed sex breakdown of the Screen step: a header row, then one row per category.
    const sex = order.findIndex((e) => e.path === 'Document>H3' && e.text === 'By sex: 4 unknown');
    const cells = order.slice(sex + 1, sex + 1 + 7 * 4);
    expect(cells.slice(0, 7).map((c) => [c.path, c.text])).toEqual(
      ['Category', 'Count', 'Selected', 'Rate', 'Ratio', '95% interval', 'Fisher p'].map((h) => [
        'Document>Table>TR>TH',
        h,
      ]),
    );
    expect(cells.slice(14, 21).map((c) => [c.path, c.text])).toEqual(
      ['Male', '29', '13', '0.4483', '0.6897', '0.4116 to 1.1556', '0.245'].map((v) => ['Document>Table>TR>TD', v]),
    );
  });

  it('given the company scope over the same month, then the same applicants are counted', async () => {
    const report = await get<BiasAuditReport>(`${audit()}?scope=company&${RANGE}`);
    expect(report.measures[0]!.breakdowns).toEqual(EXPECTED_SELECTION);
  });

  it('given a requisition whose plan asks no equal-opportunity questions, then the audit names it with its applicants, all counted unknown; one whose applicants answered is not named', async () => {
    const stocker = await requisition('Night Stocker');
    const shelving = await stepActivity(stocker, 'Shelving', 1, 'form');
    for (const day of ['05', '06']) {
      const refId = await insertApplication(t.db, {
        email: `stocker-${day}@assay.test`,
        firstName: 'Stocker',
        lastName: day,
        jobId: stocker,
        accountId,
        createdAt: `2019-02-${day}T10:00:00Z`,
      });
      await t.db
        .insertInto('user_step_activities')
        .values({ ref_id: refId, job_step_activity_id: shelving, is_completed: false })
        .execute();
    }
    // February only, so the month the other cases read is untouched.
    const report = await get<BiasAuditReport>(`${audit()}?scope=company&from_date=2019-01-01&to_date=2019-02-28`);
    expect(report.without_eeo_questions).toEqual([{ title: 'Night Stocker', applicants: 2 }]);
    // The CSV carries the list too, one row per requisition, dated like every other row.
    const file = await get<{ content: string }>(`${audit()}csv/?scope=company&from_date=2019-01-01&to_date=2019-02-28`);
    const rows = Papa.parse<Record<string, string>>(file.content.trim(), { header: true }).data;
    expect(rows.filter((r) => r.measure_kind === WITHOUT_EEO_KIND)).toEqual([
      expect.objectContaining({
        period_from: '2019-01-01',
        period_to: '2019-02-28',
        data_to: '2019-02-06',
        measure: 'Night Stocker',
        category: 'unknown',
        count: '2',
        impact_ratio: '',
      }),
    ]);
    const measure = report.measures.find((m) => m.label === 'Shelving')!;
    expect(measure.breakdowns.map((b) => [b.dimension, b.unknown, b.categories.length])).toEqual([
      ['sex', 2, 0],
      ['race_ethnicity', 2, 0],
      ['intersection', 2, 0],
    ]);
    // Audit Clerk's plan has no equal-opportunity activity either, but its applicants' answers are there.
    expect((await get<BiasAuditReport>(`${audit()}?${QUERY()}`)).without_eeo_questions).toEqual([]);
  });

  it('given typing and skills tests, which give no attribute scores, then each is a scoring measure on its own score; video answers, scored by nobody, are not (D312)', async () => {
    // March only, a requisition of its own: the other cases' months and scopes are untouched.
    const clerk = await requisition('Data Entry Clerk');
    const activity = (sort: number, type: string, title: string) =>
      stepActivity(clerk, `${title} step`, sort, type, title);
    const typing = await activity(1, 'typing_test', 'Typing test');
    const skills = await activity(2, 'skills_test', 'Spreadsheet skills');
    const video = await activity(3, 'video', 'Video answers');
    // A skills test of one timed section of 4 questions (and a practice section, which never counts).
    const test = await plantSkillsTest(t.db, {
      accountId,
      slug: `audit-spreadsheet-${randomUUID()}`,
      timedQuestions: 4,
      practiceQuestions: 1,
    });
    const passage = (await t.db.selectFrom('typing_passages').select('typing_passage_id').executeTakeFirstOrThrow())
      .typing_passage_id;
    // [sex, race, net WPM, skills questions right of 4]; the last one declined both questions on sex.
    const takers: [string | null, string, number, number][] = [
      ['female', 'white', 62.4, 4],
      ['female', 'white', 48.0, 3],
      ['female', 'black_african_american', 35.5, 1],
      ['male', 'white', 55.0, 2],
      ['male', 'white', 41.2, 2],
      ['male', 'asian', 30.1, 0],
      [null, 'white', 44.0, 3],
    ];
    const at = '2019-03-10T10:00:00Z';
    for (const [n, [sex, race, wpm, right]] of takers.entries()) {
      const applicant = await plantApplicant(t.db, {
        email: `timed-${n}@assay.test`,
        firstName: 'Timed',
        lastName: String(n),
        jobId: clerk,
        accountId,
        createdAt: `2019-03-0${n + 1}T10:00:00Z`,
      });
      const { refId, userId: user_id } = applicant;
      await answerEeo(clerk, refId, sex, race);
      await t.db
        .insertInto('typing_results')
        .values({
          attempt_id: randomUUID(),
          ref_id: refId,
          job_step_activity_id: typing,
          user_id,
          typing_passage_id: passage,
          typed_text: 'x',
          keystroke_log: '[]',
          keystrokes: 1,
          corrections: 0,
          elapsed_ms: 60_000,
          duration_seconds: 60,
          time_accommodation: n === 0 ? 2 : 1,
          net_wpm: wpm,
          raw_wpm: wpm,
          accuracy: 100,
        })
        .execute();
      await plantSkillsRun(t.db, {
        test,
        applicant,
        jobStepActivityId: skills,
        at,
        timedRight: test.timed.questions.map((_, k) => k < right),
      });
      // Video answers: the step completed, no score given by anyone.
      await t.db
        .insertInto('user_step_activities')
        .values({ ref_id: refId, job_step_activity_id: video, is_completed: true, completed_at: at })
        .execute();
    }
    const report = await get<BiasAuditReport>(
      `${audit()}?scope=requisition&scope_id=${clerk}&from_date=2019-03-01&to_date=2019-03-31`,
    );
    expect(report.measures.map((m) => [m.kind, m.label, m.total, m.median, m.unit])).toEqual([
      ['selection', 'Video answers step', 7, null, undefined],
      // Percent right of the timed section: 100, 75, 25, 50, 50, 0, 75: median 50.
      ['scoring', 'Spreadsheet skills', 7, 50, 'percent_correct'],
      // Net WPM: 62.4, 48, 35.5, 55, 41.2, 30.1, 44: median 44 (the declined one's counts in it).
      ['scoring', 'Typing test', 7, 44, 'net_wpm'],
    ]);
    // Each median in its unit (D368): the CSV's median_unit on every row of the measure, the PDF's heading in words.
    const range = `scope=requisition&scope_id=${clerk}&from_date=2019-03-01&to_date=2019-03-31`;
    const csv = await get<{ content: string }>(`${audit()}csv/?${range}`);
    const rows = Papa.parse<Record<string, string>>(csv.content.trim(), { header: true }).data;
    expect([...new Set(rows.map((r) => `${r.measure}: ${r.median_score} ${r.median_unit}`))]).toEqual([
      'Video answers step:  ',
      'Spreadsheet skills: 50 percent_correct',
      'Typing test: 44 net_words_per_minute',
    ]);
    const pdf = await get<{ content: string }>(`${audit()}pdf/?${range}`);
    const headings = readingOrder(await PDFDocument.load(Buffer.from(pdf.content, 'base64')))
      .filter((e) => e.path === 'Document>H2')
      .map((e) => e.text);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Scoring rates: Spreadsheet skills (7 applicants, median 50% correct)',
        'Scoring rates: Typing test (7 applicants, median 44 net words per minute)',
      ]),
    );
    const byLabel = (label: string) => report.measures.find((m) => m.label === label)!.breakdowns;
    // Recomputed apart from the module (scipy.stats.fisher_exact; the Katz interval with 0.5 added
    // to each cell when one is zero, D208), rounded to 4 places.
    // Above 44 WPM: female 62.4 and 48 (2 of 3), male 55 (1 of 3).
    expect(byLabel('Typing test')[0]).toEqual({
      dimension: 'sex',
      unknown: 1,
      categories: [ref('female', 3, 2, 0.6667), cmp('male', 3, 1, 0.3333, 0.5, 0.0835, 2.9923, 1)],
    });
    // Above 50 %: female 100 and 75 (2 of 3), no man.
    expect(byLabel('Spreadsheet skills')[0]).toEqual({
      dimension: 'sex',
      unknown: 1,
      categories: [ref('female', 3, 2, 0.6667), cmp('male', 3, 0, 0, 0, 0.0134, 2.9808, 0.4)],
    });
    expect(byLabel('Spreadsheet skills')[2]!.categories.find((c) => c.category === 'male / white')).toEqual(
      cmp('male / white', 2, 0, 0, 0, 0.0151, 2.6405, 0.3333),
    );
    expect(byLabel('Typing test')[1]!.categories.map((c) => [c.category, c.count, c.selected, c.impact_ratio])).toEqual(
      [
        ['asian', 1, 0, 0],
        ['black_african_american', 1, 0, 0],
        ['white', 5, 3, 1],
      ],
    );
  });

  it('given bad input, then a clear 400 and nothing else', async () => {
    for (const q of [
      'scope=requisition',
      `scope=company&scope_id=${jobId}`,
      'from_date=2019-02-01&to_date=2019-01-01',
      'scope=everyone',
    ]) {
      const res = await t.request({ method: 'GET', url: `${audit()}?${q}`, token: tokens.owner });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('who may see the audit', () => {
  it('given staff without the dashboard permission (recruiter, interviewer) or a candidate, then 403', async () => {
    for (const who of ['recruiter', 'interviewer', 'candidate']) {
      for (const path of ['', 'csv/', 'pdf/', 'publications/']) {
        const res = await t.request({ method: 'GET', url: `${audit()}${path}?${RANGE}`, token: tokens[who] });
        expect(res.statusCode, `${who} ${path}`).toBe(403);
      }
    }
  });

  it("given another company's owner, then Demo Company's audit is 404, and Demo's requisition is not in their scope", async () => {
    const res = await t.request({ method: 'GET', url: `${audit()}?${RANGE}`, token: tokens.otherOwner });
    expect(res.statusCode).toBe(404);
    await t.db
      .insertInto('account_preferences')
      .values({ account_id: otherAccountId, keyname: 'EEOC_DASHBOARD', value: '1' })
      .onConflict((oc) => oc.columns(['account_id', 'keyname']).doUpdateSet({ value: '1' }))
      .execute();
    const theirs = await t.request({
      method: 'GET',
      url: `/api/report/v1/account/${otherAccountId}/bias-audit/?scope=requisition&scope_id=${jobId}&${RANGE}`,
      token: tokens.otherOwner,
    });
    expect(theirs.statusCode).toBe(404);
    const company = await get<BiasAuditReport>(
      `/api/report/v1/account/${otherAccountId}/bias-audit/?${RANGE}`,
      'otherOwner',
    );
    expect(company.measures).toEqual([]);
  });

  it('given a scorer, when reading the applicant list and the scorecard, then no equal-opportunity answer is in them', async () => {
    for (const url of [`/api/smartreq/v1/applicants/${jobId}/`, `/api/smartreq/v1/scorecard/${firstUserSmartreqId}/`]) {
      const res = await t.request({ method: 'GET', url, token: tokens.owner });
      expect(res.statusCode, url).toBe(200);
      for (const word of ['race_ethnicity', 'black_african_american', 'non_binary', 'eeoc_answer', '"gender"'])
        expect(res.body, `${url} ${word}`).not.toContain(word);
    }
  });
});

const DETAILS = {
  audit_date: '2019-03-01',
  tool_distributed_on: '2018-06-15',
  data_source: 'historical',
  data_source_note: '  ',
  auditor: '  Fair Hiring Audits LLC ',
};

describe('publishing with the details LL144 asks for', () => {
  const publish = (body: Record<string, unknown>, language?: string) =>
    t.request({
      method: 'POST',
      url: `${audit()}publications/`,
      token: tokens.owner,
      body: { scope: 'requisition', scope_id: jobId, from_date: '2019-01-01', to_date: '2019-01-31', ...body },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const problems = (res: Awaited<ReturnType<typeof publish>>) => {
    expect(res.statusCode, res.body).toBe(400);
    return Object.fromEntries(
      (res.json().errors as { prop: string; message: string }[]).map((e) => [e.prop, e.message]),
    );
  };

  it('given no details, then 400 naming each missing one, and nothing is published', async () => {
    const before = await get<BiasAuditPublication[]>(`${audit()}publications/`);
    expect(problems(await publish({}))).toEqual({
      audit_date: 'Enter the date of the audit.',
      tool_distributed_on: 'Enter the date the tool was first used on candidates.',
      data_source: 'Choose where the data comes from.',
      auditor: 'Name the independent auditor.',
    });
    expect(await get<BiasAuditPublication[]>(`${audit()}publications/`)).toEqual(before);
  });

  it('given bad details, then each is refused by its field, in the reader’s language', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(
      problems(
        await publish({
          ...DETAILS,
          audit_date: future,
          tool_distributed_on: '2019-02-30',
          data_source: 'test',
          auditor: 'x'.repeat(201),
        }),
      ),
    ).toEqual({
      audit_date: 'The audit date cannot be in the future.',
      tool_distributed_on: 'Enter a real date as YYYY-MM-DD.',
      data_source_note: 'Explain why test data was used instead of your own applicants’ data.',
      auditor: 'This can be at most 200 characters.',
    });
    expect(problems(await publish({ ...DETAILS, audit_date: '2019-01-15', data_source: 'vendor' }))).toEqual({
      audit_date: 'The audit cannot be dated before the end of the data it audits (2019-01-31).',
      data_source: 'Choose where the data comes from.',
    });
    expect(problems(await publish({ ...DETAILS, auditor: ' ' }, 'es-MX,es;q=0.9'))).toEqual({
      auditor: 'Indica el nombre del auditor independiente.',
    });
    expect(problems(await publish({ ...DETAILS, audit_date: 'soon' }, 'fr'))).toEqual({
      audit_date: 'Saisissez une date réelle au format AAAA-MM-JJ.',
    });
  });

  it('given test data with its explanation, then the summary keeps both', async () => {
    const res = await publish({ ...DETAILS, data_source: 'test', data_source_note: 'Too few applicants of our own.' });
    expect(res.statusCode, res.body).toBe(200);
    const publication = res.json().data as BiasAuditPublication;
    expect(publication.details).toMatchObject({
      data_source: 'test',
      data_source_note: 'Too few applicants of our own.',
    });
    const withdrawn = await t.request({
      method: 'PUT',
      url: `${audit()}publications/${publication.publication_id}/`,
      token: tokens.owner,
      body: { is_published: false },
    });
    expect(withdrawn.json().data.details).toEqual(publication.details);
  });
});

describe('the public summary page', () => {
  it('given a published summary, then anyone sees it; withdrawn, it is gone; another company sees only its own', async () => {
    const uuid = (
      await t.db.selectFrom('accounts').select('uuid').where('account_id', '=', accountId).executeTakeFirstOrThrow()
    ).uuid;
    const publicPage = async () => {
      const res = await t.request({ method: 'GET', url: `/api/public/v1/bias-audit/${uuid}/` });
      expect(res.statusCode).toBe(200);
      return res.json().data as PublicBiasAudits;
    };
    // The career page links the public summary while one is published (D273).
    const careerLink = async () => {
      const page = await t.request({ method: 'GET', url: '/careers/demo-company?lang=es' });
      expect(page.statusCode).toBe(200);
      return page.body.includes(`<a href="/bias-audit/${uuid}">Resumen de la auditoría de sesgos`);
    };
    // The demo's own summary (server/db/seed/demo-bias-audit.ts): the company, every seeded application, linked.
    const seeded = (await publicPage()).summaries;
    expect(seeded.map((s) => [s.report.scope, s.report.from_date, s.details.data_source])).toEqual([
      ['company', '2020-01-01', 'historical'],
    ]);
    expect(seeded[0]!.details.auditor).toBeTruthy();
    expect(seeded[0]!.report.measures[0]!.breakdowns.length).toBeGreaterThan(0);
    // Published over the applicants' equal-opportunity answers and scores, not before the seed
    // wrote them: the figures are the staff audit's over the same period today, and a selection
    // and a scoring measure have rows for real categories in each table, not only applicants
    // counted as unknown (a requisition that asks no equal-opportunity questions has only those).
    const { report } = seeded[0]!;
    const live = await get<BiasAuditReport>(
      `${audit()}?scope=company&from_date=${report.from_date}&to_date=${report.to_date}`,
    );
    expect(report).toEqual(live);
    // Warehouse Associate asks no equal-opportunity questions: the summary says why its applicants are unknown.
    const unasked = report.without_eeo_questions!.map((r) => r.title);
    expect(unasked).toContain('Warehouse Associate');
    expect(unasked).not.toContain('Customer Support Specialist');
    // The questionnaire's scores name the activity that gave them, so its scoring measure counts the
    // applicants who finished it (about 110 in the seed), not only the evidence pass's few.
    const questionnaire = report.measures.find((m) => m.kind === 'scoring' && m.label === 'Personality questionnaire');
    expect(questionnaire?.total).toBeGreaterThan(50);
    for (const kind of ['selection', 'scoring'])
      expect(
        report.measures.some((m) => m.kind === kind && m.breakdowns.every((b) => b.categories.length >= 2)),
        `a ${kind} measure with two categories or more by sex, by race and by both`,
      ).toBe(true);
    expect(await careerLink()).toBe(true);
    for (const p of await get<BiasAuditPublication[]>(`${audit()}publications/`))
      if (p.is_published)
        await t.request({
          method: 'PUT',
          url: `${audit()}publications/${p.publication_id}/`,
          token: tokens.owner,
          body: { is_published: false },
        });
    expect((await publicPage()).summaries).toEqual([]);
    expect(await careerLink()).toBe(false);
    const published = await t.request({
      method: 'POST',
      url: `${audit()}publications/`,
      token: tokens.owner,
      body: { scope: 'requisition', scope_id: jobId, from_date: '2019-01-01', to_date: '2019-01-31', ...DETAILS },
    });
    expect(published.statusCode, published.body).toBe(200);
    const publication = published.json().data as BiasAuditPublication;
    expect(publication.report.measures[0]!.breakdowns).toEqual(EXPECTED_SELECTION);
    const shown = await publicPage();
    expect(shown.company_name).toBe('Demo Company');
    expect(shown.summaries.map((s) => s.report.scope_name)).toEqual(['Audit Clerk']);
    // What LL144 asks the summary to state, as published, trimmed.
    expect(shown.summaries[0]!.details).toEqual({
      audit_date: '2019-03-01',
      tool_distributed_on: '2018-06-15',
      data_source: 'historical',
      data_source_note: null,
      auditor: 'Fair Hiring Audits LLC',
    });
    expect(shown.summaries[0]!.report.from_date).toBe('2019-01-01');
    expect(JSON.stringify(shown)).not.toMatch(/published_by|account_id/);
    expect(await careerLink()).toBe(true);

    const otherUuid = (
      await t.db
        .selectFrom('accounts')
        .select('uuid')
        .where('account_id', '=', otherAccountId)
        .executeTakeFirstOrThrow()
    ).uuid;
    const other = await t.request({ method: 'GET', url: `/api/public/v1/bias-audit/${otherUuid}/` });
    expect((other.json().data as PublicBiasAudits).summaries).toEqual([]);

    const stranger = await t.request({
      method: 'PUT',
      url: `/api/report/v1/account/${otherAccountId}/bias-audit/publications/${publication.publication_id}/`,
      token: tokens.otherOwner,
      body: { is_published: false },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await publicPage()).summaries).toHaveLength(1);

    const withdrawn = await t.request({
      method: 'PUT',
      url: `${audit()}publications/${publication.publication_id}/`,
      token: tokens.owner,
      body: { is_published: false },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await publicPage()).summaries).toEqual([]);
    expect(await careerLink()).toBe(false);
    const list = await get<BiasAuditPublication[]>(`${audit()}publications/`);
    expect(list.find((p) => p.publication_id === publication.publication_id)!.is_published).toBe(false);
  });
});
