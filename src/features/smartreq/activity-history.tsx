/** The Activity tab: what happened on the requisition (or job profile, D141), newest first, paged. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Pager } from '../../ui/list-controls.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EVENT_LABELS, PROFILE_EVENT_LABELS } from './smartreq-labels.ts';
import { activityQueryOptions, SMARTREQ_PAGE_SIZE } from './smartreq.queries.ts';
import './smartreq.css';

export function ActivityHistory({
  jobId,
  subject = 'requisition',
}: {
  jobId: number;
  subject?: 'requisition' | 'profile';
}) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  useDocumentTitle(t`Activity`);
  const [page, setPage] = useState(1);
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="smartreq-section-title">
        <Trans>Activity</Trans>
      </h2>
      {/* The route's loader brings the first page; later pages are page state, read in place (D488). */}
      <InPlaceRead
        read={activityQueryOptions(jobId, page)}
        mutedClassName="smartreq-muted"
        loadingText={<Trans>Loading the history…</Trans>}
      >
        {(history, { isBusy }) => {
          const rows = history.data;
          return (
            <>
              {rows.length === 0 && (
                <p className="smartreq-muted">
                  {subject === 'profile' ? (
                    <Trans>Nothing has happened on this job profile yet.</Trans>
                  ) : (
                    <Trans>Nothing has happened on this requisition yet.</Trans>
                  )}
                </p>
              )}
              <ol className="smartreq-list" aria-busy={isBusy || undefined}>
                {rows.map((event) => (
                  <li key={event.event_id} className="smartreq-item">
                    <div>
                      <p className="smartreq-item__name">
                        {_((subject === 'profile' && PROFILE_EVENT_LABELS[event.kind]) || EVENT_LABELS[event.kind])}
                      </p>
                      <p className="smartreq-item__meta">{event.actor_name ?? t`The system`}</p>
                    </div>
                    <time dateTime={event.created_at} className="smartreq-item__meta">
                      {i18n.date(event.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </li>
                ))}
              </ol>
              <Pager
                page={page}
                pageSize={SMARTREQ_PAGE_SIZE}
                count={history.count}
                onPage={setPage}
                label={t`History pages`}
                previous={<Trans>Newer</Trans>}
                next={<Trans>Older</Trans>}
              />
            </>
          );
        }}
      </InPlaceRead>
    </section>
  );
}
