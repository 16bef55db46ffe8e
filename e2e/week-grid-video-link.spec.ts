import { expect, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { DEMO_KIT_NAME } from '../server/db/seed/demo-interviews.ts';
import { startRadicale, type RadicaleServer } from '../server/test/radicale.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { expectRoomInCalendar, expectRoomInInvitation, ROOM, withRoomsAndInesCalendar } from './support/video-room.ts';

// The done-when "a slot picked on the week grid creates an event with a video link" (D412, D209): the
// owner gives the company a Jitsi-style meeting address; Ines Interviewer has a Radicale calendar
// connected (this journey starts it). The recruiter schedules an interview from an application
// whose plan has none, picks a time on the panel's week grid rather than typing it, and schedules:
// the interview's row links a room of its own under the company's address, and the event written
// into Ines's calendar and the candidate's calendar invitation carry that same link. The meeting
// address and Ines's calendar are put back as seeded at the end, for the journeys after it.

let radicale: RadicaleServer;
test.beforeAll(async () => {
  radicale = await startRadicale('ines', 'ines-grid-token-1');
});
test.afterAll(async () => radicale?.close());

test('the recruiter picks a slot on the week grid; the interview gets a room of its own, in its row, the calendar event and the invitation', async ({
  page,
  baseURL,
}) => {
  await withRoomsAndInesCalendar(baseURL!, radicale, async () => {
    const stamp = Date.now();
    const email = `week-grid-${stamp}@example.test`;
    const candidate = await newApplicant(baseURL!, email, DEMO_JOBS.openRequisition, { first: 'Grid', last: 'Pick' });
    await signInAt(
      page,
      demo.recruiter,
      `/smartreq-detail-applicant/${await scorecardIdOf(baseURL!, candidate.userId)}`,
    );
    const panel = page.getByRole('region', { name: 'Interviews' });
    // The form asks for a kit only when the company has more than one, which it knows once the
    // list arrives (another journey may have added a kit on this server).
    const kitsListed = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/interview/v1/kits/') && response.ok(),
    );
    await panel.getByRole('button', { name: 'Schedule an interview' }).click();
    const form = panel.getByRole('form', { name: 'Schedule an interview' });
    await form.getByLabel('Interview name').fill('Grid chat');
    const kits = ((await (await kitsListed).json()) as { data: { purpose: string }[] }).data;
    if (kits.filter((k) => k.purpose === 'interview').length > 1)
      await form.getByLabel('Interview kit').selectOption({ label: DEMO_KIT_NAME });
    await form.getByRole('checkbox', { name: 'Ines Interviewer' }).check();
    // A week far enough ahead (and apart from other runs) that Ines is free on her weekdays; the
    // grid shows the week of the date.
    const day = new Date(stamp + (90 + (stamp % 300)) * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Date', { exact: true }).fill(day);
    const grid = form.getByRole('region', { name: 'Panel availability' });
    // A slot not the time the form holds now, named by its start once read.
    const free = grid.getByRole('button', { name: /: everyone is free$/, pressed: false }).nth(2);
    const picked = (await free.getAttribute('data-slot'))!;
    const slot = grid.locator(`[data-slot="${picked}"]`);
    const slotTime = (await slot.textContent())!;
    await slot.click();
    // The slot is the interview's time now: pressed on the grid, and in the time fields.
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(form.getByLabel('Date', { exact: true })).not.toHaveValue('');
    await expect(form.getByLabel('Time', { exact: true })).not.toHaveValue('');

    const created = page.waitForResponse(
      (r) => r.url().includes('/own-interviews/') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
    const response = await created;
    expect(response.ok(), await response.text()).toBe(true);
    const interview = ((await response.json()) as { data: { starts_at: string; meeting_url: string } }).data;
    // Booked at the slot picked, with a room of its own.
    expect(interview.starts_at).toBe(picked);
    expect(interview.meeting_url).toMatch(ROOM);

    // The row says when and links the room.
    const row = panel.getByRole('listitem').filter({ hasText: 'Grid chat' });
    await expect(row).toContainText(slotTime);
    await expect(row.getByRole('link', { name: interview.meeting_url })).toHaveAttribute('href', interview.meeting_url);

    // The event in Ines's calendar carries the same link; so does the candidate's invitation.
    await expectRoomInCalendar(radicale, interview.meeting_url);
    await expectRoomInInvitation(email, interview.meeting_url);
  });
});
