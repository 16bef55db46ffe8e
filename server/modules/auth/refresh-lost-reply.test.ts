/**
 * A refresh whose reply was lost, presented again past the reuse grace (D282): the device it was
 * rotated for keeps its session while none of the token's successors was used, within
 * REFRESH_LOST_REPLY_WINDOW_MS; anything else is reuse, as before (D227).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REFRESH_LOST_REPLY_WINDOW_MS, REFRESH_REUSE_GRACE_MS } from './auth.service.ts';
import { ageRefreshUse, lastAuditId, refreshCookie } from '../../test/refresh-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DEVICE = 'device-of-the-candidate-1';
const OTHER_DEVICE = 'device-of-someone-else-2';
const OFFLINE_MS = 60_000;

/** A refresh as the page sends it: the token, and the device id unless null (src/lib/api-client.ts). */
const refresh = (token: string, device: string | null = DEVICE) =>
  t.request({
    method: 'POST',
    url: '/api/auth/v1/token-refresh/',
    body: { refresh: token },
    ...(device === null ? {} : { headers: { 'x-assay-device': device } }),
  });

const reuseAudits = (userId: number, after: number) =>
  t.db
    .selectFrom('audit_events')
    .select('event')
    .where('event', '=', 'refresh_reuse_detected')
    .where('subject_user_id', '=', userId)
    .where('audit_event_id', '>', after)
    .execute();

const recoveryAudits = (userId: number, after: number) =>
  t.db
    .selectFrom('audit_events')
    .select(['event', 'actor_user_id', 'account_id', 'details'])
    .where('event', '=', 'refresh_lost_reply_recovered')
    .where('subject_user_id', '=', userId)
    .where('audit_event_id', '>', after)
    .execute();

/** Signs in and rotates once from `device`, dropping the reply (as a lost one): T and its successor T2. */
async function rotatedOnceReplyLost(device: string | null = DEVICE, email = 'candidate@assay.test') {
  const since = new Date();
  const after = await lastAuditId(t.db);
  const session = await t.signIn(email);
  const first = await refresh(session.refresh, device);
  expect(first.statusCode).toBe(200);
  return {
    since,
    after,
    userId: session.userId,
    token: session.token,
    old: session.refresh,
    lostSuccessor: refreshCookie(first),
  };
}

