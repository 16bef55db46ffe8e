/**
 * Adding employees to a pathway: search the company's current employees, tick them, give the
 * supervisor's email (left empty, each keeps their own). Employees with neither an account nor an
 * email, or already taking part, cannot be ticked, and say why; one without an account is invited
 * by email to choose a password.
 */
import { useDeferredValue, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { addParticipants, participantCandidatesQueryOptions } from './pathway-setup.queries.ts';
import { participantsErrorText } from './pathway-setup-texts.ts';

export function AddParticipantsDialog({ jobId, onClose }: { jobId: number; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [supervisor, setSupervisor] = useState('');
  const [supervisorError, setSupervisorError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const deferred = useDeferredValue(search.trim());
  const employees = useQuery(participantCandidatesQueryOptions(jobId, deferred));

  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    setError(undefined);
    setSupervisorError(undefined);
    if (chosen.size === 0) {
      setError(t`Choose at least one employee.`);
      return;
    }
    const email = supervisor.trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setSupervisorError(t`Enter a valid email address.`);
      return;
    }
    setBusy(true);
    try {
      const added = await addParticipants(queryClient, jobId, {
        employee_ids: [...chosen],
        ...(email ? { supervisor_email: email } : {}),
      });
      notify({
        type: 'success',
        body:
          added.length === 1
            ? t`${added[0]!.first_name} ${added[0]!.last_name} now takes part in the pathway.`
            : t`${added.length} employees now take part in the pathway.`,
      });
      onClose();
    } catch (failure) {
      setError(participantsErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      isOpen
      title={<Trans>Add participants</Trans>}
      detail={<Plural value={chosen.size} _0="No employee chosen" one="# employee chosen" other="# employees chosen" />}
      submitLabel={<Trans>Add to the pathway</Trans>}
      onCancel={onClose}
      onSubmit={() => void submit()}
      isBusy={busy}
      error={error}
    >
      <TextField
        id="participant-search"
        type="search"
        label={t`Find employees by name or email`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <fieldset className="form-field">
        <legend className="form-field__label">
          <Trans>Employees</Trans>
        </legend>
        {employees.data && employees.data.length === 0 && (
          <p className="pathway-setup__muted">
            <Trans>No current employee matches.</Trans>
          </p>
        )}
        <ul className="pathway-setup__candidates">
          {(employees.data ?? []).map((e) => {
            const unreachable = !e.has_account && !e.email;
            const blocked = unreachable || e.is_participant;
            return (
              <li key={e.employee_id}>
                <label>
                  <input
                    type="checkbox"
                    data-employee-id={e.employee_id}
                    checked={chosen.has(e.employee_id)}
                    disabled={blocked}
                    onChange={() => toggle(e.employee_id)}
                  />
                  <span>
                    {e.first_name} {e.last_name}
                    <span className="pathway-setup__muted">
                      {' '}
                      · {e.job_title}
                      {e.email ? ` · ${e.email}` : ''}
                      {e.is_participant ? (
                        <>
                          {' · '}
                          <Trans>already taking part</Trans>
                        </>
                      ) : unreachable ? (
                        <>
                          {' · '}
                          <Trans>no email: cannot be invited</Trans>
                        </>
                      ) : !e.has_account ? (
                        <>
                          {' · '}
                          <Trans>no account yet: invited by email to choose a password</Trans>
                        </>
                      ) : null}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <TextField
        id="participant-supervisor"
        type="email"
        label={t`Supervisor's email`}
        hint={t`Left empty, each employee keeps the supervisor on their record.`}
        value={supervisor}
        error={supervisorError}
        onChange={(e) => setSupervisor(e.target.value)}
      />
    </FormDialog>
  );
}
