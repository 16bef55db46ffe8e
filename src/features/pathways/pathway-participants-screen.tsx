/**
 * /pathway/participants?job_id=: the employees on a pathway with their progress through its
 * evaluation plan and their supervisor; search, ordering, paging; add employees with their
 * supervisor's email (each takes the plan as a candidate does), remove one after asking; each
 * links to their staff pathway report.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type Participant,
  type ParticipantListFilters,
  type ParticipantOrdering,
} from '../../../contracts/pathway-setup.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { AddParticipantsDialog } from './add-participants-dialog.tsx';
import { participantsQueryOptions, removeParticipant, FIRST_PARTICIPANTS_VIEW } from './pathway-setup.queries.ts';

export function PathwayParticipants({ jobId }: { jobId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ParticipantListFilters>(FIRST_PARTICIPANTS_VIEW);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Participant>();
  const searched = search.trim();
  // The route's loader brings the first view; the search, order and page chosen on the page are page state, read in
  // place (the previous page stays shown meanwhile, a failure shows where the list goes, D488).
  const read = participantsQueryOptions(jobId, {
    ...filters,
    ...(searched ? { search: searched } : {}),
  });

  const removal = useMutation({
    mutationFn: (person: Participant) => removeParticipant(queryClient, jobId, person.ref_id),
    onSuccess: (_, person) => {
      notify({ type: 'success', body: t`${person.first_name} ${person.last_name} was removed from the pathway.` });
      setRemoving(undefined);
    },
  });
  const error = removal.error ? errorText(removal.error) : undefined;

  return (
    <section aria-labelledby="pathway-participants-title">
      <div className="pathway-setup__toolbar" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 id="pathway-participants-title" className="smartreq-section-title" style={{ margin: 0 }}>
          <Trans>Participants</Trans>
        </h2>
        <Button id="pathway-add-participants" onClick={() => setAdding(true)}>
          <Trans>Add participants</Trans>
        </Button>
      </div>
      <ListControls
        idPrefix="participants"
        searchLabel={t`Search by name or email`}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setFilters((f) => ({ ...f, page: 1 }));
        }}
        ordering={filters.ordering}
        onOrdering={(value) => setFilters((f) => ({ ...f, page: 1, ordering: value as ParticipantOrdering }))}
        orderings={[
          { value: 'last_name', label: t`Name, A to Z` },
          { value: '-last_name', label: t`Name, Z to A` },
          { value: '-created_at', label: t`Newest first` },
          { value: 'created_at', label: t`Oldest first` },
          { value: '-pct_complete', label: t`Most progress first` },
          { value: 'pct_complete', label: t`Least progress first` },
        ]}
      />
      <InPlaceRead read={read} mutedClassName="pathway-setup__muted">
        {(data, { isBusy }) =>
          data.count === 0 ? (
            <p className="pathway-setup__muted">
              {searched ? (
                <Trans>No participant matches this search.</Trans>
              ) : (
                <Trans>Nobody takes part in this pathway yet.</Trans>
              )}
            </p>
          ) : (
            <>
              <ul className="pathway-setup__list" aria-label={t`Participants`} aria-busy={isBusy}>
                {data.data.map((p) => (
                  <li key={p.ref_id} className="pathway-setup__item" data-ref-id={p.ref_id}>
                    <div className="pathway-setup__who">
                      <p className="pathway-setup__name">
                        <Link to="/pathway/report" search={{ refId: p.ref_id, job_id: jobId }}>
                          {p.first_name} {p.last_name}
                        </Link>
                      </p>
                      <p className="pathway-setup__muted">
                        {p.email}
                        {p.job_title ? ` · ${p.job_title}` : ''}
                      </p>
                      {p.supervisor_email && (
                        <p className="pathway-setup__muted">
                          <Trans>Supervisor: {p.supervisor_email}</Trans>
                        </p>
                      )}
                      <p className="pathway-setup__muted">
                        <span className="pathway-setup__progress" data-pct={p.pct_complete}>
                          <Trans>{i18n.number(p.pct_complete / 100, { style: 'percent' })} complete</Trans>
                        </span>
                        {' · '}
                        <Trans>Joined {i18n.date(new Date(p.created_at), { dateStyle: 'medium' })}</Trans>
                      </p>
                    </div>
                    <div className="pathway-setup__actions">
                      <Link
                        className="button button--secondary"
                        to="/pathway/report"
                        search={{ refId: p.ref_id, job_id: jobId }}
                      >
                        <Trans>Report</Trans>
                        <span className="visually-hidden">
                          {' '}
                          {p.first_name} {p.last_name}
                        </span>
                      </Link>
                      <Button
                        variant="secondary"
                        onClick={() => setRemoving(p)}
                        aria-label={t`Remove ${p.first_name} ${p.last_name} from the pathway`}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="pathway-setup__muted" aria-live="polite">
                <Plural value={data.count} one="# participant in all" other="# participants in all" />
              </p>
              <Pager
                page={data.page}
                pageSize={data.page_size}
                count={data.count}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
              />
            </>
          )
        }
      </InPlaceRead>
      {adding && <AddParticipantsDialog jobId={jobId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        isOpen={removing !== undefined}
        question={
          <Trans>
            Remove {removing?.first_name} {removing?.last_name} from the pathway?
          </Trans>
        }
        detail={<Trans>Their answers are kept; they no longer see the pathway's plan.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        isBusy={removal.isPending}
        error={removing ? error : undefined}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && removal.mutate(removing)}
      />
    </section>
  );
}