describe('a refresh whose reply was lost (D282)', () => {
  it('given a lost reply and 60 s offline, when the device presents the old token again, then it keeps its session, and the successor it never received is refused afterwards as reuse', async () => {
    const { after, userId, old, lostSuccessor } = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect(OFFLINE_MS).toBeGreaterThan(REFRESH_REUSE_GRACE_MS);

    const back = await refresh(old);
    expect(back.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: back.json().data.token });
    expect(me.json().data.user_id).toBe(userId);
    expect(await reuseAudits(userId, after)).toEqual([]);
    // The session goes on from the new token.
    const next = await refresh(refreshCookie(back));
    expect(next.statusCode).toBe(200);

    // The successor was revoked: only a copy of it (someone else's) can present it now.
    const stale = await refresh(lostSuccessor);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('invalid_refresh_token');
    expect(await reuseAudits(userId, after)).toHaveLength(1);
    expect((await refresh(refreshCookie(next))).statusCode).toBe(401);
  });

  it('given a lost reply recovered, then it is audited once, as the other turns of a session are: the family, how long after the use, the successors revoked, and no device id (D289)', async () => {
    const { after, userId, old } = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect(await recoveryAudits(userId, after)).toEqual([]);
    const back = await refresh(old);
    expect(back.statusCode).toBe(200);
    const family = await t.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('user_id', '=', userId)
      .orderBy('refresh_token_id', 'desc')
      .executeTakeFirstOrThrow();
    const audits = await recoveryAudits(userId, after);
    expect(audits).toHaveLength(1);
    const details = typeof audits[0]!.details === 'string' ? JSON.parse(audits[0]!.details) : audits[0]!.details;
    expect(audits[0]).toMatchObject({ actor_user_id: userId, account_id: null });
    expect(details).toEqual({
      family_id: family.family_id,
      seconds_since_use: expect.any(Number),
      successors_revoked: 1,
    });
    expect(details.seconds_since_use).toBeGreaterThanOrEqual(OFFLINE_MS / 1000);
    expect(details.seconds_since_use).toBeLessThan(OFFLINE_MS / 1000 + 60);
    expect(JSON.stringify(audits[0])).not.toContain(DEVICE);
    // Inside the grace (D227) nothing was lost: no entry.
    expect((await refresh(refreshCookie(back))).statusCode).toBe(200);
    expect(await recoveryAudits(userId, after)).toHaveLength(1);
  });

  it("given a staff member's lost reply recovered, then their company's audit log shows it", async () => {
    const { since, userId, token, old } = await rotatedOnceReplyLost(DEVICE, 'owner@demo-company.test');
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect((await refresh(old)).statusCode).toBe(200);
    const log = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/?event=refresh_lost_reply_recovered&actor_user_id=${userId}`,
      token,
    });
    expect(log.statusCode, log.body).toBe(200);
    const mine = log
      .json()
      .data.results.filter((e: { occurred_at: string }) => Date.parse(e.occurred_at) >= since.getTime() - 1000);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      event: 'refresh_lost_reply_recovered',
      actor_user_id: userId,
      subject_name: expect.stringMatching(/\S/),
    });
  });

  it('given several lost replies in a row (retries inside the grace, then again after each stretch offline), then the old token still rotates each time', async () => {
    const { after, userId, old } = await rotatedOnceReplyLost();
    // The page's retries (0.5, 2, 5 s) inside the grace: lost too.
    for (let i = 0; i < 3; i++) expect((await refresh(old)).statusCode).toBe(200);
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect((await refresh(old)).statusCode).toBe(200); // lost again
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    const back = await refresh(old);
    expect(back.statusCode).toBe(200);
    expect((await refresh(refreshCookie(back))).statusCode).toBe(200);
    expect(await reuseAudits(userId, after)).toEqual([]);
  });

  it('given theft: the successor was used, when the old token is presented past the grace, then the whole family is revoked and audited, as before', async () => {
    const after = await lastAuditId(t.db);
    const session = await t.signIn('candidate@assay.test');
    const first = await refresh(session.refresh);
    const second = await refresh(refreshCookie(first));
    expect(second.statusCode).toBe(200);
    await ageRefreshUse(t.db, session.refresh, OFFLINE_MS);

    // From the very device it was rotated for, too: a used successor means the reply arrived.
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('invalid_refresh_token');
    expect(await reuseAudits(session.userId, after)).toHaveLength(1);
    expect(await recoveryAudits(session.userId, after)).toEqual([]);
    expect((await refresh(refreshCookie(second))).statusCode).toBe(401);
  });

  it('given a revoked token (the session signed out), then presenting it is reuse, however unused its successor', async () => {
    const { after, userId, old, lostSuccessor } = await rotatedOnceReplyLost();
    await t.request({ method: 'POST', url: '/api/auth/v1/logout/', body: { refresh: lostSuccessor } });
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect((await refresh(old)).statusCode).toBe(401);
    expect(await reuseAudits(userId, after)).toHaveLength(1);
  });

  it('given a lost reply, then the old token rotates until REFRESH_LOST_REPLY_WINDOW_MS after its use, and past it is reuse', async () => {
    const inside = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, inside.old, REFRESH_LOST_REPLY_WINDOW_MS - 60_000);
    expect((await refresh(inside.old)).statusCode).toBe(200);

    const past = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, past.old, REFRESH_LOST_REPLY_WINDOW_MS + 60_000);
    expect((await refresh(past.old)).statusCode).toBe(401);
    expect(await reuseAudits(past.userId, past.after)).toHaveLength(1);
    expect((await refresh(past.lostSuccessor)).statusCode).toBe(401);
  });

  it('given a lost reply, when another device, or a request naming none, presents the old token past the grace, then it is reuse: the family is revoked', async () => {
    const other = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, other.old, OFFLINE_MS);
    expect((await refresh(other.old, OTHER_DEVICE)).statusCode).toBe(401);
    expect(await reuseAudits(other.userId, other.after)).toHaveLength(1);
    expect(await recoveryAudits(other.userId, other.after)).toEqual([]);
    // The owner's device comes back to a session that was ended: theft is never undone.
    expect((await refresh(other.old)).statusCode).toBe(401);
    expect((await refresh(other.lostSuccessor)).statusCode).toBe(401);

    // Another person, so that the reuse entries the refusals above wrote for the first are not this case's.
    const unnamed = await rotatedOnceReplyLost(DEVICE, 'owner@demo-company.test');
    await ageRefreshUse(t.db, unnamed.old, OFFLINE_MS);
    expect((await refresh(unnamed.old, null)).statusCode).toBe(401);
    expect(await reuseAudits(unnamed.userId, unnamed.after)).toHaveLength(1);
  });

  it('given a rotation that named no device (a script, or a token rotated before migration 0125), then a lost reply past the grace is reuse, as before', async () => {
    const { after, userId, old } = await rotatedOnceReplyLost(null);
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect((await refresh(old)).statusCode).toBe(401);
    expect(await reuseAudits(userId, after)).toHaveLength(1);
  });

  it('given a malformed device id, then the refresh is answered (not a 400) and the id binds nothing', async () => {
    const { old } = await rotatedOnceReplyLost('bad id!');
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    expect((await refresh(old, 'bad id!')).statusCode).toBe(401);
  });

  it('given the old token and its unused successor presented at once, then at most one of them carries the session on', async () => {
    const { old, lostSuccessor } = await rotatedOnceReplyLost();
    await ageRefreshUse(t.db, old, OFFLINE_MS);
    const both = await Promise.all([refresh(old), refresh(lostSuccessor)]);
    const alive = [];
    for (const res of both) if (res.statusCode === 200) alive.push((await refresh(refreshCookie(res))).statusCode);
    expect(alive.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });
});
