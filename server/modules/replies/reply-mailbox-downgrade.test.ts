/**
 * A reply mailbox saved with TLS or STARTTLS and switched to no transport security (allowed only
 * inside the network, REPLY_IMAP_ALLOW_PRIVATE=1) does not send its saved password in clear: the
 * admin types it again in the same save, or the save is refused in their language and changes
 * nothing (D468). On real PGlite and a real IMAP server (Debian's Dovecot).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCompanyCast, type CompanyCast } from '../../test/company-cast.ts';
import { startDovecot, type DovecotServer } from '../../test/dovecot.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let imap: DovecotServer;
let cast: CompanyCast;

beforeAll(async () => {
  imap = await startDovecot({ jobs: 'mailbox-pass-1' });
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', REPLY_IMAP_ALLOW_PRIVATE: '1' });
  cast = await signInCompanyCast(t);
});
afterAll(async () => {
  await t?.close();
  await imap?.close();
});

const save = (over: Record<string, unknown>, language = 'en') =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/${cast.demoId}/reply-mailbox/`,
    token: cast.owner.token,
    body: {
      host: imap.host,
      port: imap.port,
      username: 'jobs',
      address: 'jobs@acme-hiring.test',
      ...over,
    },
    headers: { 'accept-language': language },
  });

const stored = () =>
  t.db.selectFrom('reply_mailboxes').selectAll().where('account_id', '=', cast.demoId).executeTakeFirstOrThrow();

const SAID = {
  es: 'Vuelve a escribir la contraseña: se guardó para una conexión cifrada y no se envía sin ella.',
  fr: 'Saisissez de nouveau le mot de passe\u202f: il a été enregistré pour une connexion chiffrée et n’est pas envoyé sans elle.',
};

describe('a reply mailbox switched to no transport security', () => {
  it('given a password saved for STARTTLS, when the admin switches to none without typing it, then 400 in their language and nothing changes; typed again, it is saved and the mailbox is read', async () => {
    const tls = await save({ security: 'starttls', password: imap.users.jobs });
    // Dovecot's certificate is its own, so the test fails, but the settings are saved.
    expect(tls.json().data?.mailbox, tls.body).toMatchObject({ security: 'starttls', has_password: true });
    const before = await stored();
    // Before, this was 200 and the saved password went to the server in clear.
    for (const language of ['es', 'fr'] as const) {
      const downgrade = await save({ security: 'none', password: '' }, language);
      expect(downgrade.statusCode, downgrade.body).toBe(400);
      expect(downgrade.json()).toMatchObject({
        message: SAID[language],
        errors: [{ prop: 'password', message: SAID[language] }],
      });
    }
    expect(await stored()).toEqual(before);

    const typed = await save({ security: 'none', password: imap.users.jobs });
    expect(typed.json().data, typed.body).toMatchObject({ ok: true, mailbox: { security: 'none' } });
    // Saved under none, a later save without the password keeps it: it never had TLS to lose.
    const again = await save({ security: 'none', password: '', folder: 'INBOX' });
    expect(again.json().data, again.body).toMatchObject({ ok: true });
  });
});
