/**
 * /settings/integrations on the server: each kind's state at a company, a test of one kind, and the
 * company's meeting base URL (calendar sync's conferencing). The endpoints name the company and are
 * checked by their 'company-settings' permission (server/http/endpoint-access.ts); changes are audited.
 */
import type { IntegrationKind, Integrations } from '../../../contracts/integrations.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import { meetingBaseUrl } from '../calendar-sync/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { INTEGRATION_REGISTRY, integrationEntry } from './registry.ts';

export async function listIntegrations(db: Db, accountId: number): Promise<Integrations> {
  const services = [];
  for (const entry of INTEGRATION_REGISTRY)
    services.push({ kind: entry.kind, testable: entry.test !== undefined, ...(await entry.state(db, accountId)) });
  return { account_id: accountId, meeting_base_url: await meetingBaseUrl(db, accountId), services };
}

export async function testIntegration(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  kind: IntegrationKind,
): Promise<Integrations> {
  const entry = integrationEntry(kind);
  if (!entry?.test) {
    const message = 'This service has nothing connected to test: its built-in default is in use.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'kind', message }]);
  }
  await entry.test(db, accountId);
  await audit(db, {
    event: 'integration_tested',
    actorUserId: viewer.user_id,
    accountId,
    details: { kind },
  });
  return listIntegrations(db, accountId);
}

export async function saveConferencing(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  meetingBase: string,
): Promise<Integrations> {
  await db.transaction().execute(async (trx) => {
    const before = await meetingBaseUrl(trx, accountId);
    if (before === meetingBase) return;
    await trx
      .updateTable('accounts')
      .set({ meeting_base_url: meetingBase })
      .where('account_id', '=', accountId)
      .execute();
    await audit(trx, {
      event: 'meeting_base_url_changed',
      actorUserId: viewer.user_id,
      accountId,
      details: { from: before, to: meetingBase },
    });
  });
  return listIntegrations(db, accountId);
}
