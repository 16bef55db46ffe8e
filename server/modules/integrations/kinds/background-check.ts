/**
 * Background checks (D237): the company's Checkr-shaped provider account. Connected when its key
 * is stored and its last test passed, failing with the provider's reason when it did not; the
 * default is the manual check (staff record the outcome and attach the report). Testing calls the
 * provider with the stored key.
 */
import { checkConnection } from '../../background-checks/background-check-connection.service.ts';
import { connectionOf } from '../../background-checks/background-checks.store.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const backgroundCheckKind: IntegrationKindEntry = {
  kind: 'background_check',
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
