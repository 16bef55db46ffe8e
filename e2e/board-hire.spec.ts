import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { submitSignIn } from './support/sign-in.ts';

// D384: every requisition's board ends in the company's Interview, Offer and Hired,
// whatever its plan holds. The recruiter drags a card from the plan's steps onto Hired: the board
// asks for the start date, the hire is sent with it, and the card shows among the hires; the
// application's history keeps the hire. Each wait is on what the step stands for (the dialog, the
// hire's answer, the card in its new column), never a fixed time.
test('the recruiter drags a card into Hired, gives the start date, and the candidate is hired', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, demo.recruiter);
  await expect(page).toHaveURL(/\/home$/);
  // A seeded requisition of several steps and no interview or offer among them.
  await page
    .getByRole('region', { name: 'My requisitions' })
    .getByRole('link', { name: /^Customer Support Specialist/ })
    .click();
  await expect(page).toHaveURL(/\/smartreq-detail\/pipeline\?job_id=\d+/);

  const board = page.getByRole('list', { name: 'Stages' });
  const column = (stage: string) =>
    board.locator(':scope > li').filter({ has: page.locator(`h2[data-stage="${stage}"]`) });
  // After the plan's steps: the company's three stages, whatever the plan holds.
  await expect(board.locator('h2.board__stage--company')).toHaveText([/^Interview/, /^Offer/, /^Hired/]);
  const hired = column('hired');
  const hiredBefore = Number(await hired.locator('.board__count').textContent());

  // The card nearest the end of the plan: other journeys on this server work on the first column.
  const steps = board.locator(':scope > li').filter({ has: page.locator('h2[data-stage^="step-"]') });
  let card = steps.last().locator('.board-card').first();
  for (let index = (await steps.count()) - 1; index >= 0; index--) {
    card = steps.nth(index).locator('.board-card').first();
    if ((await card.count()) > 0) break;
  }
  const link = card.locator('.board-card__name');
  const who = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;

  // The drag as a hand makes it: the card picked up, the board scrolled to Hired (past the screen's
  // edge at 1,280 px), the card let go over it.
  const from = (await card.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 40);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 60, { steps: 5 });
  await hired.evaluate((column) => column.scrollIntoView({ inline: 'end', block: 'nearest' }));
  const to = (await hired.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: `Move ${who} to Hired` });
  await expect(dialog).toBeVisible();
  // Nothing is sent before the start date is given and the hire confirmed.
  await dialog.getByLabel('Start date').fill('2027-01-04');
  const hire = page.waitForResponse(
    (response) => response.url().includes('/user/v1/hire/') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Hire' }).click();
  const answer = await hire;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ start_date: '2027-01-04' });
  await expect(dialog).toBeHidden();

  // Among the hires now, the latest first, and counted.
  await expect(hired.locator(`a.board-card__name[href="${href}"]`)).toBeVisible();
  await expect(hired.locator('.board__count')).toHaveText(String(hiredBefore + 1));
  await expect(steps.locator(`a.board-card__name[href="${href}"]`)).toHaveCount(0);
  await expect(page.getByText(`${who} moved to Hired.`).first()).toBeVisible();

  await page.goto(href);
  await expect(page.getByRole('region', { name: 'History' }).getByText('Hired', { exact: true }).first()).toBeVisible();
});
