/**
 * A bias audit's measure names in every language the company wrote them in (D398): each measure
 * carries its step's or activity's versions, gathered across the requisitions that share the name,
 * and the report the company's default language, so the staff page and the public summary show
 * each reader the name in their language (a built-in English name the app translates itself).
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { plantApplicant } from '../../test/scoring-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { API_PATIENCE } from '../../test/patience.ts';
import { readingOrder } from '../../test/tagged-pdf.ts';
import { WITHOUT_EEO_KIND } from './bias-audit.csv.ts';

let t: TestApp;
let token: string;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  token = (await t.signIn('owner@demo-company.test')).token;
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
}, API_PATIENCE.heavy);
afterAll(() => t?.close());

/** A requisition with one step holding a typing test, the step's and the test's versions as given. */
async function requisitionWithTypingTest(stepI18n: object, titleI18n: object) {
  const job = await t.db
    .insertInto('jobs')
    .values({ uuid: randomUUID(), account_id: accountId, job_type_id: 2, title: 'Typist', tracker_title: 'Apply' })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: job.job_id, name: 'Assessments', name_i18n: JSON.stringify(stepI18n), sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('job_step_activities')
    .values({
      job_step_id: step.job_step_id,
      activity_type: 'typing_test',
      title: 'Typing test',
      title_i18n: JSON.stringify(titleI18n),
      sort_order: 1,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  return { jobId: job.job_id, activityId: activity.job_step_activity_id };
}

/** Two requisitions whose step and typing test the company named in some languages, with an applicant each in May 2018. */
let planted: Promise<void> | undefined;
const plant = () => (planted ??= plantTypists());
const AUDIT = () => `/api/report/v1/account/${accountId}/bias-audit/`;
const RANGE = 'from_date=2018-05-01&to_date=2018-05-31';

async function plantTypists() {
  const passage = (await t.db.selectFrom('typing_passages').select('typing_passage_id').executeTakeFirstOrThrow())
    .typing_passage_id;
  const plans = [
    await requisitionWithTypingTest({}, { fr: 'Test de frappe' }),
    await requisitionWithTypingTest({ es: 'Pruebas de la empresa' }, { es: 'Mecanografía' }),
  ];
  for (const [n, plan] of plans.entries()) {
    const { refId, userId } = await plantApplicant(t.db, {
      email: `names-${n}@assay.test`,
      firstName: 'Names',
      lastName: String(n),
      jobId: plan.jobId,
      accountId,
      createdAt: '2018-05-03T10:00:00Z',
    });
    await t.db
      .insertInto('user_step_activities')
      .values({ ref_id: refId, job_step_activity_id: plan.activityId, is_completed: true })
      .execute();
    await t.db
      .insertInto('typing_results')
      .values({
        attempt_id: randomUUID(),
        ref_id: refId,
        job_step_activity_id: plan.activityId,
        user_id: userId,
        typing_passage_id: passage,
        typed_text: 'x',
        keystroke_log: '[]',
        keystrokes: 1,
        corrections: 0,
        elapsed_ms: 60_000,
        duration_seconds: 60,
        time_accommodation: 1,
        net_wpm: 40 + n,
        raw_wpm: 40 + n,
        accuracy: 100,
      })
      .execute();
  }
}

describe('the bias audit’s measure names', () => {
  it('given steps and tests the company named in some languages, then each measure carries every version given across the requisitions that share its name, and the report the company’s default language', async () => {
    await plant();
    const res = await t.request({ method: 'GET', url: `${AUDIT()}?${RANGE}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as BiasAuditReport;
    expect(report.default_language).toBe('en');
    expect(report.measures.map((m) => [m.kind, m.label, m.label_i18n])).toEqual([
      ['selection', 'Assessments', { en: 'Assessments', es: 'Pruebas de la empresa' }],
      ['scoring', 'Typing test', { en: 'Typing test', fr: 'Test de frappe', es: 'Mecanografía' }],
    ]);
  });

  // D411: the files name each measure as the page does, in the language on the reader's screen.
  it('given a Spanish or a French reader, when the audit is exported, then the CSV’s measure_name and the PDF’s headings read the company’s version in that language, else the built-in name translated', async () => {
    await plant();
    const expected = {
      es: { Assessments: 'Pruebas de la empresa', 'Typing test': 'Mecanografía' },
      fr: { Assessments: 'Évaluations', 'Typing test': 'Test de frappe' },
    };
    for (const language of ['es', 'fr'] as const) {
      const get = async (path: string) => {
        const res = await t.request({
          method: 'GET',
          url: `${AUDIT()}${path}?${RANGE}`,
          token,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { content: string };
      };
      const rows = Papa.parse<Record<string, string>>((await get('csv/')).content.trim(), { header: true }).data;
      // The requisitions that ask no equal-opportunity questions are named by their titles, as written.
      const measures = rows.filter((row) => row.measure_kind !== WITHOUT_EEO_KIND);
      const names = Object.fromEntries(measures.map((row) => [row.measure, row.measure_name]));
      expect(names, language).toEqual(expected[language]);
      const pdf = await get('pdf/');
      const headings = readingOrder(await PDFDocument.load(Buffer.from(pdf.content, 'base64')))
        .filter((e) => e.path === 'Document>H2')
        .map((e) => e.text)
        .join('\n');
      for (const name of Object.values(expected[language])) expect(headings, language).toContain(name);
      expect(headings, language).not.toMatch(/: (?:Assessments|Typing test) \(/);
    }
  });
});
