/**
 * D469 and D473 on the real device: a recruiter writes the Spanish version of a video question in the
 * plan editor and saves it; a candidate who reads Spanish sees that version on their video page,
 * where the English one is not shown, and records an answer; the recruiter's scorecard, in English,
 * shows the Spanish the candidate read, says so, and gives the English beside it. The requisition and
 * its English-only question are made through the API (a set-up: the journey is the editor's field,
 * the candidate's page and the scorecard), on a requisition of its own so no other journey's plan
 * changes. Chromium's fake camera and microphone record real WebM.
 */
import { expect, request, test, type APIRequestContext } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { newApplicant, takeOnlineOffer, trackerActivity, type TrackerActivity } from './support/candidate.ts';
import { signInAt } from './support/sign-in.ts';
import { untilOnDevice } from './support/recorder.ts';
import { lookAt } from './support/look.ts';
import config from '../playwright.config.ts';

const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const ENGLISH = 'Tell us about a customer you helped last week.';
const SPANISH = 'Cuéntanos sobre un cliente al que ayudaste la semana pasada.';

const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** The demo recruiter's API (bearer token), for the set-up. */
async function recruiterApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/v1/login/', {
    data: { email: demo.recruiter, password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

test('given a video question written in English only, when the recruiter adds its Spanish version in the plan editor and saves, then a Spanish-speaking candidate reads the Spanish question, and the scorecard shows the recruiter what they read', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const api = await recruiterApi(baseURL!);
  const job = await data<{ job_id: number; uuid: string }>(
    await api.post('/api/job/v1/builder/', { data: { title: `Bilingual Support ${stamp}` } }),
  );
  await data(
    await api.post(`/api/job/v1/job-step/${job.job_id}/`, {
      data: {
        name: 'Video',
        activities: [
          {
            activity_type: 'video',
            title: 'Video answers',
            video_questions: [{ text: ENGLISH, media: 'video', time_limit_seconds: 60, max_retakes: 1 }],
          },
        ],
      },
    }),
  );
  await api.dispose();

  // The recruiter opens the plan, edits the activity and writes the question's Spanish.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, demo.recruiter, `/hire/smartreq-builder/steps?job_id=${job.job_id}`);
  await page.getByRole('button', { name: 'Edit Video answers' }).click();
  const versions = page.getByRole('group', { name: 'Question 1 in other languages' });
  const spanish = versions.getByLabel(/^Spanish/);
  await expect(spanish).toHaveValue('');
  await expect(versions).toContainText('Missing: Spanish readers see the English text');
  await spanish.fill(SPANISH);
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText('Saved Video answers')).toBeVisible();

  // Read again from the server: the version is kept beside the question.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Video answers' }).click();
  await expect(page.getByRole('group', { name: 'Question 1 in other languages' }).getByLabel(/^Spanish/)).toHaveValue(
    SPANISH,
  );
  await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue(ENGLISH);
  await lookAt(page, { path: test.info().outputPath('video-question-versions-editor-1280.png'), fullPage: true });

  // A candidate who speaks Spanish applies and opens the activity on a Spanish browser.
  const email = `video-es-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL!, email, job.uuid, { first: 'Lucía', last: `V${stamp}` }, 'es');
  // The tracker's activities carry the application's number too (user_smartreq_id on the staff API).
  const activity = (await trackerActivity(applicant.api, applicant.refId, 'Video answers')) as TrackerActivity & {
    user_step_tracker_id: number;
  };
  await applicant.api.dispose();
  const reader = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    permissions: ['camera', 'microphone'],
  });
  const candidate = await reader.newPage();
  await signInAt(
    candidate,
    email,
    `/user/video-questions?jobUuid=${job.uuid}&refId=${applicant.refId}&activityId=${activity.job_step_activity_id}`,
  );
  const question = candidate
    .getByRole('listitem')
    .filter({ has: candidate.getByRole('heading', { name: 'Pregunta 1' }) });
  await expect(question).toContainText(SPANISH);
  await expect(question).not.toContainText(ENGLISH);
  await lookAt(candidate, {
    path: test.info().outputPath('video-question-versions-candidate-390.png'),
    fullPage: true,
  });

  // The candidate records an answer to the Spanish question; the device sends it with its language.
  const record = question.getByRole('button', { name: 'Grabar respuesta en video' });
  await expect(record).toBeVisible();
  await takeOnlineOffer(candidate, 'Continuar de todos modos, en línea');
  await record.click();
  await untilOnDevice(candidate, 1);
  await question.getByRole('button', { name: 'Detener la grabación' }).click();
  await question.getByRole('button', { name: 'Usar esta respuesta' }).click();
  await expect(question.getByText('Respuesta subida (100%).')).toBeVisible();
  await reader.close();

  // The recruiter, reading English, sees the question as the candidate read it and the English beside it.
  await page.goto(`/smartreq-detail-applicant/${activity.user_step_tracker_id}`);
  const answer = page.locator('.scorecard-video-answer');
  const asked = answer.getByRole('heading', { name: SPANISH });
  await expect(asked).toBeVisible();
  await expect(asked).toHaveAttribute('lang', 'es');
  await expect(answer.getByText('The candidate read it in Spanish.')).toBeVisible();
  await expect(answer.getByText(ENGLISH)).toHaveAttribute('lang', 'en');
  await lookAt(page, { path: test.info().outputPath('video-question-versions-scorecard-1280.png'), fullPage: true });
});
