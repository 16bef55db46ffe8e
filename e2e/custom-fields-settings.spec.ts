import { expect, request, test, type Page } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { lookAt } from './support/look.ts';
import { expectAccessible } from './support/accessibility.ts';

// Demo Company's application fields (server/db/seed/demo-fields.ts), in their seeded order.
const SEEDED = [
  'Are you legally authorized to work in the United States?',
  'Earliest start date',
  'Desired hourly pay (USD)',
  'How did you hear about us?',
  'Anything else we should know?',
];
const LI_OPEN = 'a0000000-0000-4000-8000-000000000006';
const PAGE = '/settings/user-fields/application-fields';

const names = (page: Page) =>
  page
    .getByRole('list', { name: 'Fields in the order they are asked' })
    .locator('.company-list__name')
    .allTextContents();
const row = (page: Page, label: string) =>
  page.locator('.company-list__item').filter({ has: page.getByText(label, { exact: true }) });

/** Li answers the application form through the API, so one field has an answer. */
async function liAnswersTheForm(baseURL: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', {
    data: { email: 'li.wei@assay.test', password: DEMO_PASSWORD },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const tracker = await api.get(`/api/user/v1/progress-tracker/${LI_OPEN}/`, { headers });
  const { steps } = (
    (await tracker.json()) as {
      data: { steps: { activities: { job_step_activity_id: number; activity_type?: string; title: string }[] }[] };
    }
  ).data;
  const activity = steps.flatMap((s) => s.activities).find((a) => a.title === 'Application form')!.job_step_activity_id;
  const form = await api.get(`/api/user-response/v1/application-form/${LI_OPEN}/?job_step_activity_id=${activity}`, {
    headers,
  });
  const fields = ((await form.json()) as { data: { custom_fields: { account_field_id: number; label: string }[] } })
    .data.custom_fields;
  const id = (label: string) => fields.find((f) => f.label === label)!.account_field_id;
  const submitted = await api.post('/api/user-response/v1/application-form/', {
    headers,
    data: {
      ref_id: LI_OPEN,
      job_step_activity_id: activity,
      profile: { first_name: 'Li', last_name: 'Wei', gender: 'Male', dob: '1995-01-02', phone_number: '5125550111' },
      custom_fields: [
        { account_field_id: id(SEEDED[0]!), answer: 'Yes' },
        { account_field_id: id(SEEDED[1]!), answer: '2026-12-01' },
        { account_field_id: id(SEEDED[2]!), answer: '21.50' },
        // The field the owner added above, required.
        { account_field_id: id('Uniform size'), answer: 'M' },
      ],
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await api.dispose();
}

test("the owner manages Demo Company's application fields: add with checks, reorder, edit, archive and restore, delete with confirmation; an answered field can only be archived", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, demo.owner, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom fields' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Application fields' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => names(page), { message: 'the fields listed' }).toEqual(SEEDED);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('custom-fields-list-1280.png'), fullPage: true });

  // Adding: the checks run before anything is sent, then the server's (a label already used).
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Enter a label.' })).toBeVisible();
  await page.getByLabel('Label').fill('Earliest START date');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Another field of this group already has this label.' }),
  ).toBeVisible();
  await page.getByLabel('Label').fill('T-shirt size');
  await page.getByLabel('Type').selectOption({ label: 'List of options' });
  await page.getByLabel('Options, one per line').fill('S');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'A list needs at least two options.' })).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('custom-fields-editor-errors-1280.png'), fullPage: true });
  await page.getByLabel('Options, one per line').fill('S\nM\nL');
  await page.getByLabel('Required').check();
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect.poll(() => names(page), { message: 'the fields listed' }).toEqual([...SEEDED, 'T-shirt size']);
  await expect(row(page, 'T-shirt size')).toContainText('List of options · Required · S, M, L · No answers yet');

  // Reordering.
  await page.getByRole('button', { name: 'Move up T-shirt size' }).click();
  await expect
    .poll(() => names(page), { message: 'the fields listed' })
    .toEqual([...SEEDED.slice(0, 4), 'T-shirt size', SEEDED[4]]);
  await expect(page.getByRole('status').filter({ hasText: 'Moved up: T-shirt size' })).toBeAttached();

  // Editing.
  await page.getByRole('button', { name: 'Edit T-shirt size' }).click();
  await page.getByLabel('Label').fill('Uniform size');
  await page.getByRole('button', { name: 'Save field' }).click();
  await expect(row(page, 'Uniform size')).toBeVisible();

  // Deleting asks first; cancelling keeps the field. The field deleted is one this journey adds: a
  // seeded one may have been answered by another journey on this server.
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Label').fill('Locker number');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect
    .poll(() => names(page), { message: 'the fields listed' })
    .toEqual([...SEEDED.slice(0, 4), 'Uniform size', SEEDED[4], 'Locker number']);
  await page.getByRole('button', { name: 'Delete Locker number' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Nobody has answered it yet. This cannot be undone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Locker number')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Locker number' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => names(page), { message: 'the fields listed' })
    .toEqual([...SEEDED.slice(0, 4), 'Uniform size', SEEDED[4]]);

  // Archiving and restoring.
  await page.getByRole('button', { name: 'Archive Uniform size' }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  const archived = page.getByRole('region', { name: 'Archived' });
  await expect(archived).toContainText('Uniform size');
  await expect.poll(() => names(page), { message: 'the fields listed' }).toEqual(SEEDED);
  // A restored field comes back last.
  await archived.getByRole('button', { name: 'Restore Uniform size' }).click();
  await expect.poll(() => names(page), { message: 'the fields listed' }).toEqual([...SEEDED, 'Uniform size']);

  // A field a candidate answered: no Delete, and its type is locked; archiving keeps the answer.
  await liAnswersTheForm(baseURL!);
  await page.reload();
  // Other specs (application-form-lease) may have answered it too: at least one answer.
  await expect(row(page, SEEDED[2]!)).toContainText(/\b[1-9]\d* answers?/);
  await expect(page.getByRole('button', { name: `Delete ${SEEDED[2]}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Edit ${SEEDED[2]}` }).click();
  await expect(page.getByLabel('Type')).toBeDisabled();
  await expect(page.getByText('Candidates have answered this field, so its type cannot change.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Archive ${SEEDED[2]}` }).click();
  await expect(dialog).toContainText('Answers already given stay');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(archived).toContainText(/\b[1-9]\d* answers? kept/);
  await lookAt(page, { path: test.info().outputPath('custom-fields-archived-1280.png'), fullPage: true });

  // The phone width: the same list, readable, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page width at 390 px' })
    .toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('custom-fields-list-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Enter a label.' })).toBeVisible();
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('custom-fields-editor-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Later specs apply with Demo Company's seeded form: put its fields back (the answered one, Uniform size, can only be archived).
  await archived.getByRole('button', { name: `Restore ${SEEDED[2]}` }).click();
  await page.getByRole('button', { name: 'Archive Uniform size' }).click();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(archived).toContainText('Uniform size');
  await expect
    .poll(async () => [...(await names(page))].sort(), { message: 'the fields listed' })
    .toEqual([...SEEDED].sort());
});

test('the provider admin picks a company; the recruiter (no settings access) is not authorized', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, demo.admin, '/settings/user-fields/personal-fields');
  await expect(page.getByRole('link', { name: 'Personal fields' })).toHaveAttribute('aria-current', 'page');
  const company = page.getByLabel('Company', { exact: true });
  await company.selectOption({ label: 'Other Company' });
  await expect(page.getByText('No fields yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Label').fill('Badge number');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(row(page, 'Badge number')).toContainText('Text · Optional · No answers yet');
  await expectAccessible(page);
  await lookAt(page, { path: test.info().outputPath('custom-fields-admin-390.png'), fullPage: true });

  const recruiter = await page
    .context()
    .browser()!
    .newContext({ baseURL: page.url().replace(/\/settings.*$/, '') });
  const recruiterPage = await recruiter.newPage();
  await signInAt(recruiterPage, demo.recruiter, PAGE);
  await expect(recruiterPage).toHaveURL(/\/not-authorized$/);
  await recruiter.close();
});
