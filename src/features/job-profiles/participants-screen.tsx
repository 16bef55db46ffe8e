/**
 * /jobdetails/participants: the employees measured in this role. Search, sort and page; pick some
 * to remove them from the profile (they stay employees) or move them to another profile; add
 * employees from the company's people. Each opens their participant page.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipantOrdering } from '../../../contracts/job-profiles.ts';
import { call } from '../../lib/api-client.ts';
import { removeParticipants } from '../../lib/api/job-profiles.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { ListPager } from '../../ui/staff-kit/list-pager.tsx';
import { participantListQueryOptions, profileQueryOptions, refreshProfiles } from './job-profiles.queries.ts';
import { AddParticipantsDialog, MoveParticipantsDialog } from './participant-dialogs.tsx';
import { profileErrorText } from './profile-texts.ts';

type Dialog = 'add' | 'move' | 'remove' | undefined;

export function ParticipantsScreen({ jobId }: { jobId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const profile = useSuspenseQuery(profileQueryOptions(jobId));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<ParticipantOrdering>('last_name');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const [removeError, setRemoveError] = useState<string>();
  const searched = search.trim();
  // The search, ordering and page are the page's state: the list reads in place (D488).
  const participants = participantListQueryOptions(jobId, { page, ordering, search: searched });
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00`), { dateStyle: 'medium' });
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const done = (message: string) => {
    setDialog(undefined);
    setSelected([]);
    notify({ type: 'success', body: message });
  };

  const removing = useMutation({
    mutationFn: async () => {
      const { removed } = await call(removeParticipants, { params: { jobId }, body: { employee_ids: selected } });
      await refreshProfiles(queryClient);
      done(t`${removed} participants were removed from the profile.`);
    },
    onError: (error) => {
      setRemoveError(profileErrorText(error));
    },
  });
  const busy = removing.isPending;

  const remove = () => {
    setRemoveError(undefined);
    removing.mutate();
  };

  return (
    <section aria-labelledby="participants-title">
      <h2 id="participants-title" className="visually-hidden">
        <Trans>Participants</Trans>
      </h2>
      <div className="profiles__toolbar">
        <TextField
          id="participants-search"
          type="search"
          label={t`Search by name or email`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <FormField id="participants-ordering" label={t`Sort by`}>
          {(a11y) => (
            <select
              id="participants-ordering"
              className="form-field__input"
              value={ordering}
              onChange={(e) => setOrdering(e.target.value as ParticipantOrdering)}
              {...a11y}
            >
              <option value="last_name">{t`Name, A to Z`}</option>
              <option value="-last_name">{t`Name, Z to A`}</option>
              <option value="-start_date">{t`Newest start first`}</option>
              <option value="start_date">{t`Oldest start first`}</option>
            </select>
          )}
        </FormField>
        <Button onClick={() => setDialog('add')}>
          <Trans>Add employees</Trans>
        </Button>
      </div>
      {selected.length > 0 && (
        <div className="profiles__actions" role="group" aria-label={t`With the selected participants`}>
          <p className="profiles__muted">
            <Trans>{selected.length} selected</Trans>
          </p>
          <Button variant="secondary" onClick={() => setDialog('move')}>
            <Trans>Move to another profile</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setDialog('remove')}>
            <Trans>Remove from profile</Trans>
          </Button>
        </div>
      )}
      <InPlaceRead read={participants} mutedClassName="profiles__muted" textOf={profileErrorText}>
        {(data, { isBusy }) =>
          data.count === 0 ? (
            <p className="profiles__muted">
              {searched ? (
                <Trans>No participant matches this search.</Trans>
              ) : (
                <Trans>No participants yet. Add the employees who work in this role.</Trans>
              )}
            </p>
          ) : (
            <>
              <ul className="profiles__list" aria-busy={isBusy}>
                {data.data.map((p) => (
                  <li
                    key={p.employee_id}
                    className={
                      selected.includes(p.employee_id) ? 'profiles__item profiles__item--selected' : 'profiles__item'
                    }
                  >
                    <div className="profiles__check">
                      <input
                        id={`participant-${p.employee_id}`}
                        type="checkbox"
                        checked={selected.includes(p.employee_id)}
                        onChange={(e) => toggle(p.employee_id, e.target.checked)}
                        aria-label={t`Select ${p.first_name} ${p.last_name}`}
                      />
                    </div>
                    <div className="profiles__who">
                      <Link
                        className="profiles__name"
                        to="/jobdetails/job-detail-participant"
                        search={{ job_id: jobId, employee_id: p.employee_id }}
                      >
                        {p.first_name} {p.last_name}
                      </Link>
                      <p className="profiles__muted">
                        {p.job_title}
                        {p.location ? ` · ${p.location}` : ''}
                      </p>
                      <p className="profiles__muted">
                        {p.end_date ? (
                          <Trans>
                            Worked {date(p.start_date)} to {date(p.end_date)}
                          </Trans>
                        ) : (
                          <Trans>Started {date(p.start_date)}</Trans>
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <ListPager page={data.page} pageSize={data.page_size} count={data.count} onPage={setPage} />
            </>
          )
        }
      </InPlaceRead>
      {dialog === 'add' && (
        <AddParticipantsDialog
          jobId={jobId}
          accountId={profile.data.account_id}
          onClose={() => setDialog(undefined)}
          onDone={(added) => done(t`${added} employees were added to the profile.`)}
        />
      )}
      {dialog === 'move' && (
        <MoveParticipantsDialog
          jobId={jobId}
          accountId={profile.data.account_id}
          employeeIds={selected}
          onClose={() => setDialog(undefined)}
          onDone={(moved, title) => done(t`${moved} participants were moved to ${title}.`)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog === 'remove'}
        question={<Trans>Remove {selected.length} participants from this profile?</Trans>}
        detail={<Trans>They stay employees of the company.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        onCancel={() => {
          setDialog(undefined);
          setRemoveError(undefined);
        }}
        onConfirm={() => void remove()}
        isBusy={busy}
        error={removeError}
      />
    </section>
  );
}
