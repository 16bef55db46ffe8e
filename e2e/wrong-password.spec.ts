import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';

test('given a wrong password, when the user signs in, then the form says "Incorrect Email or Password" and stays put', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, demo.owner, 'Not-the-password-9!');
  await expect(page.getByText('Incorrect Email or Password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('given an address with no account, the form gives the same answer, so it tells nobody who has an account', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, 'nobody@nowhere.test', 'Not-the-password-9!');
  await expect(page.getByText('Incorrect Email or Password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
