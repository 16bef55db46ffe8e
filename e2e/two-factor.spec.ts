import { expect, test, type Page } from './support/test.ts';
import { generate } from 'otplib';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { ownCompany } from './support/company.ts';
import { submitSignIn } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ? 'test-results/two-factor' : undefined;

/**
 * A company of its own (e2e/support/company.ts) whose owner then required a second factor: no other
 * journey signs in as this owner or sees this company.
 */
async function companyRequiringTwoFactor(baseURL: string): Promise<string> {
  const owner = await ownCompany(baseURL, 'Two-Factor Co', {
    email: 'owner-2fa@example.com',
    first: 'Tove',
    last: 'Factor',
  });
  const required = await owner.api.put(`/api/account/v1/${owner.accountId}/second-factor-policy/`, {
    data: { require_second_factor: true, proof: { password: DEMO_PASSWORD } },
  });
  expect(required.ok()).toBe(true);
  await owner.api.dispose();
  return owner.email;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('given a company that requires a second factor, its owner enrols an authenticator app at sign-in, then signs in with a code, with a passkey as the second step, and with the passkey alone', async ({
  page,
  baseURL,
}) => {
  const email = await companyRequiringTwoFactor(baseURL!);
  // WebAuthn needs a domain: the same server, reached as localhost.
  const site = baseURL!.replace('127.0.0.1', 'localhost');

  await page.goto(`${site}/login`);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/change-password/);
  await expect(page.getByText('Your company requires a second factor for your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const secret = (await page.locator('code.two-factor__secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await shoot(page, 'enrol');
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await shoot(page, 'recovery-codes');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.goto(`${site}/home`);
  await expect(page).toHaveURL(/\/home/);

  await page.goto(`${site}/logout`);
  await expect(page).toHaveURL(/\/login/);
  await submitSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await shoot(page, 'second-step');
  // The next time step's code: later than the one enrolment used (a code works once), and
  // accepted with one step of drift however long the page took to get here.
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home/);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto(`${site}/change-password`);
  await page.getByLabel('Passkey name').fill('Journey laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Remove Journey laptop' })).toBeVisible();
  await shoot(page, 'passkeys');

  await page.goto(`${site}/logout`);
  await expect(page).toHaveURL(/\/login/);
  await submitSignIn(page, email);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/home/);

  // The same passkey, discoverable, signs in alone: no email, no password (D212).
  await page.goto(`${site}/logout`);
  await expect(page).toHaveURL(/\/login/);
  await shoot(page, 'passwordless');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/home/);
});
