import { expect, test, type Page } from './support/test.ts';
import { translate, type Locale } from './support/catalog.ts';

const LOGIN_HEADING = 'Sign in';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
// The switch is labelled in the language being shown, so find it by any of its three names.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const languageSwitch = (page: Page) =>
  page.getByRole('combobox', {
    name: new RegExp(
      `^(${(['en', 'es', 'fr'] as Locale[]).map((l) => escapeRegExp(translate(l, 'Language'))).join('|')})$`,
    ),
  });

test('switching the language to Spanish, then French, changes the texts and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(heading(page)).toHaveText(LOGIN_HEADING);

  const spanish = translate('es', LOGIN_HEADING);
  expect(spanish).not.toBe(LOGIN_HEADING);
  await languageSwitch(page).selectOption('es');
  await expect(heading(page)).toHaveText(spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(heading(page)).toHaveText(spanish);

  const french = translate('fr', LOGIN_HEADING);
  expect(french).not.toBe(LOGIN_HEADING);
  await languageSwitch(page).selectOption('fr');
  await expect(heading(page)).toHaveText(french);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const [browserLocale, locale] of [
  ['es-MX', 'es'],
  ['fr-CA', 'fr'],
  ['de-DE', 'en'],
] as const) {
  test.describe(() => {
    test.use({ locale: browserLocale });
    test(`a first visit from a browser set to ${browserLocale} shows the ${locale} texts`, async ({ page }) => {
      await page.goto('/login');
      await expect(heading(page)).toHaveText(translate(locale, LOGIN_HEADING));
    });
  });
}
