import { expect, request, test, type Page } from './support/test.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';
import { waitForServiceWorker } from './support/service-worker.ts';
import { lookAt } from './support/look.ts';
import { seriousViolations } from './support/accessibility.ts';
import { signUpByApi } from './support/sign-up.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// A new participant follows the career pathways link, answers the career pathways
// questionnaire (part of it offline), then reads their pathway report, also offline once opened.
// The seed's pathway (server/demo/demo-pathway.ts) has three roles, so 3 + 6 + 3 = 12 questions.
const PATHWAY = '33333333-3333-4333-8333-333333333333';
const ITEMS = 12;

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The persisted candidate reads (src/features/candidate-sync/persist-reads.ts: localStorage, written
 * 500 ms after a change) hold what /user/pathways/report reads offline: the list of trackers (which
 * picks the pathway) and a pathway report.
 */
const snapshotHoldsPathwayReport = (page: Page) =>
  page.evaluate(() => {
    type Saved = { clientState?: { queries?: { queryKey: unknown[]; state: { status: string } }[] } } | null;
    const queries =
      (JSON.parse(localStorage.getItem('assay.candidate-reads') ?? 'null') as Saved)?.clientState?.queries ?? [];
    const holds = (a: string, b: string) =>
      queries.some((q) => q.queryKey[0] === a && q.queryKey[1] === b && q.state.status === 'success');
    return holds('progress-tracker', 'user') && holds('reports', 'pathway');
  });

/** Chooses the option `choice` (1-5) of the question on screen and goes on. */
async function answer(page: Page, step: number, choice: number): Promise<void> {
  await expect(page.getByText(`Question ${step} of ${ITEMS}`, { exact: true })).toBeVisible();
  await page
    .getByRole('radio')
    .nth(choice - 1)
    .check();
  await expect(page.locator('.q-saved')).toContainText('Saved');
  await page.getByRole('button', { name: step === ITEMS ? 'Continue to review' : 'Next' }).click();
}

test('a participant answers the career pathways questionnaire with an offline spell and reads the pathway report', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `pathway-${Date.now()}@assay.test`;
  const anonymous = await request.newContext({ baseURL });
  await signUpByApi(anonymous, {
    first_name: 'Pat',
    last_name: 'Way',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  await anonymous.dispose();

  // The career pathways link: sign in, then the pathway's tracker (created on arrival).
  await page.goto(`/login/career-pathways/${PATHWAY}`);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/user/progress-tracker\\?jobUuid=${PATHWAY}&refId=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Team Lead Pathway' })).toBeVisible();

  await page.getByRole('link', { name: 'Start Career pathways questionnaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career pathways questionnaire' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/assessment-questions\?/);

  // The roles of this pathway, one question each, in the pathway's order.
  await expect(
    page.getByRole('heading', { level: 1, name: 'How interested are you in the role of Senior Support Specialist?' }),
  ).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  const choices = [2, 5, 1, 4, 5, 3, 2, 4, 3, 5, 1, 3];
  for (let step = 1; step <= 4; step++) await answer(page, step, choices[step - 1]!);

  await context.setOffline(true);
  await expect(page.getByText("You're offline. Your answers are saved on this device", { exact: false })).toBeVisible();
  for (let step = 5; step <= ITEMS; step++) await answer(page, step, choices[step - 1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText(`You answered ${ITEMS} of ${ITEMS} questions.`)).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers have been submitted' }),
  ).toBeVisible();
  await expect(page.getByText(`${ITEMS} answers received`, { exact: false })).toBeVisible();

  // The tracker links to the pathway report.
  await page.getByRole('link', { name: 'Back to your progress tracker' }).click();
  // Located by its target: new strings read as message ids until the catalogs are extracted.
  await page.locator('a[href*="/user/pathways/report"]').click();
  await expect(page).toHaveURL(/\/user\/pathways\/report\?refId=/);
  await expect(page.getByRole('heading', { level: 3, name: 'Team Lead', exact: true })).toBeVisible();

  // Only readiness is measured: LEA 4 -> 75, COA 5 -> 100, DEC 3 -> 50, PLN 2 -> 25, COM 4 -> 75, CHG 3 -> 50.
  // Team Lead weighs LEA 3, COA 2, DEC 2: (225 + 200 + 100) / 7 = 75.
  const teamLead = page.getByRole('region', { name: 'Team Lead', exact: true });
  await expect(teamLead.getByText('It is my goal')).toBeVisible();
  await expect(teamLead.locator('.pathway-role__facts .pathway-score__number')).toHaveText('75');
  await expect(page.getByText('Within six months')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, { path: test.info().outputPath('c-career-pathway-report-390.png'), fullPage: true });

  // Once opened, the report reads offline (from the persisted reads), also after a reload.
  await page.goto('/user/pathways/report');
  await expect(page.getByRole('heading', { level: 3, name: 'Team Lead', exact: true })).toBeVisible();
  await expect
    .poll(() => snapshotHoldsPathwayReport(page), { message: "the device's snapshot holds the pathway report" })
    .toBe(true);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 3, name: 'Team Lead', exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Team Lead', exact: true })).toBeVisible();
  await expect(page.getByText('Within six months')).toBeVisible();
  await context.setOffline(false);

  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, { path: test.info().outputPath('c-career-pathway-report-1280.png'), fullPage: true });
});
