import { expect, test, type Page } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';

const SHOTS = process.env.COMPANY_SETTINGS_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('given the company owner, then they correct and save the company details, and add, find, rename and turn off a source', async ({
  page,
}) => {
  const stamp = Date.now();
  await signInAt(page, demo.owner, '/settings');
  await expect(page).toHaveURL(/\/settings\/details$/);
  await expect(page.getByRole('heading', { name: 'Company details', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Demo Company');

  // Wrong fields are named next to each field, and nothing is saved.
  await page.getByLabel('Company name').fill('');
  await page.getByLabel('Logo address').fill('http://insecure.example.com/logo.png');
  await page.getByLabel('Locations').fill('Austin, TX\naustin, tx');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.locator('#company-name-error')).toContainText("Enter the company's name.");
  await expect(page.locator('#company-logo-error')).toContainText('Enter an address that starts with https://.');
  await expect(page.locator('#company-locations-error')).toContainText('List each location once.');
  await shoot(page, 'details-errors');

  await page.getByLabel('Company name').fill('Demo Company');
  await page.getByLabel('Logo address').fill('');
  await page.getByLabel('Locations').fill('Austin, TX\nRemote');
  // The zone is searched, as on the scheduling screens, not scrolled for among 400.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('chicago');
  await page.getByRole('option', { name: /^America\/Chicago/ }).click();
  await expect(zone).toHaveValue(/^America\/Chicago \(GMT-[56]\)$/);
  await page.getByLabel('Headline').fill(`Build with us ${stamp}`);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue(`Build with us ${stamp}`);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^America\/Chicago \(GMT-[56]\)$/);
  await expect(page.getByLabel('Locations')).toHaveValue('Austin, TX\nRemote');
  await shoot(page, 'details');

  await page.goto('/settings/sources');
  await expect(page.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.locator('#new-source-name-error')).toContainText('Enter a name.');
  const name = `Job fair ${stamp}`;
  await page.getByLabel('Source name').fill(name);
  await page.getByLabel('Type').selectOption({ label: 'Event' });
  await page.getByRole('button', { name: 'Add source' }).click();
  const list = page.getByRole('list', { name: 'Sources' });
  await expect(list.locator('.company-list__name', { hasText: name })).toBeVisible();

  // The same name again (case ignored) is refused next to the field.
  await page.getByLabel('Source name').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.locator('#new-source-name-error')).toContainText('Another entry already has this name.');

  await page.getByLabel('Search sources by name').fill(String(stamp));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  const renamed = `Autumn fair ${stamp}`;
  await list.getByLabel('Source name').fill(renamed);
  await list.getByRole('button', { name: 'Save source' }).click();
  await expect(list.locator('.company-list__name', { hasText: renamed })).toBeVisible();
  await list.getByRole('button', { name: `Turn off ${renamed}` }).click();
  await expect(list.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active only' });
  await expect(page.getByText('No source matches.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active and inactive' });
  await page.getByLabel('Search sources by name').fill('');
  await shoot(page, 'sources');
});

test('given the company owner, then they add a rejection reason, delete it, and are asked for a replacement before deleting one that applications have', async ({
  page,
}) => {
  const stamp = Date.now();
  await signInAt(page, demo.owner, '/settings/custom');
  await expect(page).toHaveURL(/\/settings\/custom\/rejection-reason$/);
  await expect(page.getByRole('heading', { name: 'Rejection reasons', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Rejection reasons' });
  await expect(list.getByRole('listitem')).toHaveCount(8);

  await page.getByRole('button', { name: 'Add reason' }).click();
  await expect(page.locator('#new-reason-name-error')).toContainText('Enter a reason.');
  const name = `Visa sponsorship ${stamp}`;
  await page.getByLabel('Reason', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add reason' }).click();
  await expect(list.locator('.company-list__name', { hasText: name })).toBeVisible();

  await page.getByLabel('Type', { exact: true }).last().selectOption({ label: 'Withdrawn by the candidate' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Type', { exact: true }).last().selectOption({ label: 'Both types' });

  await list.getByRole('button', { name: 'Delete Position filled' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Replace with')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Choose the reason that takes its place.')).toBeVisible();
  await shoot(page, 'reason-delete');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await list.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(dialog.getByText('No application has this reason.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.locator('.company-list__name', { hasText: name })).toHaveCount(0);
  await shoot(page, 'reasons');
});

test('given the company owner, then the separation reasons tab lists the reasons with their former employees, and a new one is offered when ending an employment', async ({
  page,
}) => {
  const stamp = Date.now();
  await signInAt(page, demo.owner, '/settings/custom/rejection-reason');
  await page.getByRole('link', { name: 'Separation reasons' }).click();
  await expect(page).toHaveURL(/\/settings\/custom\/separation-reason$/);
  const list = page.getByRole('list', { name: 'Separation reasons' });
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.getByRole('listitem').filter({ hasText: 'Moved away' })).toContainText(
    /Voluntary · \d+ former employees?/,
  );

  const name = `Contract ended ${stamp}`;
  await page.getByLabel('Reason', { exact: true }).fill(name);
  await page.getByLabel('Type', { exact: true }).first().selectOption({ label: 'Involuntary' });
  await page.getByRole('button', { name: 'Add reason' }).click();
  await expect(list.locator('.company-list__name', { hasText: name })).toBeVisible();

  // The end-employment form suggests the company's reasons of the chosen type.
  await page.goto('/people');
  await page
    .getByRole('button', { name: /^End the employment of/ })
    .first()
    .click();
  const end = page.getByRole('dialog');
  await end.getByLabel('Separation type').selectOption({ label: 'Involuntary' });
  await expect(end.locator(`#end-reason-options option[value="${name}"]`)).toHaveCount(1);
  await expect(end.locator('#end-reason-options option[value="Moved away"]')).toHaveCount(0);
  await end.getByRole('button', { name: 'Cancel' }).click();
});

test('given the company owner, then a phone number written with spaces and brackets is kept in international form, and a wrong one is named next to its field', async ({
  page,
}) => {
  const digits = String(Date.now()).slice(-7);
  await signInAt(page, demo.owner, '/settings/phone-numbers');
  await expect(page.getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
  await page.getByLabel('Label', { exact: true }).fill('Recruiting line');
  await page.getByLabel('Phone number', { exact: true }).fill('512-555-0100');
  await page.getByRole('button', { name: 'Add number' }).click();
  await expect(page.locator('#new-phone-number-error')).toContainText('Enter the number in international form');
  await shoot(page, 'phone-error');
  await page.getByLabel('Phone number', { exact: true }).fill(`+1 (512) ${digits.slice(0, 3)}-${digits.slice(3)}`);
  await page.getByRole('button', { name: 'Add number' }).click();
  const list = page.getByRole('list', { name: 'Phone numbers' });
  await expect(list.getByRole('link', { name: `+1512${digits}` })).toBeVisible();
  await page.getByLabel('Search by label or number').fill(digits.slice(3));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'phones');
});

test('given the company owner, then a message template with an unknown variable is refused next to the text, and a correct one is added and found', async ({
  page,
}) => {
  const name = `Reminder ${Date.now()}`;
  await signInAt(page, demo.owner, '/settings/templates/message');
  await expect(page.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
  await page.getByLabel('Template name').fill(name);
  await page.getByLabel('Message', { exact: true }).fill('Hi {{first_name}}, your salary is {{salary}}.');
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.locator('#new-template-body-error')).toContainText(
    'The variable "salary" is not one messages can use.',
  );
  await page.getByLabel('Message', { exact: true }).fill('Hi {{first_name}}, see you tomorrow for {{job_title}}.');
  await page.getByRole('button', { name: 'Add template' }).click();
  const list = page.getByRole('list', { name: 'Message templates' });
  await expect(list.locator('.company-list__name', { hasText: name })).toBeVisible();
  await page.getByLabel('Search by name or text').fill(name);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'templates');
});

test('given a recruiter without settings access, then the company details are not theirs to change', async ({
  page,
}) => {
  await signInAt(page, demo.recruiter, '/settings/details');
  await expect(page.getByLabel('Company name')).toHaveCount(0);
});
