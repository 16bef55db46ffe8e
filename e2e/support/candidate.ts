/** A new candidate, signed up through the API and applied to a requisition, and what the specs ask of their tracker. */
import { expect, request, type APIRequestContext, type Page } from './test.ts';
import { DEMO_PASSWORD, demo } from './demo-users.ts';
import { enterSignUpCode, signUpByApi } from './sign-up.ts';

export interface NewApplicant {
  email: string;
  /** Signed in as the candidate (bearer token). */
  api: APIRequestContext;
  refId: string;
  userId: number;
}

export interface TrackerActivity {
  job_step_activity_id: number;
  title: string;
  is_completed: boolean;
  /** The questionnaire's assessment, for a questionnaire activity. */
  asmt_id: number | null;
}

/** Signs up `email` (password DEMO_PASSWORD, speaking `language` when given) and applies to `jobUuid`. */
export async function newApplicant(
  baseURL: string,
  email: string,
  jobUuid: string,
  name: { first: string; last: string } = { first: 'Casey', last: 'Candidate' },
  language?: 'en' | 'es' | 'fr',
): Promise<NewApplicant> {
  const anonymous = await request.newContext({ baseURL });
  const { token, user } = await signUpByApi(anonymous, {
    first_name: name.first,
    last_name: name.last,
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    ...(language ? { preferred_language: language } : {}),
  });
  await anonymous.dispose();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const applied = await api.post(`/api/user/v1/progress-tracker/user/${user.user_id}/`, {
    data: { job_uuid: jobUuid },
  });
  expect(applied.ok()).toBe(true);
  return {
    email,
    api,
    refId: ((await applied.json()) as { data: { ref_id: string } }).data.ref_id,
    userId: user.user_id,
  };
}

/** The tracker's activity titled `title`, as the server has it now. */
export async function trackerActivity(api: APIRequestContext, refId: string, title: string): Promise<TrackerActivity> {
  const response = await api.get(`/api/user/v1/progress-tracker/${refId}/`);
  const { steps } = ((await response.json()) as { data: { steps: { activities: TrackerActivity[] }[] } }).data;
  const found = steps.flatMap((s) => s.activities).find((a) => a.title === title);
  if (!found) throw new Error(`No activity "${title}" on tracker ${refId}`);
  return found;
}

/** The owner's scorecard id (user_smartreq_id) of the candidate's first application. */
export async function scorecardIdOf(baseURL: string, userId: number): Promise<number> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const list = await api.get(`/api/smartreq/v1/applicants/account/${user.roles[0]!.account_id}/?user_id=${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = ((await list.json()) as { data: { data: { user_smartreq_id: number }[] } }).data.data;
  await api.dispose();
  return rows[0]!.user_smartreq_id;
}

/** A new candidate opens a requisition's public link, creates an account there and lands on their tracker. */
export async function signUpFromPublicLink(
  page: Page,
  jobUuid: string,
  name: { first: string; last: string },
): Promise<void> {
  await page.goto(`/?sr=${jobUuid}`);
  await page.getByRole('link', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  const email = `${name.first.toLowerCase()}.${Date.now()}@e2e.test`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Applicant-pass-1');
  await page.getByLabel('Confirm password').fill('Applicant-pass-1');
  await page.getByLabel('I accept the terms of use and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await enterSignUpCode(page, email);
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${jobUuid}&refId=`));
}

/**
 * Takes "Go on anyway, online" when the page offers it (the device not ready to work offline yet).
 * The device may get ready between the look and the click, and the offer go: nothing left to take.
 * The offer is held as the one element on the page now, not as a locator: once the page takes it
 * away, the click fails at once (not attached) instead of waiting for an offer that will not
 * come back, so no wait needs a length. `name` is the offer's text in the page's language.
 */
export async function takeOnlineOffer(page: Page, name = 'Go on anyway, online'): Promise<void> {
  const goOn = page.getByRole('button', { name });
  const [offer] = await goOn.elementHandles();
  if (!offer) return;
  try {
    if (await offer.isVisible()) await offer.click();
  } catch (error) {
    if (await goOn.isVisible()) throw error;
  } finally {
    await offer.dispose();
  }
}

/**
 * Presses an activity's Start once it can be used, for journeys whose subject is not the offline
 * start (offline-readiness.spec.ts proves that). Until the device is ready to work offline the page
 * keeps Start disabled and offers "Go on anyway, online"; readiness can take minutes on a loaded
 * machine (a pathway journey waited five), and a person who does not wait takes the offer.
 * `name`: the start's text (a skills test's timed section says "Start this section"). Pressing a
 * Start that stays disabled would wait with no bound but the test's own (D502).
 */
export async function startOnline(page: Page, name = 'Start'): Promise<void> {
  const start = page.getByRole('button', { name, exact: true, disabled: false });
  const goOn = page.getByRole('button', { name: 'Go on anyway, online' });
  await expect(start.or(goOn).first()).toBeVisible();
  if (!(await start.isVisible())) await takeOnlineOffer(page);
  await start.click();
}
