/** Adding the company's employees to a profile, and moving participants to another profile. */
import { useDeferredValue, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { addParticipants, moveParticipants } from '../../lib/api/job-profiles.ts';
import { listEmployees } from '../../lib/api/people.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { profileListQueryOptions, refreshProfiles } from './job-profiles.queries.ts';
import { profileErrorText } from './profile-texts.ts';

export function AddParticipantsDialog({
  jobId,
  accountId,
  onClose,
  onDone,
}: {
  jobId: number;
  accountId: number;
  onClose(): void;
  onDone(added: number): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const adding = useMutation({
    mutationFn: async (employeeIds: number[]) => {
      const { added } = await call(addParticipants, { params: { jobId }, body: { employee_ids: employeeIds } });
      await refreshProfiles(queryClient);
      return added;
    },
    onSuccess: (added) => onDone(added),
    onError: (failure) => setError(profileErrorText(failure)),
  });
  const deferred = useDeferredValue(search.trim());
  // Former employees too: who left is what the turnover dashboard learns from.
  const query = { page: 1, page_size: 25, ...(deferred ? { search: deferred } : {}) };
  const people = useQuery({
    queryKey: ['people', accountId, query],
    queryFn: ({ signal }) => call(listEmployees, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });

  const submit = () => {
    if (chosen.length === 0) {
      setError(t`Choose at least one employee.`);
      return;
    }
    setError(undefined);
    adding.mutate(chosen);
  };

  return (
    <FormDialog
      isOpen
      title={<Trans>Add employees</Trans>}
      detail={<Trans>{chosen.length} chosen</Trans>}
      submitLabel={<Trans>Add to profile</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={adding.isPending}
      error={error}
    >
      <TextField
        id="add-participants-search"
        type="search"
        label={t`Search the company's employees`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {people.isError && <p role="alert">{profileErrorText(people.error)}</p>}
      {people.data && people.data.count === 0 && (
        <p className="profiles__muted">
          <Trans>No employee matches this search.</Trans>
        </p>
      )}
      {people.data && people.data.count > 0 && (
        <ul className="profiles__list">
          {people.data.data.map((e) => (
            <li key={e.employee_id} className="profiles__check">
              <input
                id={`add-participant-${e.employee_id}`}
                type="checkbox"
                checked={chosen.includes(e.employee_id)}
                onChange={(event) =>
                  setChosen((c) =>
                    event.target.checked ? [...c, e.employee_id] : c.filter((x) => x !== e.employee_id),
                  )
                }
              />
              <label htmlFor={`add-participant-${e.employee_id}`}>
                {e.first_name} {e.last_name}{' '}
                <span className="profiles__muted">
                  · {e.job_title}
                  {e.end_date ? <> · {t`Former`}</> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}

export function MoveParticipantsDialog({
  jobId,
  accountId,
  employeeIds,
  onClose,
  onDone,
}: {
  jobId: number;
  accountId: number;
  employeeIds: number[];
  onClose(): void;
  onDone(moved: number, title: string): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const profiles = useQuery(profileListQueryOptions(accountId, { page: 1, page_size: 100 }));
  const others = (profiles.data?.data ?? []).filter((p) => p.job_id !== jobId);
  const [target, setTarget] = useState<number>();
  const [error, setError] = useState<string>();
  const moving = useMutation({
    mutationFn: async (to: { job_id: number; title: string }) => {
      const { moved } = await call(moveParticipants, {
        params: { jobId },
        body: { employee_ids: employeeIds, to_job_id: to.job_id },
      });
      await refreshProfiles(queryClient);
      return moved;
    },
    onSuccess: (moved, to) => onDone(moved, to.title),
    onError: (failure) => setError(profileErrorText(failure)),
  });
  const chosen = target ?? others[0]?.job_id;

  const submit = () => {
    const to = others.find((p) => p.job_id === chosen);
    if (!to) {
      setError(t`Choose another of your job profiles to move them to.`);
      return;
    }
    setError(undefined);
    moving.mutate(to);
  };

  return (
    <FormDialog
      isOpen
      title={<Trans>Move {employeeIds.length} participants</Trans>}
      submitLabel={<Trans>Move</Trans>}
      onCancel={onClose}
      onSubmit={submit}
      isBusy={moving.isPending}
      error={error}
    >
      {others.length === 0 ? (
        <p className="profiles__muted">
          <Trans>There is no other profile to move them to.</Trans>
        </p>
      ) : (
        <FormField id="move-participants-target" label={t`Move to`}>
          {(a11y) => (
            <select
              id="move-participants-target"
              className="form-field__input"
              value={chosen}
              onChange={(e) => setTarget(Number(e.target.value))}
              {...a11y}
            >
              {others.map((p) => (
                <option key={p.job_id} value={p.job_id}>
                  {p.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
