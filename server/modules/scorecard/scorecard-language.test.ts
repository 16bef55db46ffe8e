/**
 * The scorecard names steps and activities as the company wrote them in the screen's language
 * (D199): its Spanish versions for a Spanish screen, in the stages, the assessment report, the
 * timed tests and the screening answers alike; without one, the company default's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import type { Scorecard } from '../../../contracts/scorecard.ts';

let t: TestApp;
let token: string;
let url: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  token = (await t.signIn('owner@demo-company.test')).token;
  const { user_step_tracker_id } = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
    .executeTakeFirstOrThrow();
  url = `/api/smartreq/v1/scorecard/${user_step_tracker_id}/`;
});
afterAll(async () => t.close());

const read = async (language: 'en' | 'es' | 'fr') => {
  const res = await t.request({ method: 'GET', url: `${url}?language=${language}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Scorecard;
};

/** Every place the scorecard names an activity, by its id. */
const activityTitles = (card: Scorecard) => [
  ...card.screeningStages.flatMap((s) => s.activities.map((a) => [a.job_step_activity_id, a.title] as const)),
  ...card.assessmentReportData.map((r) => [r.job_step_activity_id, r.title] as const),
  ...card.timedResults.map((r) => [r.job_step_activity_id, r.title] as const),
  ...card.screeningAnswers.map((a) => [a.job_step_activity_id, a.activity_title] as const),
];

describe("the scorecard's step and activity names in the screen's language", () => {
  it('given the company’s Spanish names for its steps and activities (and no French ones), then a Spanish scorecard shows them everywhere, and a French one the names in the company’s default language', async () => {
    const before = await read('en');
    expect(before.assessmentReportData.length + before.timedResults.length).toBeGreaterThan(0);
    const stepIds = before.screeningStages.map((s) => s.job_step_id);
    const activityIds = before.screeningStages.flatMap((s) => s.activities.map((a) => a.job_step_activity_id));
    for (const id of stepIds)
      await t.db
        .updateTable('job_steps')
        .set({ name_i18n: JSON.stringify({ es: `Paso ${id}` }) })
        .where('job_step_id', '=', id)
        .execute();
    // Their other versions (the seed's French) go: only Spanish is written.
    for (const id of activityIds)
      await t.db
        .updateTable('job_step_activities')
        .set({ title_i18n: JSON.stringify({ es: `Actividad ${id}` }) })
        .where('job_step_activity_id', '=', id)
        .execute();

    const spanish = await read('es');
    expect(spanish.screeningStages.map((s) => s.name)).toEqual(stepIds.map((id) => `Paso ${id}`));
    for (const [id, title] of activityTitles(spanish)) expect(title).toBe(`Actividad ${id}`);

    const french = await read('fr');
    expect(french.screeningStages.map((s) => s.name)).toEqual(before.screeningStages.map((s) => s.name));
    expect(activityTitles(french)).toEqual(activityTitles(before));
  });
});
