import { expect, request, test, type Page } from './support/test.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: 390, height: 844 } });

/** The persisted read snapshot (persist-reads.ts) holds the profile with this phone number. */
async function snapshotHasPhone(page: Page, phone: string): Promise<boolean> {
  return page.evaluate(
    (p) => (localStorage.getItem('assay.candidate-reads') ?? '').includes(`"phone_number":"${p}"`),
    phone,
  );
}

test('a candidate who opened her profile once online can read it offline after a reload, and a save followed by an instant reload shows the saved values', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `profile.offline.${Date.now()}@e2e.test`;
  const anonymous = await request.newContext({ baseURL });
  await signUpByApi(anonymous, {
    first_name: 'Paula',
    last_name: 'Offline',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();

  await signIn(page, email);
  await page.goto('/user/personal-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await waitForServiceWorker(page);

  // No company asks a person who has applied nowhere for a date of birth or a gender (D267), and
  // the phone number saves without them.
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await expect(page.getByLabel('Gender')).toHaveCount(0);
  await page.getByLabel('Phone number').fill('5125550111');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  // Reloading at once: the persisted snapshot may still hold the profile as it was before the
  // save (it is written 500 ms late); online, the page shows the server's copy all the same.
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('5125550111');
  await expect(page.getByLabel('First name')).toHaveValue('Paula');
  await expect
    .poll(() => snapshotHasPhone(page, '5125550111'), { message: "the device's snapshot holds the new phone" })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Paula');
  await expect(page.getByLabel('Last name')).toHaveValue('Offline');
  await expect(page.getByLabel('Phone number')).toHaveValue('5125550111');
  await expectAccessible(page);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await lookAt(page, { path: `${SHOTS}/profile-offline-${width}.png`, fullPage: true });
    }
  }

  // Back online: a save works again and the next reload shows it.
  await context.setOffline(false);
  await page.getByLabel('Phone number').fill('5125550122');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('5125550122');
});
