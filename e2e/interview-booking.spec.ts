import { expect, test } from './support/test.ts';
import { INTERVIEW_JOB_UUID } from '../server/db/seed/demo-interviews.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { expectAccessible } from './support/accessibility.ts';
import { activate, focused } from './support/keyboard.ts';
import { signInAt } from './support/sign-in.ts';

// Scheduling by link: a candidate applies to the seed's "Shift Supervisor" requisition, whose one
// activity is an interview with Ines Interviewer (weekdays 09:00-17:00 in Madrid, seeded). The owner
// sends the scheduling link from the scorecard; the candidate opens it on a phone without signing
// in, picks a free time and books it; the scorecard then shows the interview scheduled, and the
// same link shows the booking with the choice to change it. The candidate books with the keyboard
// alone (D210): Tab into the times, an arrow to the last one, Tab to Book, Enter.

test('the owner sends a scheduling link; the candidate books a time on a phone; the scorecard shows it scheduled', async ({
  page,
  browser,
  baseURL,
}) => {
  const candidate = await newApplicant(baseURL!, `booking-${Date.now()}@example.test`, INTERVIEW_JOB_UUID, {
    first: 'Bo',
    last: 'Booker',
  });
  const scorecardId = await scorecardIdOf(baseURL!, candidate.userId);

  await signInAt(page, demo.owner, `/smartreq-detail-applicant/${scorecardId}`);
  const panel = page.getByRole('region', { name: 'Interview scheduling' });
  await expect(panel.getByRole('heading', { name: 'Interview with the store manager' })).toBeVisible();
  await expect(panel).toContainText('Not scheduled');
  await panel.getByRole('button', { name: 'Send scheduling link' }).click();
  const sent = panel.getByText('Link sent to the candidate:').locator('..').getByRole('link');
  const link = await sent.getAttribute('href');
  expect(link).toMatch(/^\/schedule-interview\/[0-9a-f-]{36}$/);

  // The candidate, on a phone, signed out: the link alone opens the free times.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Chicago' });
  const visitor = await phone.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { name: 'Schedule your interview' })).toBeVisible();
  await expect(visitor.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(visitor.getByRole('button', { name: 'Choose a time above' })).toBeVisible();
  await expectAccessible(visitor, { where: 'the booking page' });
  // A time a few days ahead, so the booking can still be changed (a change closes some hours before).
  const showMore = visitor.getByRole('button', { name: 'Show more days' });
  if (await showMore.isVisible()) await activate(visitor, /^Show more days$/);
  // From the top of the page, as after a page load.
  await visitor.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 40 && (await focused(visitor)).type !== 'radio'; presses++)
    await visitor.keyboard.press('Tab');
  const onTime = await focused(visitor);
  expect(onTime.type, 'Tab reaches the free times').toBe('radio');
  expect(onTime.visible, `the focus on "${onTime.name}" can be seen`).toBe(true);
  // The times are one group: from the first, an arrow up wraps to the last and chooses it.
  await visitor.keyboard.press('ArrowUp');
  await expect(visitor.getByRole('radio').last()).toBeChecked();
  const book = visitor.getByRole('button', { name: /^Book / });
  await expect(book).toBeVisible();
  await activate(visitor, /^Book /);
  await expect(
    visitor.getByText('Your interview is booked. We sent you an email with a calendar invitation.'),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Your interview', exact: true })).toBeVisible();
  await expectAccessible(visitor, { where: 'the booked interview' });

  // The same link later shows the booking and lets the candidate choose another time.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Your interview', exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Choose another time' })).toBeVisible();
  await phone.close();

  await page.reload();
  await expect(panel).toContainText('Scheduled');
  await expect(panel).not.toContainText('Not scheduled');
});
