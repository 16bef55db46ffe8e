import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';

// D202, D213: the recruiter lands on their home, opens a requisition's board, advances a
// candidate from the keyboard, rejects one with a reason and a rejection email for tomorrow
// (previewed with the candidate's own name) and takes it back, which cancels the email, then
// returns from a scorecard to the list with its filters kept.
test('the recruiter lands on the staff home, moves candidates on the board, and comes back to the filtered list', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, demo.recruiter);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What needs you today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

  const requisitions = page.getByRole('region', { name: 'My requisitions' });
  // A seeded requisition of several stages (other journeys on this server add newer ones of one step).
  await requisitions.getByRole('link', { name: /^Customer Support Specialist/ }).click();
  await expect(page).toHaveURL(/\/smartreq-detail\/pipeline\?job_id=\d+/);
  const jobId = new URL(page.url()).searchParams.get('job_id');

  const columns = page.getByRole('list', { name: 'Stages' }).locator(':scope > li');
  const first = columns.first();
  // Cards are told apart by their application's address: other journeys add candidates who share a name.
  const byHref = (href: string) => page.locator(`a.board-card__name[href="${href}"]`);
  const cardLink = (href: string) => first.locator(byHref(href));
  const name = first.locator('.board-card__name').first();
  const who = (await name.textContent())!.trim();
  const whoHref = (await name.getAttribute('href'))!;
  const nextHref = (await first.locator('.board-card__name').nth(1).getAttribute('href'))!;
  await name.focus();
  await page.keyboard.press('a');
  await expect(page.locator('.undo-toast').getByText(new RegExp(`^${who} moved to`))).toBeVisible();
  // Advanced, the card leaves the first column (the next one shows its best 30 by fit only).
  await expect(cardLink(whoHref)).toHaveCount(0);
  // The focus moves on to the card after it, so the keyboard carries on from there (D281).
  await expect(cardLink(nextHref)).toBeFocused();

  // Reject another with a reason, then undo: the candidate is back where they stood.
  const otherLink = first.locator('.board-card__name').first();
  const other = (await otherLink.textContent())!.trim();
  const otherHref = (await otherLink.getAttribute('href'))!;
  const card = first.locator('.board-card').filter({ has: byHref(otherHref) });
  await card.getByRole('button', { name: `Reject ${other}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject applicant' });
  await dialog.getByLabel('Reason').selectOption({ index: 1 });
  await dialog.getByRole('radio', { name: 'Send later' }).check();
  await dialog.getByRole('combobox', { name: 'Delay' }).selectOption({ label: '1 day' });
  const sentOn = dialog.getByText(/^Sent on .+/);
  await expect(sentOn).toBeVisible();
  // The day the mail waits for ("Dec 3, 2026"): the history names the same day.
  const sendDay = /[A-Z][a-z]+ \d{1,2}, \d{4}/.exec((await sentOn.textContent())!)![0];
  // The preview is the server's, filled for this candidate in their own language: the first card
  // may be a candidate another journey on this server signed up in Spanish or French.
  const firstName = other.split(' ')[0]!;
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText(
    new RegExp(`(Hello ${firstName},|Hola, ${firstName}:|Bonjour ${firstName},)`),
  );
  const afterOtherHref = (await first.locator('.board-card__name').nth(1).getAttribute('href'))!;
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cardLink(otherHref)).toHaveCount(0);
  await expect(cardLink(afterOtherHref)).toBeFocused();
  await page
    .locator('.undo-toast')
    .filter({ hasText: `${other} rejected.` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(cardLink(otherHref)).toBeVisible();
  // The undo says what became of the waiting mail (D266).
  await expect(
    page.getByText('Rejection undone. The mail to the candidate was cancelled: it will not be sent.'),
  ).toBeVisible();
  await page.goto(otherHref);
  // Other journeys on this server (bulk-reject-undo's held mails, a retry of this one) may have
  // scheduled and cancelled a mail for the same candidate: the newest entries come first.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/^Rejection email scheduled for /).first()).toHaveText(
    new RegExp(`^Rejection email scheduled for ${sendDay}, `),
  );
  await expect(history.getByText('Scheduled rejection email cancelled').first()).toBeVisible();

  // The list keeps its filters when the scorecard sends the recruiter back.
  await page.goto(`/smartreq-detail/applicants?job_id=${jobId}&status=active&ordering=name`);
  await page.locator('.applicant-table__link').first().click();
  await expect(page).toHaveURL(/\/smartreq-detail-applicant\//);
  await page.getByRole('link', { name: /^Back to applicants of/ }).click();
  await expect(page).toHaveURL(/\/smartreq-detail\/applicants\?/);
  const back = new URL(page.url()).searchParams;
  expect(back.get('status')).toBe('active');
  expect(back.get('ordering')).toBe('name');
});
