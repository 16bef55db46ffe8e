import { expect, request, test, type Browser, type Page } from './support/test.ts';
import { trackerActivity } from './support/candidate.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { waitForLeaseToLapse } from './support/lease.ts';
import { signIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Offline promise 10 across devices for the skills test: two browser contexts are two devices of
// one candidate. The server's lease is 8 s in the e2e server (ATTEMPT_LEASE_MS in playwright.config.ts).
// The open requisition holds the Customer service skills test (server/db/seed/skills-tests.ts).
const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const SHOTS = process.env.LEASE_SHOTS_DIR;

interface Content {
  sections: {
    skills_test_section_id: number;
    is_practice: boolean;
    title: string;
    questions: { text: string; options: { text: string }[] }[];
  }[];
}

async function newCandidate(baseURL: string) {
  const email = `lease-timed-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Lea',
    last_name: 'Timed',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: OPEN_REQUISITION },
  });
  expect(applied.ok()).toBe(true);
  const refId = ((await applied.json()) as { data: { ref_id: string } }).data.ref_id;
  const tracker = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const steps = (
    (await tracker.json()) as { data: { steps: { activities: { job_step_activity_id: number; title: string }[] }[] } }
  ).data.steps;
  const activityId = steps
    .flatMap((s) => s.activities)
    .find((a) => a.title === 'Customer service skills test')!.job_step_activity_id;
  const res = await api.get(
    `/api/user-response/v1/skills-test/${refId}/?job_step_activity_id=${activityId}&language=en`,
  );
  const content = ((await res.json()) as { data: Content }).data;
  await anonymous.dispose();
  return { email, api, refId, activityId, content };
}

async function device(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const secondsLeft = async (page: Page) =>
  Number(await page.getByTestId('countdown').locator('.st-countdown__value').getAttribute('data-seconds'));

async function choose(page: Page, question: string, option: string, saved: 'Saved' | 'Saved on this device') {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('radio', { name: option, exact: true }).check();
  await expect(group.locator('.st-saved')).toHaveText(saved);
}

test("one writer across devices (skills test): B is read-only while A runs the section, takes over once A lapses with the server's countdown and answers, and A turns read-only", async ({
  browser,
  baseURL,
}) => {
  const { email, api, refId, activityId, content } = await newCandidate(baseURL!);
  const s1 = content.sections.filter((s) => !s.is_practice)[0]!;
  const q = s1.questions;

  // Device A starts the first timed section and answers one question online.
  const a = await device(browser, baseURL!, email);
  await a.goto(`/user/progress-tracker?jobUuid=${OPEN_REQUISITION}&refId=${refId}`);
  await a.getByRole('link', { name: 'Start Customer service skills test' }).click();
  await a.getByRole('link', { name: 'Start the practice questions' }).click();
  await a.getByRole('link', { name: 'Go to the timed sections' }).click();
  await expect(a.getByRole('heading', { level: 1, name: s1.title })).toBeVisible();
  await a.getByRole('button', { name: 'Start this section' }).click();
  await expect(a.getByTestId('countdown')).toBeVisible();
  await choose(a, q[0]!.text, q[0]!.options[1]!.text, 'Saved');
  const timedUrl = a.url();

  // Device B opens the same test: read-only, says where it is open and when it was last active; no answering.
  const b = await device(browser, baseURL!, email);
  await b.goto(timedUrl);
  const notice = b.getByTestId('lease-notice');
  await expect(notice).toHaveAttribute('data-lease', 'elsewhere');
  await expect(notice).toHaveAttribute('data-last-active', /^\d{4}-\d\d-\d\dT/);
  await expect(b.getByRole('radio')).toHaveCount(0);
  if (SHOTS) {
    await lookAt(b, { path: `${SHOTS}/skills-lease-elsewhere-390.png`, fullPage: true });
    await b.setViewportSize({ width: 1280, height: 800 });
    await lookAt(b, { path: `${SHOTS}/skills-lease-elsewhere-1280.png`, fullPage: true });
    await b.setViewportSize({ width: 390, height: 844 });
  }

  // A goes offline (no heartbeat) and answers another question before B takes over.
  await a.context().setOffline(true);
  await choose(a, q[1]!.text, q[1]!.options[2]!.text, 'Saved on this device');
  const aSecondsBefore = await secondsLeft(a);

  // Once A's lease lapses, B continues here: the section's countdown goes on from the server's start, A's synced answer is there.
  await waitForLeaseToLapse(api, 'skills-test', { ref_id: refId, job_step_activity_id: activityId });
  await b.getByTestId('lease-continue').click();
  await expect(b.getByTestId('countdown')).toBeVisible();
  const bSeconds = await secondsLeft(b);
  // Whole seconds on two pages, each ticking on its own: when the lease lapses within the second
  // after A's reading, B can show the same second (flake 64). A countdown begun again would show
  // the section's whole time, more than A's reading; one that went on shows as much or less.
  expect(bSeconds).toBeLessThanOrEqual(aSecondsBefore);
  expect(bSeconds).toBeGreaterThan(aSecondsBefore - 30);
  await expect(
    b.getByRole('group', { name: q[0]!.text }).getByRole('radio', { name: q[0]!.options[1]!.text, exact: true }),
  ).toBeChecked();

  // A, still offline, answers after the take-over; back online, that answer is refused and shown, and A turns read-only.
  await choose(a, q[2]!.text, q[2]!.options[0]!.text, 'Saved on this device');
  await a.context().setOffline(false);
  const moved = a.getByTestId('lease-notice');
  await expect(moved).toHaveAttribute('data-lease', 'moved');
  await expect(a.getByTestId('lease-refused')).toContainText(q[2]!.text);
  await expect(a.getByRole('radio')).toHaveCount(0);
  if (SHOTS) await a.screenshot({ path: `${SHOTS}/skills-lease-moved-390.png`, fullPage: true });

  // A's answer recorded before the take-over was kept, and reaches B through its heartbeat.
  await expect(
    b.getByRole('group', { name: q[1]!.text }).getByRole('radio', { name: q[1]!.options[2]!.text, exact: true }),
  ).toBeChecked();
  await expect(
    b.getByRole('group', { name: q[2]!.text }).getByRole('radio', { name: q[2]!.options[0]!.text, exact: true }),
  ).not.toBeChecked();
  // B goes on writing.
  await choose(b, q[3]!.text, q[3]!.options[1]!.text, 'Saved');
  await expect(b.getByTestId('lease-notice')).toHaveCount(0);
  await api.dispose();
});

// The demo's "Remote Support Agent" requisition: a Spanish language test, listening then reading.
const REMOTE_JOB = '44444444-4444-4444-8444-444444444444';
const LISTENING = ['A las diez y cuarto', 'A la izquierda, después del banco', 'Porque su hijo está enfermo'];

test('one writer across devices (language test): B is read-only while A answers, takes the test over once A lapses, and A turns read-only', async ({
  browser,
  baseURL,
}) => {
  const email = `lease-lingua-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: 'Lola',
    last_name: 'Lease',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: REMOTE_JOB },
  });
  const refId = ((await applied.json()) as { data: { ref_id: string } }).data.ref_id;
  const activityId = (await trackerActivity(api, refId, 'Spanish language test')).job_step_activity_id;
  await anonymous.dispose();

  const a = await device(browser, baseURL!, email);
  await a.goto(`/user/progress-tracker?jobUuid=${REMOTE_JOB}&refId=${refId}`);
  await a.getByRole('link', { name: 'Start Spanish language test' }).click();
  await a.getByRole('button', { name: 'Start Spanish listening' }).click();
  await a.getByRole('radio', { name: LISTENING[0]!, exact: true }).check();
  await expect(a.locator('.lt-saved')).toHaveText(/^✓ Saved$/);
  const partUrl = a.url();

  const b = await device(browser, baseURL!, email);
  await b.goto(partUrl);
  const notice = b.getByTestId('lease-notice');
  await expect(notice).toHaveAttribute('data-lease', 'elsewhere');
  await expect(b.getByRole('radio')).toHaveCount(0);
  if (SHOTS) {
    await lookAt(b, { path: `${SHOTS}/language-lease-elsewhere-390.png`, fullPage: true });
    await b.setViewportSize({ width: 1280, height: 800 });
    await lookAt(b, { path: `${SHOTS}/language-lease-elsewhere-1280.png`, fullPage: true });
    await b.setViewportSize({ width: 390, height: 844 });
  }

  // A goes offline; once its lease lapses B continues here with A's answer.
  await a.context().setOffline(true);
  await waitForLeaseToLapse(api, 'language-test', { ref_id: refId, job_step_activity_id: activityId });
  await b.getByTestId('lease-continue').click();
  await expect(b.getByTestId('lease-notice')).toHaveCount(0);
  await expect(b.getByRole('radio').first()).toBeVisible();

  // A answers after the take-over; back online it is refused, shown, and A turns read-only.
  await a.getByRole('button', { name: 'Next' }).click();
  await a.getByRole('radio', { name: LISTENING[1]!, exact: true }).check();
  await expect(a.locator('.lt-saved')).toHaveText(/Saved on this device/);
  await a.context().setOffline(false);
  await expect(a.getByTestId('lease-notice')).toHaveAttribute('data-lease', 'moved');
  await expect(a.getByTestId('lease-refused')).toBeVisible();
  await expect(a.getByRole('radio')).toHaveCount(0);
  if (SHOTS) {
    await lookAt(a, { path: `${SHOTS}/language-lease-moved-390.png`, fullPage: true });
    await a.setViewportSize({ width: 1280, height: 800 });
    await lookAt(a, { path: `${SHOTS}/language-lease-moved-1280.png`, fullPage: true });
  }
  await api.dispose();
});
