/**
 * Messaging (SMS) (D236): the company's one provider (SMPP or the HTTP shape). Connected when it
 * has one, failing with the provider's reason when its last use failed; the default is the outbox.
 * Testing binds to the SMSC, or asks the HTTP API for the account.
 */
import { checkConnection } from '../../sms/sms-connection.service.ts';
import { connectionOf } from '../../sms/sms.store.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const messagingKind: IntegrationKindEntry = {
  kind: 'messaging',
  async state(db, accountId) {
    const connection = await connectionOf(db, accountId);
    if (!connection) return { state: 'default', connected: 0, failing: 0, reason: '' };
    const failing = connection.status === 'failing';
    return {
      state: failing ? 'failing' : 'connected',
      connected: failing ? 0 : 1,
      failing: failing ? 1 : 0,
      reason: connection.last_error,
    };
  },
  async test(db, accountId) {
    await checkConnection(db, accountId);
  },
};
