/**
 * New mail heard of over IMAP IDLE (D475), against a real IMAP server (Debian's Dovecot,
 * server/test/dovecot.ts) and the app's own job worker: with the minute's poll held back, Maria's
 * reply is on her application as soon as it reaches the mailbox, while the watch holds; after
 * Dovecot drops every connection (a restart) the watch is begun again and the next reply comes the
 * same way; a server that does not offer IDLE is said to, and its mail comes with the minute's poll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { startDovecot, type DovecotServer } from '../../test/dovecot.ts';
import { REPLY_MAILBOX_POLL_ALL_JOB, REPLY_MAILBOX_POLL_JOB } from './reply-mailbox.jobs.ts';
import { MARIA, MARIA_EMAIL, replyMailboxKit } from './reply-mailbox.test-kit.ts';

let t: TestApp;
let imap: DovecotServer;
let withoutIdle: DovecotServer;
let cast: CompanyCast;
const { call, mailboxUrl, settings, message, replies } = replyMailboxKit(() => ({ t, cast, imap }));

const unfinished = (kind: string) =>
  t.db.selectFrom('background_jobs').where('kind', '=', kind).where('finished_at', 'is', null);

/**
 * Holds the minute's poll back a day, once its first run (at start-up) has queued the next: from
 * then on only a watch brings a reply in.
 */
async function holdTheMinutePoll(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await unfinished(REPLY_MAILBOX_POLL_ALL_JOB)
            .select('id')
            .where('locked_until', 'is', null)
            .where('run_after', '>', sql<Date>`now()`)
            .execute()
        ).length,
    )
    .toBe(1);
  await t.db
    .updateTable('background_jobs')
    .set({ run_after: sql<Date>`now() + interval '1 day'` })
    .where('kind', '=', REPLY_MAILBOX_POLL_ALL_JOB)
    .where('finished_at', 'is', null)
    .execute();
}

const idleState = async (): Promise<string> => (await call(cast.owner, 'GET', mailboxUrl())).json().data.idle;

/** No poll of the mailbox waits or runs (the one a watch asks for when it begins has run). */
const pollsDone = () =>
  expect.poll(async () => (await unfinished(REPLY_MAILBOX_POLL_JOB).select('id').execute()).length).toBe(0);

/** The subjects of Maria's replies, in alphabetical order. */
const subjects = async () => (await replies()).map((r) => r.subject).sort();

/** The address Maria's mail now answers to: the connected mailbox's plus-address for her application. */
async function replyAddressOfMail(): Promise<string> {
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
  return (
    await t.db
      .selectFrom('mail_outbox')
      .select('reply_to')
      .where('to_address', '=', MARIA_EMAIL)
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow()
  ).reply_to!;
}

beforeAll(async () => {
  imap = await startDovecot({ jobs: 'mailbox-pass-1' });
  withoutIdle = await startDovecot({ jobs: 'mailbox-pass-1' }, { idle: false });
  t = await startTestApp({
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'https://assay.example',
    REPLY_IMAP_ALLOW_PRIVATE: '1',
    JOB_WORKER: '1',
  });
  cast = await signInCompanyCast(t);
});
afterAll(async () => {
  await t?.close();
  await imap?.close();
  await withoutIdle?.close();
});

describe('new mail heard of over IMAP IDLE', () => {
  it('given the mailbox watched, when Maria’s reply reaches it, then it is on her application without the minute’s poll; after Dovecot drops the connection the watch begins again and the next reply comes the same way', async () => {
    await holdTheMinutePoll();
    const saved = await call(cast.owner, 'PUT', mailboxUrl(), settings());
    expect(saved.json().data.ok, saved.body).toBe(true);
    const replyAddress = await replyAddressOfMail();
    await expect.poll(idleState).toBe('watching');
    await pollsDone();
    expect(await replies()).toEqual([]);

    await imap.deliver(
      'jobs',
      await message({ to: replyAddress, subject: 'Re: Your interview', messageId: '<idle-1@maria.test>' }),
    );
    await expect.poll(subjects).toEqual(['Re: Your interview']);

    // Every connection dropped: the watch's too. The minute's poll is still held back.
    await imap.restart();
    await imap.deliver(
      'jobs',
      await message({ to: replyAddress, subject: 'Re: Re: Your interview', messageId: '<idle-2@maria.test>' }),
    );
    await expect.poll(subjects).toEqual(['Re: Re: Your interview', 'Re: Your interview']);
    await expect.poll(idleState).toBe('watching');
  });

  it('given a mail server that does not offer IDLE, then the mailbox says so and Maria’s reply comes with the minute’s poll', async () => {
    const saved = await call(
      cast.owner,
      'PUT',
      mailboxUrl(),
      settings({ host: withoutIdle.host, port: withoutIdle.port }),
    );
    expect(saved.json().data.ok, saved.body).toBe(true);
    await expect.poll(idleState).toBe('not_offered');
    const replyAddress = await replyAddressOfMail();
    await withoutIdle.deliver(
      'jobs',
      await message({ to: replyAddress, subject: 'Re: Tuesday', messageId: '<poll-1@maria.test>' }),
    );
    await t.db
      .updateTable('background_jobs')
      .set({ run_after: sql<Date>`now()` })
      .where('kind', '=', REPLY_MAILBOX_POLL_ALL_JOB)
      .where('finished_at', 'is', null)
      .execute();
    await expect.poll(subjects).toContain('Re: Tuesday');
  });
});
