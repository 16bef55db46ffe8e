import { PATIENCE } from '../playwright.config.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test.slow();

/** How often the server brings the dashboards' summaries up to date (server/modules/analytics/summary.jobs.ts). */
const SUMMARY_REFRESH_MS = 60_000;

test('the owner creates a job profile with an outcome, brings employees in, and sees what predicts staying with its interval', async ({
  page,
}) => {
  const title = `Retail Associate ${Date.now()}`;
  await signInAt(page, demo.owner, '/hire');
  await page.getByRole('link', { name: 'Profiles', exact: true }).first().click();
  await expect(page).toHaveURL(/\/jobprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job profiles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Store Associate' })).toBeVisible();

  // Create: the title is required; turnover is one of the outcomes that matter.
  await page.getByRole('button', { name: 'New profile' }).click();
  const create = page.getByRole('dialog', { name: 'New job profile' });
  await create.getByRole('button', { name: 'Create profile' }).click();
  await expect(create.getByText('Enter the title of the role.')).toBeVisible();
  await create.getByLabel('Title of the role').fill(title);
  await create.getByLabel('Performance rating').uncheck();
  await expect(create.getByLabel('Turnover')).toBeChecked();
  await create.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText(`The profile ${title} was created.`)).toBeVisible();
  await expect(page.getByText('Outcomes: Turnover').first()).toBeVisible();

  // The seeded Store Associates move to the new profile.
  await page.getByRole('link', { name: 'Store Associate', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store Associate' })).toBeVisible();
  await expect(page.getByText(/of 20 employees/)).toBeVisible();
  for (const box of await page.getByRole('checkbox', { name: /^Select / }).all()) await box.check();
  await page.getByRole('button', { name: 'Move to another profile' }).click();
  const move = page.getByRole('dialog', { name: 'Move 20 participants' });
  await move.getByLabel('Move to').selectOption({ label: title });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`20 participants were moved to ${title}.`)).toBeVisible();
  await expect(page.getByText('No participants yet. Add the employees who work in this role.')).toBeVisible();

  // In the new profile: take one off, then add them back from the company's employees.
  await page.getByRole('link', { name: 'Profiles', exact: true }).last().click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/of 20 employees/)).toBeVisible();
  const first = page.locator('.profiles__list .profiles__name').first();
  const name = (await first.textContent())!.trim();
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Remove from profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('1 participants were removed from the profile.')).toBeVisible();
  await expect(page.getByText(/of 19 employees/)).toBeVisible();
  await page.getByRole('button', { name: 'Add employees' }).click();
  const add = page.getByRole('dialog', { name: 'Add employees' });
  await add.getByRole('searchbox', { name: "Search the company's employees" }).fill(name);
  await add.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await add.getByRole('button', { name: 'Add to profile' }).click();
  await expect(page.getByText('1 employees were added to the profile.')).toBeVisible();
  await expect(page.getByText(/of 20 employees/)).toBeVisible();

  // The turnover dashboard: each attribute's r with its 95% interval, n and the stated threshold.
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  await sections.getByRole('link', { name: 'Dashboards', exact: true }).click();
  await expect(page).toHaveURL(/\/jobdetails\/dashboard\/attributes\?job_id=\d+/);
  const boards = page.getByRole('navigation', { name: 'Dashboards' });
  await boards.getByRole('link', { name: 'Turnover', exact: true }).click();
  await expect(page).toHaveURL(/\/jobdetails\/dashboard\/turnover\?job_id=\d+/);
  const dashboard = page.getByRole('region', { name: 'What predicts staying' });
  await expect(
    dashboard.getByText(/With fewer than 50 people a result is shown but is too few to rely on\./),
  ).toBeVisible();
  // The dashboards read the profile's summary (D164), refreshed each minute and dated on screen: the
  // participant taken off and added back shows at the refresh after the change, if one ran in between.
  // Each reload waits for the board to show its figures, whatever they are, then reads them: a
  // minute of the server's clock may pass first, on top of the usual bound.
  const participants = dashboard.getByText(/^\d+ participants, of whom \d+ have left\.$/);
  await expect(async () => {
    await page.reload();
    await expect(participants).toBeVisible();
    expect(await participants.textContent()).toMatch(/^20 participants/);
  }, "the profile's summary counts the participant added back").toPass({
    timeout: PATIENCE.expect + SUMMARY_REFRESH_MS,
    intervals: [2_000],
  });
  await expect(dashboard.getByText(/^r = -?0\.\d\d \(95% interval -?0\.\d\d to -?0\.\d\d\)$/).first()).toBeVisible();
  await expect(
    dashboard.getByText(/Based on 20 people; too few to rely on \(we rely on 50 or more\)\./).first(),
  ).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /and Stayed \(1\) or left \(0\)$/ })).toBeVisible();

  // The filter (D172): only voluntary separations count as leaving, so involuntary leavers drop out; read live, kept in the URL from board to board.
  await page.getByLabel('Separations counted as leaving').selectOption('voluntary');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/separation_type=voluntary/);
  const kept = dashboard.getByText(/^\d+ participants, of whom \d+ have left\.$/);
  await expect(kept).not.toHaveText(/^20 participants/);
  const keptCount = /^\d+/.exec((await kept.textContent()) ?? '')![0];

  // The attributes dashboard (D142): each attribute's spread, its relation to staying and to performance, a scatter.
  await boards.getByRole('link', { name: 'Attributes', exact: true }).click();
  await expect(page).toHaveURL(/\/jobdetails\/dashboard\/attributes\?job_id=\d+.*separation_type=voluntary/);
  await expect(page.getByText(new RegExp(`^${keptCount} participants: \\d+ have left`))).toBeVisible();
  const board = page.getByRole('region', { name: 'Attributes' });
  await expect(
    board.getByText(/^\d+ people: mean [\d.]+, standard deviation [\d.]+, from \d+ to \d+$/).first(),
  ).toBeVisible();
  await board.getByLabel('Against').selectOption('performance');
  await expect(board.getByRole('img', { name: /and Performance rating$/ })).toBeVisible();
  await expectAccessible(page);

  // A company custom list field filters too (D172): a checkbox list per field, like Locations, kept in the URL between boards.
  await page.getByText('How did you hear about us?: all').click();
  await page.getByRole('checkbox', { name: 'Referral' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/field_options=\d+-1(&|$)/);
  await expect(page.getByText('How did you hear about us? (1)')).toBeVisible();
  await boards.getByRole('link', { name: 'Turnover', exact: true }).click();
  await expect(page).toHaveURL(/\/jobdetails\/dashboard\/turnover\?.*field_options=\d+-1/);
  await expect(dashboard.getByText(/^\d+ participants?, of whom \d+ ha(ve|s) left\.$/)).toBeVisible();

  // Setup (D141): weigh an attribute, save a model drafted from these correlations, and find both in the activity log.
  await sections.getByRole('link', { name: 'Setup', exact: true }).click();
  await expect(sections.getByRole('link', { name: 'Setup', exact: true })).toHaveAttribute('aria-current', 'page');
  const setup = page.getByRole('navigation', { name: 'Setup' });
  await setup.getByRole('link', { name: 'Attributes', exact: true }).click();
  await expect(page).toHaveURL(/\/jobdetails\/setup\/attributes\?job_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Attributes and weights' })).toBeVisible();
  await setup.getByRole('link', { name: 'Predictive models', exact: true }).click();
  await page.getByRole('button', { name: 'Draft from turnover correlations' }).click();
  await page.getByRole('button', { name: 'Save model' }).click();
  await expect(page.getByText('Saved Chance of staying')).toBeVisible();
  await page.getByRole('button', { name: 'Use this model' }).click();
  await expect(page.getByText("Chance of staying is now the profile's model")).toBeVisible();
  await sections.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByText('Changed the job profile').first()).toBeVisible();
  await expect(page.getByText('Participants were moved here from another profile')).toBeVisible();
});
