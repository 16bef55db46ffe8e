/**
 * A company's messaging provider (D236): read (never the secret), save and test at once, test
 * again, disconnect. An empty secret on save keeps the saved one, but only for the same adapter
 * and address. Each change is audited without the secret. Disconnecting sends what was still
 * queued back to the outbox, where staff see it.
 */
import type { SaveSmsConnection, SmsConnection } from '../../../contracts/sms.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { adapterFor } from '../../integrations/sms/sms-adapters.ts';
import { SmsError } from '../../integrations/sms/sms-adapter.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { credentialsOf } from './sms.jobs.ts';
import * as store from './sms.store.ts';

const webhookPath = (accountId: number) => `/api/integration/v1/messaging/inbound/${accountId}/`;

export async function getConnection(db: Db, accountId: number): Promise<SmsConnection> {
  const row = await store.connectionOf(db, accountId);
  if (!row)
    return {
      connected: false,
      adapter: '',
      address: '',
      username: '',
      has_secret: false,
      rate_per_minute: 60,
      status: 'unchecked',
      last_error: '',
      checked_at: null,
      webhook_path: webhookPath(accountId),
    };
  return {
    connected: true,
    adapter: row.adapter,
    address: row.address,
    username: row.username,
    has_secret: !row.secret.isEmpty,
    rate_per_minute: row.rate_per_minute,
    status: row.status,
    last_error: row.last_error,
    checked_at: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    webhook_path: webhookPath(accountId),
  };
}

/** Tests the saved connection now and records how it went. */
export async function checkConnection(db: Db, accountId: number): Promise<{ ok: boolean; reason: string }> {
  const row = await store.connectionOf(db, accountId);
  if (!row) return { ok: false, reason: '' };
  try {
    await adapterFor(credentialsOf(row)).test();
    await store.recordCheck(db, accountId, { ok: true });
    return { ok: true, reason: '' };
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    await store.recordCheck(db, accountId, { ok: false, reason: error.message });
    return { ok: false, reason: error.message };
  }
}

function problem(prop: string, message: string): never {
  throw new HttpError(400, ErrorCode.validation, message, [{ prop, message }]);
}

export async function saveConnection(db: Db, viewer: LoadedUser, body: SaveSmsConnection) {
  const accountId = body.account_id;
  let address = body.address;
  if (body.adapter === 'smpp') {
    const url = /^smpp:\/\/([^\s/:]+|\[[0-9a-f:]+\])(:(\d{1,5}))?\/?$/i.exec(address);
    if (!url || Number(url[3] ?? 2775) > 65535) problem('address', 'Enter the SMSC as smpp://host:port.');
    if (!body.username) problem('username', 'Enter the system ID the SMSC gave you.');
    address = `smpp://${url[1]}:${url[3] ?? 2775}`;
  } else {
    if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(address))
      problem('address', 'Enter an address that starts with https://');
    address = address.replace(/\/+$/, '');
  }
  const existing = await store.connectionOf(db, accountId);
  const keepsSecret =
    body.secret === '' && existing !== undefined && existing.address === address && existing.adapter === body.adapter;
  if (body.secret === '' && !keepsSecret)
    problem('secret', body.adapter === 'smpp' ? 'Enter the password.' : 'Enter the API key.');
  await db.transaction().execute(async (trx) => {
    await store.saveConnection(trx, accountId, {
      adapter: body.adapter,
      address,
      username: body.adapter === 'smpp' ? body.username : '',
      secret: keepsSecret ? existing.secret : body.secret,
      rate_per_minute: body.rate_per_minute,
    });
    await audit(trx, {
      event: existing ? 'sms_connection_changed' : 'sms_connected',
      actorUserId: viewer.user_id,
      accountId,
      details: {
        adapter: body.adapter,
        address,
        username: body.username,
        rate_per_minute: body.rate_per_minute,
        secret_changed: !keepsSecret,
      },
    });
  });
  const result = await checkConnection(db, accountId);
  return { ...result, connection: await getConnection(db, accountId) };
}

export async function disconnect(db: Db, viewer: LoadedUser, accountId: number): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    if (!(await store.deleteConnection(trx, accountId))) return;
    await store.backToOutbox(trx, accountId);
    await audit(trx, { event: 'sms_disconnected', actorUserId: viewer.user_id, accountId });
  });
  return { ok: true };
}
