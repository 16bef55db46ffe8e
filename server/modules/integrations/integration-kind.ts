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
