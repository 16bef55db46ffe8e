/**
 * Calendar sync (D209): each interviewer connects their own CalDAV calendar, so at a company the
 * kind is connected when any of its staff has one, failing when any of those fails (the newest
 * reason shown). Testing re-checks every one of them.
 */
import { checkConnection, connectionsOfAccount } from '../../calendar-sync/index.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const calendarKind: IntegrationKindEntry = {
  kind: 'calendar',
  async state(db, accountId) {
    const connections = await connectionsOfAccount(db, accountId);
    const failing = connections.filter((c) => c.status === 'failing');
    const latest = failing.sort((a, b) => (b.checked_at?.valueOf() ?? 0) - (a.checked_at?.valueOf() ?? 0))[0];
    return {
      state: connections.length === 0 ? 'default' : failing.length ? 'failing' : 'connected',
      connected: connections.length - failing.length,
      failing: failing.length,
      reason: latest?.last_error ?? '',
    };
  },
  async test(db, accountId) {
    for (const connection of await connectionsOfAccount(db, accountId)) await checkConnection(db, connection);
  },
};
