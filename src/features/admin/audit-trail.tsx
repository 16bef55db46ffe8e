import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../../../contracts/provider-admin.ts';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { Pager } from '../../ui/list-controls.tsx';
import { AUDIT_TRAIL_PAGE_SIZE as PAGE_SIZE, auditTrailQueryOptions } from './provider-admin.queries.ts';
import { auditEventLabel } from './provider-admin-texts.ts';

/** What changed, in one line: the flags a person now has, a preference's old and new value, a renamed integration, a published test's version. */
function detailText(entry: AuditEntry): string {
  const d = entry.details;
  if (typeof d.keyname === 'string') return `${d.keyname}: ${String(d.before ?? '–')} → ${String(d.value ?? '–')}`;
  if (d.flags && typeof d.flags === 'object') {
    return Object.entries(d.flags as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([flag]) => flag)
      .join(', ');
  }
  if (entry.event === 'skills_test_published') return t`${String(d.title ?? '')}, version ${String(d.version ?? '')}`;
  const before = d.before && typeof d.before === 'object' ? (d.before as { name?: unknown }).name : undefined;
  if (typeof d.name === 'string' && typeof before === 'string' && before !== d.name) return `${before} → ${d.name}`;
  if (typeof d.name === 'string' && typeof d.key_hint === 'string') return `${d.name} (…${d.key_hint})`;
  if (typeof d.name === 'string') return d.name;
  return '';
}

/**
 * The audit trail of administrative changes, newest first; one company's when `accountId` is given.
 * Its pages read in place (D488): the page shown stays while the next loads; a failure shows here with its retry.
 */
export function AuditTrail({ accountId }: { accountId?: number }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  return (
    <InPlaceRead read={auditTrailQueryOptions(accountId, page)} mutedClassName="provider-admin__muted">
      {(data, { isBusy }) =>
        data.results.length === 0 ? (
          <p className="provider-admin__muted">
            <Trans>No changes recorded yet.</Trans>
          </p>
        ) : (
          <>
            <div className="provider-admin__table-wrap">
              <table className="provider-admin__table" aria-busy={isBusy}>
                <caption className="visually-hidden">{t`Audit trail`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`When`}</th>
                    <th scope="col">{t({ message: 'Change', context: 'audit trail column' })}</th>
                    <th scope="col">{t`By`}</th>
                    <th scope="col">{t`Person`}</th>
                    <th scope="col">{t`Company`}</th>
                    <th scope="col">{t`Details`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((entry) => (
                    <tr key={entry.audit_event_id}>
                      <td>{i18n.date(entry.occurred_at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                      <th scope="row">{auditEventLabel(entry.event)}</th>
                      <td>{entry.actor_name ?? '–'}</td>
                      <td>{entry.subject_email ?? '–'}</td>
                      <td>{entry.account_name ?? '–'}</td>
                      <td>{detailText(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} count={data.count} onPage={setPage} />
          </>
        )
      }
    </InPlaceRead>
  );
}
