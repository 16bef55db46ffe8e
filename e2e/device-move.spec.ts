/**
 * A timed test moved to another device (D486, D493, D492), once through real browsers: a candidate
 * starts the Customer service skills test's first timed section on device A (a browser context)
 * and answers; device B opens the same section and is read-only while A holds the lease; A closes,
 * and once its lease lapses B continues, answers and finishes the test. The owner, reading the
 * scorecard in New York, sees "moved to another device once" with the take-over's time in that
 * zone, and the questions in the order the candidate's devices showed them. A timed journey: it
 * waits for a lease to lapse on the server's clock, and A's lease must stay live (its heartbeats on
 * time) while B looks, which a busy neighbour could stretch (playwright.config.ts TIMED).
 * Its subject is not the offline start: each device takes "Go on anyway, online" if it is not
 * ready yet (startOnline, D502; service workers stay blocked, so it never gets ready).
 */
import { expect, test, type Browser, type Page } from './support/test.ts';
import { newApplicant, scorecardIdOf, startOnline } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { continueOnceLapsed } from './support/lease.ts';
import { inAuthorsOrder, type SkillsSection } from './support/skills-content.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

const OPEN_REQUISITION = '11111111-1111-4111-8111-111111111111';
const TEST_TITLE = 'Customer service skills test';
const ZONE = 'America/New_York';

async function device(browser: Browser, baseURL: string, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAt(page, email, path);
  return page;
}

async function choose(page: Page, question: string, option: string) {
  const group = page.getByRole('group', { name: question });
  await group.getByRole('radio', { name: option, exact: true }).check();
  await expect(group.locator('.st-saved')).toHaveText('Saved');
}

/** A time as the owner's scorecard writes it in New York (the scorecard's date and time). */
const inNewYork = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(new Date(iso));
const spaced = (text: string) => text.replace(/\s/g, ' ');

test('a skills test begun on one device and finished on another shows the move, with its time, on the scorecard', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now();
  const email = `device-move-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL!, email, OPEN_REQUISITION, { first: 'Dev', last: `M${stamp}` });
  const tracker = await applicant.api.get(`/api/user/v1/progress-tracker/${applicant.refId}/`);
  const { steps } = (
    (await tracker.json()) as {
      data: { steps: { activities: { job_step_activity_id: number; activity_type: string }[] }[] };
    }
  ).data;
  const activityId = steps
    .flatMap((s) => s.activities)
    .find((a) => a.activity_type === 'skills_test')!.job_step_activity_id;
  const served = await applicant.api.get(
    `/api/user-response/v1/skills-test/${applicant.refId}/?job_step_activity_id=${activityId}&language=en`,
  );
  const content = ((await served.json()) as { data: { sections: SkillsSection[] } }).data;
  const [, s1, s2] = inAuthorsOrder(content.sections) as [SkillsSection, SkillsSection, SkillsSection];
  const shown = content.sections[1]!;

  // Device A starts the first timed section and answers.
  const a = await device(
    browser,
    baseURL!,
    email,
    `/user/skill-test-instruction?jobUuid=${OPEN_REQUISITION}&refId=${applicant.refId}&activityId=${activityId}`,
  );
  await a.getByRole('link', { name: 'Go to the timed sections' }).click();
  await expect(a.getByRole('heading', { level: 1, name: s1.title })).toBeVisible();
  await startOnline(a, 'Start this section');
  await expect(a.getByTestId('countdown')).toBeVisible();
  await choose(a, s1.questions[0]!.text, s1.questions[0]!.options[1]!.text);

  // Device B opens the same section: read-only while A holds it.
  const b = await device(browser, baseURL!, email, a.url());
  await expect(b.getByTestId('lease-notice')).toHaveAttribute('data-lease', 'elsewhere');
  await expect(b.getByRole('radio')).toHaveCount(0);

  // A is closed; once its lease lapses, B continues, with A's answer, and finishes the test.
  await a.context().close();
  await continueOnceLapsed(b);
  await expect(b.getByTestId('countdown')).toBeVisible();
  await expect(
    b
      .getByRole('group', { name: s1.questions[0]!.text })
      .getByRole('radio', { name: s1.questions[0]!.options[1]!.text, exact: true }),
  ).toBeChecked();
  await choose(b, s1.questions[1]!.text, s1.questions[1]!.options[0]!.text);
  await b.getByRole('button', { name: 'Finish this section' }).click();
  await b.getByRole('button', { name: 'Yes, finish the section' }).click();
  await expect(b.getByRole('heading', { level: 1, name: s2.title })).toBeVisible();
  await startOnline(b, 'Start this section');
  await choose(b, s2.questions[0]!.text, s2.questions[0]!.options[2]!.text);
  await b.getByRole('button', { name: 'Finish this section' }).click();
  await b.getByRole('button', { name: 'Yes, finish and submit' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Your skills test is submitted' })).toBeVisible();
  await b.context().close();

  // The take-over's time, as the server keeps it.
  const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
  const owner = await ownerApi(baseURL!);
  const results = await owner.api.get(`/api/smartreq/v1/timed-results/${userSmartreqId}/`);
  const result = (
    (await results.json()) as { data: { activity_type: string; taken?: { device_moves?: string[] } }[] }
  ).data.find((r) => r.activity_type === 'skills_test');
  expect(result?.taken?.device_moves).toHaveLength(1);
  const movedAt = result!.taken!.device_moves![0]!;
  await owner.api.dispose();

  // The owner, in New York, reads the move and its time on the scorecard.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, timezoneId: ZONE });
  const ownerPage = await staff.newPage();
  await signInAt(ownerPage, demo.owner, `/smartreq-detail-applicant/${userSmartreqId}`);
  const row = ownerPage.locator('#scorecard-timed tbody tr').filter({ has: ownerPage.locator('.scorecard-taken') });
  await expect(row.getByRole('rowheader')).toHaveText(TEST_TITLE);
  await expect
    .poll(async () => spaced((await row.locator('.scorecard-taken').textContent()) ?? ''))
    .toBe(spaced(` How it was taken: moved to another device once (${inNewYork(movedAt)}).`));

  // And the questions in the order the candidate's devices showed them, the answers marked.
  await row.getByText('Questions in the order the candidate saw', { exact: true }).click();
  const section = row.getByRole('region', { name: shown.title });
  await expect(section.locator(':scope > ol > li')).toHaveCount(shown.questions.length);
  const questions = await section
    .locator(':scope > ol > li')
    .evaluateAll((items) => items.map((li) => li.firstChild?.textContent ?? ''));
  expect(questions).toEqual(shown.questions.map((q) => q.text));
  await expect(
    section.locator('ol[type="a"] > li').filter({ hasText: `${s1.questions[0]!.options[1]!.text} (chosen)` }),
  ).toHaveCount(1);
  await staff.close();
  await applicant.api.dispose();
});
