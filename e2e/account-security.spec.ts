import { expect, test, type APIRequestContext } from './support/test.ts';
import { ROLE_FLAGS } from '../contracts/user.ts';
import { demo, DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { signUpByApi } from './support/sign-up.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ? 'test-results/account-security' : undefined;

async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/v1/login/', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { token: string; user: { roles: { account_id: number }[] } };
}

test('given two devices signed in, then the sessions page of one signs the other out at once; the audit log shows a flag change made here', async ({
  browser,
  request,
}) => {
  // A person of our own: no other journey signs in as them.
  const stamp = Date.now();
  const email = `two-devices-${stamp}@example.com`;
  const password = 'Harbour-lantern-58!';
  await signUpByApi(request, {
    first_name: 'Dana',
    last_name: 'Devices',
    email,
    password,
    password_confirmation: password,
  });

  const laptop = await (await browser.newContext()).newPage();
  const phone = await (
    await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  for (const page of [laptop, phone]) {
    await page.goto('/login');
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL(/\/user\/progress(\?|$)/);
  }

  // A candidate's way in: the account menu's Change Password page.
  await laptop.getByRole('button', { name: /Account menu/ }).click();
  await laptop.getByRole('link', { name: 'Change Password' }).click();
  await laptop.getByRole('link', { name: 'See where you are signed in' }).click();
  await expect(laptop.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
  const devices = laptop.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  // The laptop, the phone, and the sign-up's own session (it signed in through the API).
  await expect(devices).toHaveCount(3);
  const here = devices.filter({ hasText: 'This device' });
  await expect(here).toContainText('Chrome');
  await expect(here).toContainText('127.0.0.x');
  const other = devices.filter({ hasText: 'Safari' });
  await expect(other).toContainText('iOS');
  if (SHOTS)
    for (const width of [390, 1366]) {
      await laptop.setViewportSize({ width, height: 900 });
      await lookAt(laptop, { path: `${SHOTS}/sessions-${width}.png`, fullPage: true });
    }
  await other.getByRole('button', { name: /^Sign out Safari/ }).click();
  await laptop.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
  await laptop.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'Safari' })).toHaveCount(0);

  // The phone's next request is refused and it goes to sign-in; the laptop carries on.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await laptop.reload();
  await expect(laptop.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
  await laptop.getByRole('button', { name: 'Sign out all other devices' }).click();
  await laptop.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
  await laptop.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(laptop.getByText('You are signed in on this device only.')).toBeVisible();
  await expect(devices).toHaveCount(1);

  // A flag change by the owner, on a person of our own, shows in the company's audit log.
  const owner = await apiSignIn(request, demo.owner);
  const accountId = owner.user.roles[0]!.account_id;
  const headers = { authorization: `Bearer ${owner.token}` };
  const noFlags = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, false]));
  const invited = await request.post(`/api/account/v1/${accountId}/users/`, {
    headers,
    data: { email: `audited-${stamp}@example.com`, first_name: 'Aude', last_name: `Audited${stamp}`, flags: noFlags },
  });
  expect(invited.status()).toBe(200);
  const { user_id: userId } = (await invited.json()).data as { user_id: number };
  const changed = await request.put(`/api/account/v1/${accountId}/users/${userId}/flags/`, {
    headers,
    data: { flags: { ...noFlags, company_dashboard_access: true } },
  });
  expect(changed.status()).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, demo.owner);
  await admin.goto('/settings/audit-log');
  await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(admin.getByText(/kept for as long as your company has its Assay account/)).toBeVisible();
  await admin.getByLabel('Kind of change').selectOption({ label: "Changed a user's permissions" });
  await expect(admin).toHaveURL(/event=staff_flags_changed/);
  // The filtered list replaces the whole one: the invitation no longer shows.
  await expect(admin.getByRole('row').filter({ hasText: 'Invited a user' })).toHaveCount(0);
  const entry = admin.getByRole('row').filter({ hasText: `Aude Audited${stamp}` });
  await expect(entry).toContainText("Changed a user's permissions");
  await expect(entry).toContainText(/127\.0\.0\.1|::1/);
  if (SHOTS)
    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: 900 });
      await lookAt(admin, { path: `${SHOTS}/audit-log-${width}.png`, fullPage: true });
    }
});

test('given a company admin on the security settings, then the domains scorecards may be shared with are checked field by field, saved and in the audit log (D212)', async ({
  page,
}) => {
  await signIn(page, demo.owner);
  await page.goto('/settings/security');
  const sharing = page.getByRole('form', { name: 'Sharing scorecards' });
  await expect(sharing.getByText("No domains: scorecards can be shared only with your company's staff.")).toBeVisible();
  const add = sharing.getByRole('button', { name: 'Add a domain' });
  await add.click();
  await sharing.getByLabel('Domain 1').fill('gmail.com');
  await add.click();
  await sharing.getByLabel('Domain 2').fill('https://partner.example/jobs');
  await sharing.getByRole('button', { name: 'Save domains' }).click();
  await expect(sharing.getByRole('link', { name: /^Domain 1: Anyone can get an address/ })).toBeVisible();
  await expect(sharing.getByRole('link', { name: /^Domain 2: Enter a domain such as example\.com/ })).toBeVisible();
  if (SHOTS)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, { path: `${SHOTS}/share-domains-errors-${width}.png`, fullPage: true });
    }

  await sharing.getByLabel('Domain 1').fill('Agency.example');
  await sharing.getByLabel('Domain 2').fill('@partner.example');
  await sharing.getByRole('button', { name: 'Save domains' }).click();
  await expect(sharing.getByText('Domains saved.')).toBeVisible();
  await page.reload();
  await expect(sharing.getByLabel('Domain 1')).toHaveValue('agency.example');
  await expect(sharing.getByLabel('Domain 2')).toHaveValue('partner.example');

  await page.goto('/settings/audit-log');
  await page.getByLabel('Kind of change').selectOption({ label: 'Changed the domains scorecards may be shared with' });
  await expect(
    page.getByRole('row').filter({ hasText: 'Changed the domains scorecards may be shared with' }),
  ).not.toHaveCount(0);

  // Back as it was, for the journeys that share scorecards with Demo Company's staff only.
  await page.goto('/settings/security');
  await sharing.getByRole('button', { name: 'Remove domain 2' }).click();
  await sharing.getByRole('button', { name: 'Remove domain 1' }).click();
  await sharing.getByRole('button', { name: 'Save domains' }).click();
  await expect(sharing.getByText("No domains: scorecards can be shared only with your company's staff.")).toBeVisible();
});
