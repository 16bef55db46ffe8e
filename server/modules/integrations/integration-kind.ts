/**
 * One outside service kind as /settings/integrations shows it (contracts/integrations.ts): its
 * state at a company, and, when it has an adapter, a test of its connections. A later adapter is
 * one more file in kinds/ and one line in the registry; the page and the endpoints stay as they are.
 */
import type { IntegrationKind, IntegrationService } from '../../../contracts/integrations.ts';
import type { Db } from '../../db/database.ts';

export type KindState = Omit<IntegrationService, 'kind' | 'testable'>;

export interface IntegrationKindEntry {
  kind: IntegrationKind;
  state(db: Db, accountId: number): Promise<KindState>;
  /** Tests the company's connections of this kind now (recording each result); absent: no adapter yet. */
  test?(db: Db, accountId: number): Promise<void>;
}

/** A kind served by its built-in default (nothing to connect yet): the page says what that default does. */
export const builtInDefault = (kind: IntegrationKind): IntegrationKindEntry => ({
  kind,
  state: async () => ({ state: 'default', connected: 0, failing: 0, reason: '' }),
});

/**
 * A kind served by one provider connection per company (messaging, background checks): connected
 * once stored, failing with the provider's reason when its last check or use failed.
 */
export function oneConnectionKind(
  kind: IntegrationKind,
  connectionOf: (db: Db, accountId: number) => Promise<{ status: string; last_error: string } | undefined>,
  checkConnection: (db: Db, accountId: number) => Promise<unknown>,
): IntegrationKindEntry {
  return {
    kind,
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
}
