import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/demo-users.ts';
import { signIn } from './support/sign-in.ts';

const VIEWPORTS = [
  { name: 'a 390 px phone', width: 390, height: 844 },
  { name: 'a 1366 px laptop', width: 1366, height: 768 },
];

const PAGES: { path: string; signedInAs?: string }[] = [
  { path: '/login' },
  { path: '/create-account' },
  { path: '/user/progress', signedInAs: demo.candidate },
  { path: '/hire', signedInAs: demo.owner },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const { path, signedInAs } of PAGES) {
      test(`${path} has no serious or critical accessibility problems`, async ({ page }) => {
        if (signedInAs) await signIn(page, signedInAs);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
