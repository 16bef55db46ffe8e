import { expect, request, test, type APIRequestContext, type Page } from './support/test.ts';
import { startOidcProvider, type OidcTestProvider } from '../server/test/oidc-test-provider.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';

// A staff member of Demo Company whose email domain signs in through the company's identity
// provider (a real OpenID Connect provider, oidc-provider, run here on port 3757) opens a saved
// scorecard link while signed out: the login form offers single sign-on for their email, the
// provider's page signs them in, and the callback lands them on that scorecard.

const PROVIDER_PORT = 3757;
const CLIENT_ID = 'assay-e2e';
const DOMAIN = 'sso-demo.test';
const STAFF_EMAIL = `sam.sso@${DOMAIN}`;
const MARIA_SCORECARD = '/smartreq-detail-applicant/3';
const MY_INTERVIEWS = '/interviews/my-interviews';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let idp: OidcTestProvider;
let owner: APIRequestContext;
let accountId: number;

const ssoSettings = (enabled: boolean, issuer = idp.issuer) => ({
  enabled,
  issuer,
  client_id: CLIENT_ID,
  domains: [DOMAIN],
  password_allowed: true,
  // How a whole company signs in: the owner's own step-up proof with the request (D262).
  proof: { password: DEMO_PASSWORD },
});

test.beforeAll(async ({ baseURL }) => {
  idp = await startOidcProvider({
    port: PROVIDER_PORT,
    clients: [{ client_id: CLIENT_ID, redirect_uris: [`${baseURL}/okta/callback`] }],
    accounts: { [STAFF_EMAIL]: { given_name: 'Sam', family_name: 'Sso' } },
  });
  const anonymous = await request.newContext({ baseURL });
  const signedIn = await anonymous.post('/api/auth/v1/login/', {
    data: { email: demo.owner, password: DEMO_PASSWORD },
  });
  const { token, user } = (
    (await signedIn.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  await anonymous.dispose();
  accountId = user.roles[0]!.account_id;
  owner = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  expect((await owner.put(`/api/account/v1/${accountId}/sso/`, { data: ssoSettings(true) })).ok()).toBe(true);
  // Sam is staff with requisition access (invited; never set a password): single sign-on is their way in.
  const invited = await owner.post(`/api/account/v1/${accountId}/users/`, {
    data: {
      email: STAFF_EMAIL,
      first_name: 'Sam',
      last_name: 'Sso',
      flags: {
        all_employee_access: false,
        company_settings_access: false,
        full_access: false,
        job_profile_access: false,
        performance_access: false,
        private_data_access: false,
        company_dashboard_access: false,
        smartreq_access: true,
        all_pathways_access: false,
      },
    },
  });
  expect([200, 409]).toContain(invited.status());
});

test.afterAll(async () => {
  await owner?.put(`/api/account/v1/${accountId}/sso/`, { data: ssoSettings(false) });
  await owner?.dispose();
  await idp?.close();
});

/** From the login form through the provider's own sign-in page (on `port`) back to the saved link. */
async function signInThroughProvider(page: Page, port: number, savedPath: string) {
  await page.goto(savedPath);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email address').fill(STAFF_EMAIL);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/interaction/`));
  await page.locator('input[name="login"]').fill(STAFF_EMAIL);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(savedPath)}$`));
}

test("a signed-out staff member opens a scorecard link, signs in at the company's provider and lands on the scorecard", async ({
  page,
}) => {
  await signInThroughProvider(page, PROVIDER_PORT, MARIA_SCORECARD);
  await expect(page.getByRole('heading', { level: 1, name: /Maria Garcia|María García/ })).toBeVisible();

  // Signed out, the next protected link goes straight back through the provider (whose session still holds).
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto(MARIA_SCORECARD);
  await expect(page).toHaveURL(new RegExp(`${MARIA_SCORECARD}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Maria Garcia|María García/ })).toBeVisible();
});

test('a saved interviews link lands there after single sign-on; when the session at the provider ends, the next renewal fails and the staff member is signed out', async ({
  page,
  baseURL,
}) => {
  // A second provider whose access tokens live 130 s: oidc-client-ts renews them 120 s early, so
  // about ten seconds after signing in. (A provider that does not answer at all is retried until
  // the token expires, which then signs out the same way.)
  const shortLived = await startOidcProvider({
    port: PROVIDER_PORT + 1,
    accessTokenSeconds: 130,
    clients: [{ client_id: CLIENT_ID, redirect_uris: [`${baseURL}/okta/callback`] }],
    accounts: { [STAFF_EMAIL]: { given_name: 'Sam', family_name: 'Sso' } },
  });
  try {
    expect(
      (await owner.put(`/api/account/v1/${accountId}/sso/`, { data: ssoSettings(true, shortLived.issuer) })).ok(),
    ).toBe(true);
    await signInThroughProvider(page, PROVIDER_PORT + 1, MY_INTERVIEWS);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The provider's session cookie goes (signed out there, or its session lapsed): the silent
    // renewal comes back with login_required.
    await page.context().clearCookies({ domain: 'localhost' });
    await expect(page).toHaveURL(/\/login/);
    // Signed out here too: the next protected page asks the provider, which wants a sign-in again.
    await page.goto('/hire');
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${PROVIDER_PORT + 1}/interaction/`));
  } finally {
    await shortLived.close();
    await owner.put(`/api/account/v1/${accountId}/sso/`, { data: ssoSettings(true) });
  }
});

test('a staff member who signs in only through the provider confirms it is them by signing in there again, in a window of its own, and sets up an authenticator app (D286)', async ({
  page,
}) => {
  await signInThroughProvider(page, PROVIDER_PORT, MY_INTERVIEWS);
  await page.goto('/change-password');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This changes how you sign in. Confirm it is you first.')).toBeVisible();
  await expect(
    dialog.getByText('Sign in again at your company’s identity provider: it opens in a new window.'),
  ).toBeVisible();
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const popup = await opened;
  // The provider asks again (max_age=0, prompt=login) although its session from the sign-in holds.
  await expect(popup).toHaveURL(new RegExp(`^http://localhost:${PROVIDER_PORT}/interaction/`));
  const closed = popup.waitForEvent('close');
  await popup.locator('input[name="login"]').fill(STAFF_EMAIL);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await closed;
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.locator('code.two-factor__secret')).not.toBeEmpty();
});
