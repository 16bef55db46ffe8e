import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users.ts';

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
