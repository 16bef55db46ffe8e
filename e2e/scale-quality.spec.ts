import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

test('the owner reads the quality of each scale: every scale with its attempts, too few under 30, and one scale in detail (D304)', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/account/dashboard/scale-quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Scale Quality' })).toBeVisible();
  // Counted from every completed attempt: no range or filters to set.
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

  const overview = page.getByRole('region', { name: 'Reliability of each scale: table' });
  const extraversion = overview.getByRole('row', { name: /^Extraversion / });
  // The demo's few personality questionnaires: counted, marked too few, no alpha in the overview.
  await expect(extraversion).toContainText(/Too few: \d+ of 30 attempts/);
  await expect(extraversion).toContainText('Personality questionnaire');

  const picker = page.getByLabel('Scale shown in detail');
  await picker.selectOption({ label: 'Personality questionnaire: Friendliness' });
  await expect(page.getByRole('heading', { name: 'Distribution of scores: Friendliness' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items of Friendliness: table' });
  // Friendliness has four items, each with its corrected item-total correlation; under 30 attempts no item
  // is flagged (D304): the flag column shows a dash, as alpha does, never a verdict on the item.
  await expect(items.getByRole('row')).toHaveCount(5);
  const first = items.getByRole('row').nth(1);
  await expect(first.getByRole('cell').last()).toHaveText('—');
  await expect(first).not.toContainText(
    /Belongs|Runs against the other items|Barely follows the other items|Everyone answered it alike/,
  );
  await expectAccessible(page);
});
