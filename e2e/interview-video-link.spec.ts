import { expect, test } from './support/test.ts';
import { INTERVIEW_JOB_UUID } from '../server/db/seed/demo-interviews.ts';
import { startRadicale, type RadicaleServer } from '../server/test/radicale.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { openSchedulingLinkOnPhone } from './support/scheduling-link.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { expectRoomInCalendar, expectRoomInInvitation, ROOM, withRoomsAndInesCalendar } from './support/video-room.ts';

// A video link made per interview (D209): the owner gives the company a Jitsi-style meeting
// address; Ines Interviewer, the panel of the seed's "Shift Supervisor" interview, has a Radicale
// calendar connected (this journey starts it). A candidate books a time by the scheduling link on a
// phone: the booked page shows the interview's own room under the company's address, and the event
// written into Ines's calendar and the candidate's calendar invitation carry the same link. The
// meeting address and Ines's calendar are put back as seeded at the end, for the journeys after it.

let radicale: RadicaleServer;
test.beforeAll(async () => {
  radicale = await startRadicale('ines', 'ines-video-token-1');
});
test.afterAll(async () => radicale?.close());

test('a candidate picks a time; the interview gets a room of its own, and the calendar event and the invitation carry its link', async ({
  page,
  browser,
  baseURL,
}) => {
  await withRoomsAndInesCalendar(baseURL!, radicale, async () => {
    const email = `video-link-${Date.now()}@example.test`;
    const candidate = await newApplicant(baseURL!, email, INTERVIEW_JOB_UUID, { first: 'Vi', last: 'Deo' });
    await signInAt(page, demo.owner, `/smartreq-detail-applicant/${await scorecardIdOf(baseURL!, candidate.userId)}`);
    const visitor = await openSchedulingLinkOnPhone(page, browser);
    await expect(visitor.getByRole('radio').first()).toBeVisible();
    await visitor.getByRole('radio').first().check();
    await visitor.getByRole('button', { name: /^Book / }).click();
    await expect(visitor.getByRole('heading', { name: 'Your interview', exact: true })).toBeVisible();
    // The booked page links the interview's own room, under the company's meeting address.
    const room = await visitor.getByRole('link', { name: /^https:\/\/meet\.example\// }).getAttribute('href');
    expect(room).toMatch(ROOM);
    await visitor.context().close();

    // The event in Ines's calendar carries the same link; so does the candidate's invitation.
    await expectRoomInCalendar(radicale, room!);
    await expectRoomInInvitation(email, room!);
  });
});
