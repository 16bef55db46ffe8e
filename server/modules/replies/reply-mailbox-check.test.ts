/**
 * "Check now" on the company's reply mailbox (D464), against a real IMAP server (Debian's Dovecot,
 * server/test/dovecot.ts): a reply Maria sends, filed in the mailbox, is on her application and in
 * its history as soon as the owner checks, without waiting for the minute's poll; a role without
 * the company settings permission is refused, another company's owner finds no such mailbox, and
 * a check that cannot read the mailbox answers why, by kind, for the admin's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { startDovecot, type DovecotServer } from '../../test/dovecot.ts';
import { MARIA, MARIA_EMAIL, replyMailboxKit } from './reply-mailbox.test-kit.ts';

let t: TestApp;
let imap: DovecotServer;
let cast: CompanyCast;
const { call, mailboxUrl, settings, message, replies } = replyMailboxKit(() => ({ t, cast, imap }));
const checkNow = (who: CompanyCast['owner']) => call(who, 'POST', `${mailboxUrl()}check/`);
const history = async (): Promise<string> =>
  JSON.stringify((await call(cast.recruiter, 'GET', `/smartreq/v1/activity-history/${MARIA}/`)).json().data);

beforeAll(async () => {
  imap = await startDovecot({ jobs: 'mailbox-pass-1' });
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://assay.example',
    REPLY_IMAP_ALLOW_PRIVATE: '1',
  });
  cast = await signInCompanyCast(t);
});
afterAll(async () => {
  await t?.close();
  await imap?.close();
});

describe('checking the reply mailbox now', () => {
  it('given Maria’s reply in the mailbox, when the owner checks now, then it is on her application and in its history at once; the recruiter and another company’s owner may not check', async () => {
    const saved = await call(cast.owner, 'PUT', mailboxUrl(), settings());
    expect(saved.json().data.ok, saved.body).toBe(true);
    const refId = (
      await t.db
        .selectFrom('user_trackers')
        .select('ref_id')
        .where('user_step_tracker_id', '=', MARIA)
        .executeTakeFirstOrThrow()
    ).ref_id;
    const sent = await call(cast.recruiter, 'POST', '/smartreq/v1/email-applicants/', {
      ref_ids: [refId],
      subject: 'Your interview',
      message: 'Does Tuesday suit you?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { reply_to } = await t.db
      .selectFrom('mail_outbox')
      .select('reply_to')
      .where('to_address', '=', MARIA_EMAIL)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    await imap.deliver(
      'jobs',
      await message({ to: reply_to!, subject: 'Re: Your interview', messageId: '<check-now@maria.test>' }),
    );
    expect(await history()).not.toContain('reply_received');

    expect((await checkNow(cast.recruiter)).statusCode).toBe(403);
    expect((await checkNow(cast.otherOwner)).statusCode).toBe(404);
    expect(await replies()).toEqual([]);

    const checked = await checkNow(cast.owner);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data).toMatchObject({
      ok: true,
      kept: 1,
      failure: null,
      reason: '',
      detail: '',
      mailbox: { status: 'connected', replies_received: 1, last_error_kind: null, last_error_detail: '' },
    });
    expect(await replies()).toEqual([
      expect.objectContaining({ subject: 'Re: Your interview', text: expect.stringContaining('Tuesday') }),
    ]);
    expect(await history()).toContain('reply_received');
    // Checked again: nothing new, nothing kept twice.
    expect((await checkNow(cast.owner)).json().data).toMatchObject({ ok: true, kept: 0 });
  });

  it('given a password the mail server refuses, or no mailbox at all, then the check says why by its kind, and the mailbox keeps the kind and the server’s own words, not an English sentence', async () => {
    await call(cast.owner, 'PUT', mailboxUrl(), settings({ password: 'not-it' }));
    expect((await checkNow(cast.owner)).json().data).toMatchObject({
      ok: false,
      kept: 0,
      failure: 'sign_in',
      reason: 'The mail server refused the user name or password.',
      detail: expect.stringContaining('Authentication failed'),
      mailbox: {
        status: 'failing',
        last_error_kind: 'sign_in',
        last_error_detail: expect.stringContaining('Authentication failed'),
      },
    });
    // Stored so (D470): the kind, and what Dovecot answered, as it answered it.
    const stored = await t.db
      .selectFrom('reply_mailboxes')
      .select(['last_error_kind', 'last_error_detail'])
      .where('account_id', '=', cast.demoId)
      .executeTakeFirstOrThrow();
    expect(stored.last_error_kind).toBe('sign_in');
    expect(stored.last_error_detail).toMatch(/AUTHENTICATIONFAILED|Authentication failed/);
    expect(stored.last_error_detail).not.toContain('The mail server');
    expect((await call(cast.owner, 'DELETE', mailboxUrl())).statusCode).toBe(200);
    expect((await checkNow(cast.owner)).json().data).toMatchObject({
      ok: false,
      failure: 'not_connected',
      mailbox: { connected: false },
    });
  });
});
