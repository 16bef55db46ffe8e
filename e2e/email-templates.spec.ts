import { expect, test } from './support/test.ts';
import { signInAt } from './support/sign-in.ts';

/** A folder to keep screenshots of each step in, when someone wants to look at the layout. */
const SHOTS = process.env.EMAIL_EDITOR_SHOTS;
const preview = (page: import('@playwright/test').Page) => page.frameLocator('iframe[title="Email preview"]');

// A phone and a desktop; each run ends restored to default, so the next starts from the same text.
for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("given Demo Company's owner, when editing the message to applicants, then an unknown variable blocks Save, a valid change saves, and Restore to Default asks first", async ({
      page,
    }) => {
      await signInAt(page, 'owner@demo-company.test', '/settings/templates/email');
      await expect(page.getByRole('heading', { name: 'Email templates' })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Message to applicants' }).click();
      await expect(page.getByRole('heading', { name: 'Message to applicants' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Test Data' })).toHaveCount(0);

      const body = page.getByLabel('Email body (HTML)');
      await body.fill(
        '<p>Hello {{first_name|:there}}, {{frist_name}}</p><div>{{message}}</div><p>{{company_name|:Our}} team</p>',
      );
      await expect(page.getByText('{{frist_name}} is not a variable of this email (line 1, column 33).')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
      await body.fill('<p>Hello {{first_name|:there}},</p><div>{{message}}</div><p>{{company_name|:Our}} team</p>');
      // No test data yet: the preview reads each variable's sample, never an empty gap (D201).
      await expect(preview(page).getByText('Hello Dana,')).toBeVisible();
      await expect(preview(page).getByText('Demo Company team')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The email template is saved.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

      // Changed in English only: Spanish is marked missing, and the English version shows beside the
      // Spanish editor to translate from (D234); the list names what is missing.
      await page.getByLabel('Template language').selectOption('es');
      await expect(page.getByTestId('missing-version')).toContainText(
        'Missing: you changed this email in English, but not in Spanish.',
      );
      await expect(page.getByLabel('Template language').locator('option[value="es"]')).toHaveText(
        'Spanish (missing: default text)',
      );
      await page.getByLabel('Beside the editor').selectOption({ label: 'The English version' });
      const other = page.getByTestId('other-version');
      await expect(other).toContainText('English: your own version.');
      await expect(
        page.frameLocator('iframe[title="English version of the email"]').getByText('Hello {{first_name|:there}},'),
      ).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/beside-${width}.png`, fullPage: true });
      await other.getByRole('button', { name: 'Edit the English version' }).click();
      await expect(page.getByLabel('Template language')).toHaveValue('en');
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Message to applicants' })
          .getByText('Missing in: Spanish, French'),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Message to applicants' }).click();
      await expect(page.getByRole('heading', { name: 'Message to applicants' })).toBeVisible();

      await page.getByRole('tab', { name: 'Test Data' }).click();
      await page.getByLabel('{{first_name}}').fill('Rosa');
      await expect(preview(page).getByText('Hello Rosa,')).toBeVisible();
      // Test data typed: an empty value shows its fallback.
      await expect(preview(page).getByText('Our team')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-data-${width}.png`, fullPage: true });
      await page.reload();
      await page.getByRole('tab', { name: 'Test Data' }).click();
      await expect(page.getByLabel('{{first_name}}')).toHaveValue('Rosa');

      await page.getByRole('button', { name: 'Restore to Default' }).click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByText(
          'Are you sure you want to restore this email template to the default template? All of your changes will be lost and will not be able to be recovered.',
        ),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Restore to Default' }).click();
      await expect(page.getByText('The email template is back to the default.')).toBeVisible();
      await expect(page.getByLabel('Email body (HTML)')).toHaveValue('<div>{{message}}</div>');
    });
  });
}

test('given a provider admin, when opening the password-reset system template in Spanish, then its Spanish text shows with a preview and Test Data', async ({
  page,
}) => {
  await signInAt(page, 'admin@assay.test', '/email-editor');
  await page.getByRole('link', { name: 'Password reset' }).click();
  await expect(page).toHaveURL(/\/email-editor\/password_reset/);
  await page.getByLabel('Template language').selectOption('es');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Restablece tu contraseña de Assay');
  await page.getByRole('tab', { name: 'Test Data' }).click();
  await page.getByLabel('{{first_name}}').fill('Dana');
  await expect(preview(page).getByText('Hola, Dana:')).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Preview' }).getByText('Subject: Restablece tu contraseña de Assay'),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/system-es-1366.png`, fullPage: true });
});
