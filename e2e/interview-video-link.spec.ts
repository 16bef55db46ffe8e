import { expect, request, test } from './support/test.ts';
import { INTERVIEW_JOB_UUID } from '../server/db/seed/demo-interviews.ts';
import { startRadicale, type RadicaleServer } from '../server/test/radicale.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { openSchedulingLinkOnPhone } from './support/scheduling-link.ts';
import { demo, DEMO_PASSWORD } from './support/demo-users.ts';
import { mails } from './support/mailbox.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

// A video link made per interview (D209): the owner gives the company a Jitsi-style meeting
// address; Ines Interviewer, the panel of the seed's "Shift Supervisor" interview, has a Radicale
// calendar connected (this journey starts it). A candidate books a time by the scheduling link on a
// phone: the booked page shows the interview's own room under the company's address, and the event
// written into Ines's calendar and the candidate's calendar invitation carry the same link. The
// meeting address and Ines's calendar are put back as seeded at the end, for the journeys after it.

const MEETING_BASE = 'https://meet.example/';
const ROOM = /^https:\/\/meet\.example\/Assay-[0-9a-f]{32}$/;

let radicale: RadicaleServer;
test.beforeAll(async () => {
  radicale = await startRadicale('ines', 'ines-video-token-1');
});
test.afterAll(async () => radicale?.close());

/** An .ics as its lines, folded lines joined again (RFC 5545 folds at 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
const interviewEvents = () =>
  [...radicale.storedEvents().values()].map(unfolded).filter((ics) => /^UID:.*@assay$/m.test(ics));

test('a candidate picks a time; the interview gets a room of its own, and the calendar event and the invitation carry its link', async ({
  page,
  browser,
  baseURL,
}) => {
  const { api: owner, accountId } = await ownerApi(baseURL!);
  const ines = await request.newContext({ baseURL });
  const login = await ines.post('/api/auth/v1/login/', { data: { email: demo.interviewer, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const asInes = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  try {
    const base = await owner.put('/api/integration/v1/calendar/conferencing/', {
      data: { account_id: accountId, meeting_base_url: MEETING_BASE },
    });
    expect(base.status(), await base.text()).toBe(200);
    const calendar = await asInes.put('/api/integration/v1/calendar/user/', {
      data: { server_url: radicale.url, username: radicale.username, password: radicale.password },
    });
    expect(((await calendar.json()) as { data: { ok: boolean } }).data.ok, await calendar.text()).toBe(true);

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

    // The event in Ines's calendar carries the same link.
    await expect
      .poll(() => interviewEvents().filter((ics) => ics.includes(room!)).length, {
        message: 'the interview’s event, with its room, in the calendar',
      })
      .toBe(1);
    // So does the candidate's invitation (its .ics file).
    await expect
      .poll(
        async () =>
          (await mails({ to: email }))
            .flatMap((mail) => mail.attachments)
            .filter((file) => file.filename.endsWith('.ics'))
            .map((file) => unfolded(Buffer.from(file.contentBase64, 'base64').toString('utf8')))
            .some((ics) => ics.includes(room!)),
        { message: 'the calendar invitation mailed to the candidate, with the room' },
      )
      .toBe(true);
  } finally {
    // As seeded, for the journeys after this one on the same server.
    await owner.put('/api/integration/v1/calendar/conferencing/', {
      data: { account_id: accountId, meeting_base_url: '' },
    });
    await asInes.delete('/api/integration/v1/calendar/user/');
    await Promise.all([owner.dispose(), ines.dispose(), asInes.dispose()]);
  }
});
