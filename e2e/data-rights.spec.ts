import { expect, test, type Page } from './support/test.ts';
import { unzipSync, strFromU8 } from 'fflate';
import { readFile } from 'node:fs/promises';
import { newApplicant } from './support/candidate.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';

/** The keys of the form drafts this browser keeps in the app's IndexedDB store. */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('formDrafts')) return resolve([]);
          const keys = db.transaction('formDrafts').objectStore('formDrafts').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

test('a candidate downloads their data, then deletes their account and can no longer sign in', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const email = `rights-${stamp}@candidate.test`;
  await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Robin', last: `Rights${stamp}` });

  await signIn(page, email);
  await page.getByRole('button', { name: /Account menu for Robin/ }).click();
  await page.getByRole('link', { name: 'Download my data' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your archive is ready' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my archive' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(strFromU8(files['README.txt']!)).toContain('Everything Assay holds about you');
  expect(JSON.parse(strFromU8(files['data/users.json']!))).toEqual([
    expect.objectContaining({ email, first_name: 'Robin' }),
  ]);
  expect(JSON.parse(strFromU8(files['data/user_trackers.json']!))).toHaveLength(1);

  // A change typed on this device and not saved: kept as a draft in IndexedDB until erasure.
  await page.goto('/user/personal-profile');
  await page.getByLabel('City').fill('Unsent town');
  await expect
    .poll(() => draftKeys(page), { message: "the profile's draft kept on the device" })
    .toContainEqual(expect.stringMatching(/^profile:\d+$/));

  await page.getByRole('button', { name: /Account menu for Robin/ }).click();
  await page.getByRole('link', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await page.getByLabel('Type your password to confirm').fill('not my password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('The current password you provided is incorrect.').first()).toBeVisible();
  await page.getByLabel('Type your password to confirm').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account and personal data have been deleted.')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  await submitSignIn(page, email);
  await expect(page.getByText('Incorrect Email or Password')).toBeVisible();
});
