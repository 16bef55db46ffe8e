/**
 * BI dashboards (D235): a company's embedded dashboards on an outside BI server (Metabase static
 * embedding). Connected when the company has any, failing when any of them failed its last check
 * (the newest reason shown); the default is the built-in dashboards. Testing checks each one's
 * server at `${site_url}/api/health`.
 */
import { checkEmbed, listOfAccount } from '../../bi-embeds/index.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const biDashboardsKind: IntegrationKindEntry = {
  kind: 'bi_dashboards',
  async state(db, accountId) {
    const embeds = await listOfAccount(db, accountId);
    const failing = embeds.filter((e) => e.status === 'failing');
    const latest = failing.sort((a, b) => (b.checked_at?.valueOf() ?? 0) - (a.checked_at?.valueOf() ?? 0))[0];
    return {
      state: embeds.length === 0 ? 'default' : failing.length ? 'failing' : 'connected',
      connected: embeds.length - failing.length,
      failing: failing.length,
      reason: latest?.last_error ?? '',
    };
  },
  async test(db, accountId) {
    for (const embed of await listOfAccount(db, accountId)) await checkEmbed(db, embed);
  },
};
