/**
 * Migration 0187 (D470) on reply mailboxes whose last error was stored as an English sentence: the
 * test takes the database back to before it (the sentence column), stores sentences the poll wrote,
 * runs it again, and finds each mailbox's kind, the server's words a sentence held kept as the
 * detail, and an unknown sentence kept whole as `other`. Real PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { down, up } from './migrations/0187-reply-mailbox-error-kind.ts';

let t: TestApp;
const db = () => t.db as unknown as Kysely<unknown>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SENTENCES: [string, string | null, string][] = [
  ['The mail server refused the user name or password.', 'sign_in', ''],
  [
    'The mail server’s certificate is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT): it must be valid for imap.example.com.',
    'certificate',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
  ],
  ['The mail server refused the connection (imap.example.com:993).', 'refused', ''],
  ['The mail server did not answer in time (imap.example.com:993).', 'timeout', ''],
  [
    'The folder “Replies” could not be opened: Command failed (Mailbox doesn’t exist: Replies)',
    'folder',
    'Command failed (Mailbox doesn’t exist: Replies)',
  ],
  ['A message (UID 42) could not be kept: value too long', 'message_not_kept', 'UID 42: value too long'],
  ['Unexpected close (BYE Server shutting down)', 'other', 'Unexpected close (BYE Server shutting down)'],
  ['', null, ''],
];

describe('migration 0187: the reply mailbox’s last error as a kind', () => {
  it.each(SENTENCES)(
    'given a mailbox whose last error reads “%s”, then it gets its kind and keeps the server’s words',
    async (sentence, kind, detail) => {
      const accountId = (await t.db.selectFrom('accounts').select('account_id').executeTakeFirstOrThrow()).account_id;
      await down(db());
      await sql`delete from reply_mailboxes`.execute(t.db);
      await sql`insert into reply_mailboxes (account_id, host, port, security, username, address, status, last_error)
        values (${accountId}, 'imap.example.com', 993, 'tls', 'jobs', 'jobs@example.com',
          ${sentence ? 'failing' : 'connected'}, ${sentence})`.execute(t.db);
      await up(db());

      expect(
        await t.db.selectFrom('reply_mailboxes').select(['last_error_kind', 'last_error_detail']).execute(),
      ).toEqual([{ last_error_kind: kind, last_error_detail: detail }]);
      const columns = await sql<{
        column_name: string;
      }>`select column_name from information_schema.columns where table_name = 'reply_mailboxes'`.execute(t.db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain('last_error');
    },
  );
});
