import { expect, test } from './support/test.ts';
import { INTERVIEW_JOB_UUID } from '../server/db/seed/demo-interviews.ts';
import { startRadicale, type RadicaleServer } from '../server/test/radicale.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { openSchedulingLinkOnPhone } from './support/scheduling-link.ts';
import { demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';

// Calendar sync (D209): Ines Interviewer, the panel of the seed's "Shift Supervisor" interview,
// connects a Radicale calendar that this journey starts; the owner sees it on
// /settings/integrations; a candidate books and then moves the interview, and the same event (one
// UID) lands in the calendar and follows the move. Ines disconnects at the end, so journeys after
// this one on the same server find her without a calendar, as seeded.

let radicale: RadicaleServer;
test.beforeAll(async () => {
  radicale = await startRadicale('ines', 'ines-app-token-1');
});
test.afterAll(async () => radicale?.close());

const uidOf = (ics: string) => /^UID:(.*)$/m.exec(ics)?.[1]?.trim();
const startOf = (ics: string) => /^DTSTART[^:]*:(.*)$/m.exec(ics)?.[1]?.trim();
const interviewEvents = () => [...radicale.storedEvents().values()].filter((ics) => uidOf(ics)?.endsWith('@assay'));

test('an interviewer connects a CalDAV calendar; a booked interview lands in it and follows a move', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, demo.interviewer, '/interviews/my-profile');
  const calendar = page.getByRole('region', { name: 'My calendar' });
  await calendar.getByLabel('Calendar server address').fill(radicale.url);
  await calendar.getByLabel('User name').fill(radicale.username);
  await calendar.getByLabel('Password or app token', { exact: true }).fill('wrong-token');
  await calendar.getByRole('button', { name: 'Connect calendar' }).click();
  // The server's own reason, shown as it gave it.
  await expect(calendar.getByRole('status')).toContainText('401 Unauthorized');
  await calendar.getByLabel('Password or app token', { exact: true }).fill(radicale.password);
  await calendar.getByRole('button', { name: 'Save and test' }).click();
  await expect(calendar.getByRole('status')).toContainText('Calendars found: Interviews.');
  await lookAt(page, { path: 'test-results/calendar-sync-profile-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: 'test-results/calendar-sync-profile-390.png', fullPage: true });

  const owner = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAt(owner, demo.owner, '/settings/integrations');
  const sync = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'Calendar sync' }) });
  await expect(sync.locator('[data-state]')).toHaveAttribute('data-state', 'connected');
  await sync.getByRole('button', { name: /Test connection/ }).click();
  await expect(owner.getByText('Calendar sync: every connection answered.')).toBeVisible();
  const messaging = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('heading', { name: 'Messaging (SMS)' }) });
  await expect(messaging).toContainText('stay in the outbox');
  await lookAt(owner, { path: 'test-results/calendar-sync-integrations-1366.png', fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await lookAt(owner, { path: 'test-results/calendar-sync-integrations-390.png', fullPage: true });
  await owner.setViewportSize({ width: 1366, height: 900 });

  // A candidate books the interview with Ines by the link the owner sends.
  const candidate = await newApplicant(baseURL!, `calendar-${Date.now()}@example.test`, INTERVIEW_JOB_UUID, {
    first: 'Cal',
    last: 'Endar',
  });
  await owner.goto(`/smartreq-detail-applicant/${await scorecardIdOf(baseURL!, candidate.userId)}`);
  const visitor = await openSchedulingLinkOnPhone(owner, browser);
  const showMore = visitor.getByRole('button', { name: 'Show more days' });
  // "Show more days" comes with the free times, so it is looked for once they show, not before.
  await expect(visitor.getByRole('radio').first()).toBeVisible();
  if (await showMore.isVisible()) await showMore.click();
  await visitor.getByRole('radio').last().check();
  await visitor.getByRole('button', { name: /^Book / }).click();
  await expect(visitor.getByRole('heading', { name: 'Your interview', exact: true })).toBeVisible();

  await expect.poll(() => interviewEvents().length, { message: "the interview's event in the calendar" }).toBe(1);
  const [booked] = interviewEvents();
  const uid = uidOf(booked!);
  const firstStart = startOf(booked!);

  // She moves it: the same event, by its UID, holds the new time.
  await visitor.getByRole('button', { name: 'Choose another time' }).click();
  await expect(visitor.getByRole('radio').first()).toBeVisible();
  if (await showMore.isVisible()) await showMore.click();
  await visitor.getByRole('radio').nth(-2).check();
  await visitor.getByRole('button', { name: /^Book / }).click();
  await expect(visitor.getByRole('heading', { name: 'Your interview', exact: true })).toBeVisible();
  await expect
    .poll(() => interviewEvents().map((ics) => [uidOf(ics), startOf(ics) !== firstStart]), {
      message: 'the same event (by its UID) at the new time',
    })
    .toEqual([[uid, true]]);
  await visitor.context().close();
  await owner.close();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(calendar.getByRole('button', { name: 'Connect calendar' })).toBeVisible();
});
