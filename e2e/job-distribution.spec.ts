import { expect, request, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { startJobBoardStandIn, type JobBoardStandIn } from '../server/test/job-board-stand-in.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { expectAccessible } from './support/accessibility.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';
import { signUpByApi } from './support/sign-up.ts';

// Job-posting distribution (D239): the owner makes a new job board a push board whose API is a
// local stand-in this journey starts (a wrong key first: the board's reason is shown), a posting
// published by the recruiter reaches it through the server's job queue, and the board's page shows
// it live with what was sent and when, then the application that came through the board's link.
// The board goes back to its feed at the end, so later journeys publish to no stand-in.

let board: JobBoardStandIn;
test.beforeAll(async () => {
  board = await startJobBoardStandIn({ apiKey: 'journey-board-key' });
});
test.afterAll(async () => board?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function apiAs(baseURL: string, email: string) {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } });
  const { token, user } = ((await login.json()) as { data: { token: string; user: { user_id: number } } }).data;
  await anonymous.dispose();
  return {
    api: await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } }),
    userId: user.user_id,
  };
}

test('a push board: its key checked, a published posting sent to it through the queue, its status and the applications it brought on the board’s page', async ({
  page,
  baseURL,
}) => {
  const boardName = `Stand-in Jobs ${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, demo.owner, '/settings/job-board');
  await page.getByLabel('Add a feed for another board').fill(boardName);
  await page.getByRole('button', { name: 'Add feed' }).click();
  await page.getByRole('link', { name: boardName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(boardName);
  const boardId = Number(/job-board-detail\/(\d+)/.exec(page.url())![1]);
  await page.getByLabel('The feed is on: the board can read it').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeAttached();

  await page.getByLabel('Assay sends each posting to the board’s API').check();
  await page.getByLabel('API address').fill(board.url);
  await page.getByLabel('API key', { exact: true }).fill('not-the-key');
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not working' })).toContainText(
    'The board refused the API key: Invalid API key',
  );
  await page.getByLabel('API key', { exact: true }).fill('journey-board-key');
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByText('Connected: the board accepted the API key.')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connected: the board accepted the API key.')).toBeVisible();
  // The same switch now sends rather than lets the board read.
  await expect(page.getByLabel('Sending is on: Assay sends the postings to the board')).toBeChecked();

  // The recruiter publishes a posting; the server's queue sends it to the board.
  const recruiter = await apiAs(baseURL!, demo.recruiter);
  const title = `Stand-in Associate ${Date.now()}`;
  const made = await recruiter.api.post(`/api/job/v1/job-posting/job/1/`, {
    data: {
      title,
      description: 'Pick, pack and ship.',
      location: 'Austin, TX, US',
      is_remote: false,
      remote_country: null,
      employment_type: 'FULL_TIME',
      pay_min: 18,
      pay_max: 21,
      pay_currency: 'USD',
      pay_period: 'HOUR',
      language: 'en',
      valid_through: inDays(30),
      is_on_job_boards: true,
    },
  });
  expect(made.ok()).toBe(true);
  const postingId = ((await made.json()) as { data: { job_posting_id: number } }).data.job_posting_id;
  expect((await recruiter.api.post(`/api/job/v1/job-posting/${postingId}/publish/`)).ok()).toBe(true);
  await page.reload();
  const sent = page.getByRole('region', { name: 'Postings sent to this board' });
  const row = sent.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  const remote = board.byReference(`assay-${boardId}-${postingId}`)!;
  expect(remote.body.apply_url).toContain(`sr=${DEMO_JOBS.openRequisition}&source=board-${boardId}`);
  await expect(row.getByRole('link', { name: remote.id })).toHaveAttribute(
    'href',
    `https://board.example/jobs/${remote.id}`,
  );

  // A candidate applies through the board's link: the application counts under the board.
  const anonymous = await request.newContext({ baseURL });
  const email = `board-${Date.now()}@example.test`;
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Bo',
    last_name: 'Ard',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  const applied = await anonymous.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { job_uuid: DEMO_JOBS.openRequisition, source: `board-${boardId}` },
  });
  expect(applied.ok()).toBe(true);
  await anonymous.dispose();
  await page.reload();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  const applications = page.getByRole('region', { name: 'Applications from this board' });
  await expect(applications).toContainText(`count under the source “${boardName}”`);
  await expect(applications.getByRole('row').nth(1).getByRole('cell')).toHaveText('1');
  await expectAccessible(page, { where: 'the push board’s page' });
  await lookAt(page, { path: 'test-results/job-distribution-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: 'test-results/job-distribution-390.png', fullPage: true });

  // Back to the feed: what was pushed is closed at the board.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel('The board reads the feed address above').check();
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  expect(remote.status).toBe('closed');
  await recruiter.api.post(`/api/job/v1/job-posting/${postingId}/unpublish/`);
  await recruiter.api.dispose();
});
