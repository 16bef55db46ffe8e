/**
 * D242: sign-up answers the same whether the address is new or already has an account, so the
 * form tells no one which addresses are known. A new address is mailed a code that creates the
 * account; a known one's owner is mailed that someone tried, and no code.
 */
import { expect, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { mails, waitForMail } from './support/mailbox.ts';
import { enterSignUpCode, SIGN_UP_CODE_SUBJECT } from './support/sign-up.ts';

const PASSWORD = 'Known-address-7!';
const SOMEONE_TRIED = 'Someone tried to create an Assay account with your email';

async function sendSignUpForm(page: Page, email: string): Promise<void> {
  await page.goto('/create-account');
  await page.getByLabel('First name').fill('Kim');
  await page.getByLabel('Last name').fill('Known');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('signing up again with an address that has an account shows the same "Check your email"; its owner is mailed instead of a code', async ({
  browser,
}) => {
  const email = `known.${Date.now()}@e2e.test`;

  // A new address: the code from the mail creates the account.
  const owner = await (await browser.newContext()).newPage();
  await sendSignUpForm(owner, email);
  const card = owner.getByRole('main');
  await expect(card.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const secondStep = await card.innerText();
  await enterSignUpCode(owner, email);
  await expect(owner).toHaveURL(/\/user\/progress(\?|$)/);

  // Someone else, on another device, signs up with the same (now known) address: the same step.
  const other = await (await browser.newContext()).newPage();
  await sendSignUpForm(other, email);
  const otherCard = other.getByRole('main');
  await expect(otherCard.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(otherCard.getByLabel('Code from the email')).toBeVisible();
  await expect(otherCard.getByRole('button', { name: 'Create account', exact: true })).toBeVisible();
  await expect(otherCard.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  await expect(otherCard.getByText('Use a different email')).toBeVisible();
  await expect(otherCard).toHaveText(secondStep, { useInnerText: true });
  await expectAccessible(other);

  // The owner is told someone tried, with the ways back into the account; no second code is sent.
  const notice = await waitForMail(email, { subject: SOMEONE_TRIED });
  expect(notice.text).toContain('an account already exists for it');
  expect(await mails({ to: email, subject: SIGN_UP_CODE_SUBJECT })).toHaveLength(1);
});
