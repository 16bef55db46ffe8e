/**
 * The reply mailbox's last error as a kind and the server's own words (D470), instead of an English
 * sentence an admin read in English whatever their language: `last_error_kind` (a failure's kind,
 * `message_not_kept` for one message a poll could not keep, null when nothing went wrong) and
 * `last_error_detail` (what the mail server said, shown as it is). A stored sentence is read back
 * into its kind where its words say which (with the server's words it held, if any); any other
 * becomes `other` with the sentence as its detail.
 */
import { sql, type Kysely } from 'kysely';

// Frozen as this migration reads them: the sentences the poll stored before (D450, D464).
const SENTENCES: [RegExp, string, (m: RegExpExecArray) => string][] = [
  [/^The mail server refused the user name or password\.$/, 'sign_in', () => ''],
  [/^The mail server’s certificate is not trusted \(([^)]*)\)/, 'certificate', (m) => m[1]!],
  [/^The mail server refused the connection \(/, 'refused', () => ''],
  [/^The mail server’s address was not found\.$/, 'not_found', () => ''],
  [/^The mail server’s address points to a private network address\.$/, 'private_address', () => ''],
  [/^The mail server did not answer in time \(/, 'timeout', () => ''],
  [/^The mail server closed the connection \(/, 'closed', () => ''],
  [/^The folder “[^”]*” could not be opened: (.*)$/s, 'folder', (m) => m[1]!],
  [/^The mailbox must be read over TLS or STARTTLS\.$/, 'tls_required', () => ''],
  [/^A message \(UID (\d+)\) could not be kept: (.*)$/s, 'message_not_kept', (m) => `UID ${m[1]}: ${m[2]}`],
];

export function kindOfSentence(sentence: string): { kind: string | null; detail: string } {
  if (!sentence) return { kind: null, detail: '' };
  for (const [pattern, kind, detail] of SENTENCES) {
    const m = pattern.exec(sentence);
    if (m) return { kind, detail: detail(m) };
  }
  return { kind: 'other', detail: sentence };
}

const KINDS = [
  'sign_in',
  'certificate',
  'refused',
  'not_found',
  'private_address',
  'timeout',
  'closed',
  'folder',
  'tls_required',
  'not_connected',
  'other',
  'message_not_kept',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reply_mailboxes
    add column last_error_kind text check (last_error_kind in (${sql.join(KINDS.map((k) => sql.lit(k)))})),
    add column last_error_detail text not null default ''`.execute(db);
  const { rows } = await sql<{
    account_id: number;
    last_error: string;
  }>`select account_id, last_error from reply_mailboxes where last_error <> ''`.execute(db);
  for (const row of rows) {
    const { kind, detail } = kindOfSentence(row.last_error);
    await sql`update reply_mailboxes set last_error_kind = ${kind}, last_error_detail = ${detail.slice(0, 1000)}
      where account_id = ${row.account_id}`.execute(db);
  }
  await sql`alter table reply_mailboxes drop column last_error`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reply_mailboxes add column last_error text not null default ''`.execute(db);
  await sql`update reply_mailboxes set last_error = case when last_error_kind is null then ''
    else last_error_kind || case when last_error_detail = '' then '' else ': ' || last_error_detail end end`.execute(
    db,
  );
  await sql`alter table reply_mailboxes drop column last_error_kind, drop column last_error_detail`.execute(db);
}
