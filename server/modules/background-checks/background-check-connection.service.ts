/**
 * The company's background-check provider connection (D237): read (never the key), save and test at
 * once, test again (the integrations page's "Test connection"), disconnect. Each change is audited
 * with whether the key changed, never the key itself.
 */
import type { BackgroundCheckConnection, SaveConnection } from '../../../contracts/background-checks.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { BackgroundCheckError } from '../../integrations/background-check/provider.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { adapter, credentialsOf, providerApiUrl, webhookUrlOf } from './background-check-settings.ts';
import * as store from './background-checks.store.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export async function getConnection(db: Db, accountId: number): Promise<BackgroundCheckConnection> {
  const row = await store.connectionOf(db, accountId);
  const refused = row ? await store.lastRefusedWebhook(db, accountId) : undefined;
  const reason = (refused?.details as { reason?: unknown } | undefined)?.reason;
  return {
    connected: row !== undefined,
    provider: 'checkr',
    api_url: providerApiUrl(),
    package: row?.package ?? '',
    status: row?.status ?? 'unchecked',
    last_error: row?.last_error ?? '',
    checked_at: iso(row?.checked_at ?? null),
    webhook_error: typeof reason === 'string' ? reason : '',
    webhook_error_at: iso(refused?.occurred_at ?? null),
    webhook_url: webhookUrlOf(accountId),
  };
}

/** Calls the provider with the stored key and records how it went. */
export async function checkConnection(db: Db, accountId: number): Promise<{ ok: boolean; reason: string }> {
  const row = await store.connectionOf(db, accountId);
  if (!row) return { ok: false, reason: '' };
  let result: { ok: boolean; reason: string };
  try {
    await adapter.testConnection(credentialsOf(row));
    result = { ok: true, reason: '' };
  } catch (error) {
    if (!(error instanceof BackgroundCheckError)) throw error;
    result = { ok: false, reason: error.message };
  }
  await store.recordCheck(db, accountId, result);
  return result;
}

export async function saveConnection(db: Db, viewer: LoadedUser, accountId: number, body: SaveConnection) {
  const existing = await store.connectionOf(db, accountId);
  if (body.api_key === '' && !existing) {
    const message = 'Enter the API key from the provider’s dashboard.';
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'api_key', message },
    ]);
  }
  const apiKey = body.api_key === '' ? existing!.api_key : body.api_key;
  await db.transaction().execute(async (trx) => {
    await store.saveConnection(trx, accountId, { api_key: apiKey, package: body.package });
    await audit(trx, {
      event: existing ? 'background_check_connection_changed' : 'background_check_connected',
      actorUserId: viewer.user_id,
      accountId,
      details: {
        provider: 'checkr',
        package: body.package,
        key_changed: existing ? apiKey !== existing.api_key : true,
      },
    });
  });
  const result = await checkConnection(db, accountId);
  return { ...result, connection: await getConnection(db, accountId) };
}

export async function disconnect(db: Db, viewer: LoadedUser, accountId: number): Promise<{ ok: true }> {
  await db.transaction().execute(async (trx) => {
    if (await store.deleteConnection(trx, accountId))
      await audit(trx, {
        event: 'background_check_disconnected',
        actorUserId: viewer.user_id,
        accountId,
        details: { provider: 'checkr' },
      });
  });
  return { ok: true };
}
