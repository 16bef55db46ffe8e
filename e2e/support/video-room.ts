/**
 * For the journeys of a video link made per interview (D209): the company given a Jitsi-style
 * meeting address and Ines Interviewer a Radicale calendar for the length of a journey, then both
 * put back as seeded; and where the interview's room must show up afterwards, the event in Ines's
 * calendar and the candidate's calendar invitation.
 */
import { expect, request } from './test.ts';
import type { RadicaleServer } from '../../server/test/radicale.ts';
import { demo, DEMO_PASSWORD } from './demo-users.ts';
import { mails } from './mailbox.ts';
import { ownerApi } from './sign-in.ts';

export const MEETING_BASE = 'https://meet.example/';
/** An interview's own room under MEETING_BASE. */
export const ROOM = /^https:\/\/meet\.example\/Assay-[0-9a-f]{32}$/;

/** An .ics as its lines, folded lines joined again (RFC 5545 folds at 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

/** Runs `work` with the meeting address set and Ines's calendar connected to `radicale`; puts both back after. */
export async function withRoomsAndInesCalendar(
  baseURL: string,
  radicale: RadicaleServer,
  work: () => Promise<void>,
): Promise<void> {
  const { api: owner, accountId } = await ownerApi(baseURL);
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
    await work();
  } finally {
    // As seeded, for the journeys after this one on the same server.
    await owner.put('/api/integration/v1/calendar/conferencing/', {
      data: { account_id: accountId, meeting_base_url: '' },
    });
    await asInes.delete('/api/integration/v1/calendar/user/');
    await Promise.all([owner.dispose(), ines.dispose(), asInes.dispose()]);
  }
}

/** Waits until the interview's event in Ines's calendar carries the room: one event, written once. */
export async function expectRoomInCalendar(radicale: RadicaleServer, room: string): Promise<void> {
  await expect
    .poll(
      () =>
        [...radicale.storedEvents().values()]
          .map(unfolded)
          .filter((ics) => /^UID:.*@assay$/m.test(ics) && ics.includes(room)).length,
      { message: 'the interview’s event, with its room, in Ines’s calendar' },
    )
    .toBe(1);
}

/** Waits until the calendar invitation mailed to `to` (its .ics file) carries the room. */
export async function expectRoomInInvitation(to: string, room: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await mails({ to }))
          .flatMap((mail) => mail.attachments)
          .filter((file) => file.filename.endsWith('.ics'))
          .map((file) => unfolded(Buffer.from(file.contentBase64, 'base64').toString('utf8')))
          .some((ics) => ics.includes(room)),
      { message: 'the calendar invitation mailed to the candidate, with the room' },
    )
    .toBe(true);
}
