import { expect, request, test } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { signUpFromPublicLink } from './support/candidate.ts';
import { signInAt } from './support/sign-in.ts';

const ACTIVITY = 'Ladder safety check';
const FIRST_QUESTION = 'How many points of contact should you keep?';
const SECOND_QUESTION = 'What do you check before you climb?';
const THIRD_QUESTION = 'Which way do you face on the ladder?';
/** Each question's options, the right one first (as the author marks it by default). */
const OPTIONS: Record<string, [string, string]> = {
  [FIRST_QUESTION]: ['Three', 'One'],
  [SECOND_QUESTION]: ['The feet', 'Nothing'],
  [THIRD_QUESTION]: ['Towards it', 'Away from it'],
};

/** The skills tests Demo Company's plans may give, as its owner's plan editor lists them. */
async function planTests(baseURL: string): Promise<{ skills_test_id: number; title: string }[]> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const list = await api.get(`/api/job/v1/skills-tests/${user.roles[0]!.account_id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const tests = ((await list.json()) as { data: { skills_test_id: number; title: string }[] }).data;
  await api.dispose();
  return tests;
}

test('a provider admin writes a skills test drawing 1 of its 2 questions per candidate and publishes it; a recruiter adds it to a plan; a candidate shown one question, taking it when version 2 is published, finishes on version 1', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Ladder safety ${Date.now()}`;
  await signInAt(page, demo.admin, '/admin/measurements');
  await page.getByRole('link', { name: 'Skills tests' }).click();
  await page.getByRole('link', { name: 'New skills test' }).click();

  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Instructions').fill('Answer each question.');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const testUrl = page.url();

  await page.getByRole('link', { name: 'Add a section' }).click();
  // The test's page has a Title field too: type once the new section's form is there.
  await expect(page.getByRole('heading', { level: 1, name: /^New (skills test )?section$/ })).toBeVisible();
  await page.getByLabel('Title').fill('Ladders');
  await page.getByLabel('Time limit in minutes').fill('0');
  await page.getByRole('button', { name: 'Add the section' }).click();
  await expect(page.getByText('Enter a time limit from 1 to 600 minutes')).toBeVisible();
  await page.getByLabel('Time limit in minutes').fill('5');
  await page.getByRole('button', { name: 'Add the section' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ladders' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the test' }).click();
  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('alert')).toContainText('Ladders: Question should not be empty');
  expect((await planTests(baseURL!)).map((t) => t.title)).not.toContain(title);

  /** Adds a question with two options to the section Ladders, as the `n`th, and comes back to the test. */
  const addQuestion = async (n: number, text: string, options = OPTIONS[text]!) => {
    await page.getByRole('link', { name: 'Edit the section Ladders' }).click();
    const form = page.getByRole('form', { name: 'New question' });
    await form.getByRole('textbox', { name: 'Question' }).fill(text);
    await form.getByRole('textbox', { name: 'Option 1' }).fill(options[0]);
    await form.getByRole('textbox', { name: 'Option 2' }).fill(options[1]);
    await form.getByRole('button', { name: 'Add the question' }).click();
    await expect(page.getByText(`${n}. ${text}`)).toBeVisible();
    // The section's page, with a question and the form for the next, checked with axe once.
    if (n === 1) await expectAccessible(page, { where: 'a skills test section with a question' });
    await page.goto(testUrl);
  };
  await addQuestion(1, FIRST_QUESTION);
  await addQuestion(2, SECOND_QUESTION);

  // Each candidate is shown 1 of the section's 2 questions, drawn for them (D503).
  await page.getByRole('link', { name: 'Edit the section Ladders' }).click();
  await page.getByRole('textbox', { name: /Questions drawn per candidate/ }).fill('1');
  await page.getByRole('button', { name: 'Save the section' }).click();
  await expect(page.getByText('The section is saved.')).toBeVisible();
  await page.goto(testUrl);

  // The author keeps the questions and options in the order written (D332): every run shows them so.
  const keepOrder = page.getByRole('checkbox', { name: 'Keep the questions and answers in the order written' });
  await expect(keepOrder).not.toBeChecked();
  await keepOrder.check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The draft is saved.')).toBeVisible();
  await page.reload();
  await expect(keepOrder).toBeChecked();

  await page.getByRole('button', { name: 'Publish version 1' }).click();
  await expect(page.getByRole('status')).toHaveText('Version 1 is published.');
  await expect(page.getByText('Version 1 published', { exact: true })).toBeVisible();
  expect((await planTests(baseURL!)).map((t) => t.title)).toContain(title);

  // A recruiter adds the published test to a new requisition's plan in the plan editor and publishes it.
  const recruiterContext = await browser.newContext({ baseURL });
  const recruiter = await recruiterContext.newPage();
  await signInAt(recruiter, demo.recruiter, '/hire');
  await recruiter.getByRole('link', { name: 'New requisition' }).click();
  await recruiter.getByLabel('Job title').fill(`Roofer ${Date.now()}`);
  await recruiter.getByRole('button', { name: 'Create and continue' }).click();
  await expect(recruiter).toHaveURL(/\/hire\/smartreq-builder\/steps\?job_id=\d+/);
  const jobId = Number(new URL(recruiter.url()).searchParams.get('job_id'));
  await recruiter.getByLabel('New step name').fill('Safety');
  await recruiter.getByRole('button', { name: 'Add step' }).click();
  await recruiter.getByRole('button', { name: 'Add an activity to Safety' }).click();
  await recruiter.getByLabel('Kind of activity').selectOption('skills_test');
  const choice = recruiter.locator('[id$="-add-skills-test"]');
  await choice.selectOption((await choice.locator('option', { hasText: title }).getAttribute('value'))!);
  await recruiter.getByLabel('Activity title').fill(ACTIVITY);
  await recruiter.getByRole('button', { name: 'Add to step' }).click();
  await expect(recruiter.getByText(`Added ${ACTIVITY}`)).toBeVisible();
  await recruiter.goto(`/hire/smartreq-builder/complete?job_id=${jobId}`);
  await recruiter.getByRole('button', { name: 'Publish requisition' }).click();
  // Nothing is weighted: the builder asks, and publishing without a fit score is a deliberate choice (D198).
  await recruiter.getByRole('button', { name: 'Publish without weights' }).click();
  await expect(recruiter.getByText('The requisition is published.')).toBeVisible();
  const login = await recruiter.request.post('/api/auth/v1/login/', {
    data: { email: demo.recruiter, password: DEMO_PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const uuid = (
    (await (await recruiter.request.get(`/api/smartreq/v1/detail/${jobId}/`, { headers: auth })).json()) as {
      data: { uuid: string };
    }
  ).data.uuid;

  // A new candidate opens the public link, signs up, starts the test and answers its question.
  // Service workers are blocked, so the readiness check waits and the candidate goes on online.
  const candidateContext = await browser.newContext({ baseURL });
  const c = await candidateContext.newPage();
  await signUpFromPublicLink(c, uuid, { first: 'Vera', last: 'Versioned' });
  await c.getByRole('link', { name: `Start ${ACTIVITY}` }).click();
  await c.getByRole('link', { name: 'Go to the timed sections' }).click();
  await c.getByRole('button', { name: 'Go on anyway, online' }).click();
  await c.getByRole('button', { name: 'Start this section' }).click();
  // One question of the two, whichever was drawn, its options in the order written.
  const shown = c.locator('fieldset.st-question');
  await expect(shown).toHaveCount(1);
  const drawn = (await shown.locator('legend').textContent())!.includes(FIRST_QUESTION)
    ? FIRST_QUESTION
    : SECOND_QUESTION;
  const first = c.getByRole('group', { name: drawn });
  await expect(first.locator('.st-option')).toHaveText(OPTIONS[drawn]!);
  await first.getByRole('radio', { name: OPTIONS[drawn]![0], exact: true }).check();
  await expect(first.locator('.st-saved')).toHaveText('Saved');

  // Mid-attempt, the admin adds a question to the draft and publishes version 2.
  await addQuestion(3, THIRD_QUESTION);
  await page.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(page.getByRole('status')).toHaveText('Version 2 is published.');
  await expect(page.getByRole('list', { name: 'Published versions' }).getByRole('listitem')).toHaveCount(2);

  // The candidate's attempt stays on version 1: after a reload the same one question, then the result.
  await c.reload();
  await expect(first.getByRole('radio', { name: OPTIONS[drawn]![0], exact: true })).toBeChecked();
  await expect(shown).toHaveCount(1);
  await expect(c.getByText(THIRD_QUESTION)).toHaveCount(0);
  await c.getByRole('button', { name: 'Finish this section' }).click();
  await c.getByRole('button', { name: 'Yes, finish and submit' }).click();
  await expect(c.getByRole('heading', { level: 1, name: 'Your skills test is submitted' })).toBeVisible();
  await c.getByRole('link', { name: 'See your result' }).click();
  await expect(c.getByTestId('overall-score')).toHaveText('Overall: 1 of 1 correct (100%)');
  await candidateContext.close();

  // The scorecard shows the test completed.
  await recruiter.goto(`/smartreq-detail/applicants?job_id=${jobId}`);
  await recruiter
    .getByRole('row', { name: /Vera Versioned/ })
    .getByRole('link', { name: /Vera Versioned/ })
    .click();
  await expect(recruiter.locator('#scorecard-stages .scorecard-activity', { hasText: ACTIVITY })).toHaveClass(
    /scorecard-activity--done/,
  );
  await recruiterContext.close();
});
