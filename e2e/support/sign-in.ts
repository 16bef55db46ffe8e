import { expect, request, type APIRequestContext, type Page } from './test.ts';
import { DEMO_PASSWORD, demo } from './demo-users.ts';

/** The form labels it "Email address"; "Email" would do as well. */
export const emailField = (page: Page) => page.getByLabel(/^Email( address)?$/);

/** Fills the sign-in form the way a person does; the caller checks where it lands. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login, signs in and waits for the default landing page: a candidate's progress, staff's home (D202). */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/(user\/progress|home)(\?|$)/);
}

/**
 * Signs in through the API, as the sign-in form's request does (the refresh cookie and the session
 * hint land in the page's browser context), then opens `path`, where the app restores the session
 * from the cookie: for journeys whose subject comes after signing in. It saves the sign-in page's
 * load, the landing page's load and render, then a second full load; the form itself and where
 * each user lands are walked by signIn above (login-shell, wrong-password,
 * demo-users-land-with-their-navbar, deep-link-returns-after-sign-in and others).
 */
export async function signInAt(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/v1/login/', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  await page.goto(path);
}

/** The demo owner's API, signed in with a bearer token (for a journey's set-up and its checks), and their company. */
export async function ownerApi(baseURL: string): Promise<{ api: APIRequestContext; accountId: number }> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  await anonymous.dispose();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  return { api, accountId: user.roles[0]!.account_id };
}
