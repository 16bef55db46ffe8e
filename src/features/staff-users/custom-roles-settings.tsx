/**
 * /settings/roles: the company's custom roles (D213), named sets of the permission flags with a
 * sentence on what each is for. A person with company settings access adds, renames, changes and
 * deletes them; the people holding a role follow its changes, and keep its flags when it goes.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { CustomRole, SaveCustomRole } from '../../../contracts/custom-roles.ts';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from '../../../contracts/custom-roles.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { flagsOfRole } from '../../../contracts/built-in-roles.ts';
import { customRolesQueryOptions, removeCustomRole, saveCustomRole } from './staff-users.queries.ts';
import { roleFlagLabel, staffErrorText } from './staff-user-texts.ts';
import './staff-users.css';

export function CustomRolesSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Custom roles`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="staff-users" aria-labelledby="custom-roles-title">
      <h1 id="custom-roles-title" className="staff-users__title">
        <Trans>Custom roles</Trans>
      </h1>
      <p className="staff-users__muted">
        <Trans>
          Name your own sets of permissions beside the built-in roles (Admin, Recruiter, Hiring manager, Interviewer,
          Analyst), then give them to people on <Link to="/settings/users">Users and roles</Link>.
        </Trans>
      </p>
      <CompanyPicker id="custom-roles-company" choice={choice} />
      {accountId === undefined ? (
        <p className="staff-users__muted">
          <Trans>Choose a company to see its roles.</Trans>
        </p>
      ) : (
        <RoleList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

const emptyRole = (): SaveCustomRole => ({ name: '', description: '', flags: flagsOfRole('interviewer') });

function RoleList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the opening company's roles.
  const roles = useSuspenseQuery(customRolesQueryOptions(accountId));
  const [editing, setEditing] = useState<{ roleId: number | undefined; values: SaveCustomRole }>();
  const [deleting, setDeleting] = useState<CustomRole>();
  const [error, setError] = useState<unknown>();
  const [isAttempted, setIsAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const saving = useMutation({
    mutationFn: ({ roleId, values }: NonNullable<typeof editing>) =>
      saveCustomRole(queryClient, accountId, roleId, {
        ...values,
        name: values.name.trim(),
        description: values.description.trim(),
      }),
    onSuccess: (saved) => {
      const name = saved.name;
      setAnnouncement(t`Role saved: ${name}`);
      setEditing(undefined);
    },
    onError: (error) => setError(error),
  });
  const removal = useMutation({
    mutationFn: (role: CustomRole) => removeCustomRole(queryClient, accountId, role.role_id),
    onSuccess: (_done, role) => {
      const name = role.name;
      setAnnouncement(t`Role deleted: ${name}`);
      setDeleting(undefined);
    },
    onError: (error) => setError(error),
  });
  // One action at a time: either one running keeps both waiting.
  const isBusy = saving.isPending || removal.isPending;

  const refusal = error === undefined ? undefined : staffErrorText(error);
  const nameError =
    isAttempted && editing && !editing.values.name.trim()
      ? t`Enter a name for the role.`
      : refusal?.field === 'name'
        ? refusal.text
        : undefined;

  const start = (roleId: number | undefined, values: SaveCustomRole) => {
    setError(undefined);
    setIsAttempted(false);
    setEditing({ roleId, values });
  };
  const save = () => {
    if (!editing || isBusy) return;
    setIsAttempted(true);
    if (!editing.values.name.trim()) return;
    setError(undefined);
    saving.mutate(editing);
  };
  const confirmDelete = () => {
    if (!deleting || isBusy) return;
    setError(undefined);
    removal.mutate(deleting);
  };

  const form = editing && (
    <form
      className="staff-users__invite"
      noValidate
      aria-labelledby="custom-role-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id="custom-role-form-title" className="staff-users__subtitle">
        {editing.roleId === undefined ? <Trans>New role</Trans> : <Trans>Change the role</Trans>}
      </h2>
      {refusal && !refusal.field && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <TextField
        id="custom-role-name"
        label={t`Name`}
        autoComplete="off"
        maxLength={ROLE_NAME_MAX}
        value={editing.values.name}
        onChange={(e) => setEditing({ ...editing, values: { ...editing.values, name: e.target.value } })}
        error={nameError}
      />
      <TextField
        id="custom-role-description"
        label={t`What the role is for (one sentence)`}
        autoComplete="off"
        maxLength={ROLE_DESCRIPTION_MAX}
        value={editing.values.description}
        onChange={(e) => setEditing({ ...editing, values: { ...editing.values, description: e.target.value } })}
      />
      <FlagCheckboxes
        idPrefix="custom-role"
        legend={t`Permissions`}
        choiceLabel={t`Start from a built-in role`}
        flags={editing.values.flags}
        onChange={(flags) => setEditing({ ...editing, values: { ...editing.values, flags } })}
      />
      <div className="staff-users__actions">
        <Button type="submit" isBusy={isBusy}>
          <Trans>Save role</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setEditing(undefined)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {editing?.roleId === undefined && form}
      {!editing && (
        <p>
          <Button onClick={() => start(undefined, emptyRole())}>
            <Trans>New role</Trans>
          </Button>
        </p>
      )}
      <h2 className="staff-users__subtitle">
        <Trans>Your company’s roles</Trans>
      </h2>
      {roles.data.length === 0 ? (
        <p className="staff-users__muted">
          <Trans>No custom roles yet. People have built-in roles or their own set of permissions.</Trans>
        </p>
      ) : (
        <ul className="staff-users__list" aria-label={t`Your company’s roles`}>
          {roles.data.map((role) => {
            const name = role.name;
            const holders = plural(role.user_count, { one: '# person', other: '# people' });
            return (
              <li key={role.role_id} className="staff-users__item">
                <div className="staff-users__who">
                  <p className="staff-users__name">
                    {name} <span className="staff-users__muted">· {holders}</span>
                  </p>
                  {role.description && <p className="staff-users__muted">{role.description}</p>}
                  <ul className="staff-users__chips" aria-label={t`Permissions of ${name}`}>
                    {ROLE_FLAGS.filter((f) => role.flags[f]).map((f) => (
                      <li key={f} className="staff-users__chip">
                        {roleFlagLabel(f)}
                      </li>
                    ))}
                    {!ROLE_FLAGS.some((f) => role.flags[f]) && (
                      <li className="staff-users__muted">
                        <Trans>No permissions beyond their own interviews and teams</Trans>
                      </li>
                    )}
                  </ul>
                  {editing?.roleId === role.role_id && form}
                </div>
                {editing?.roleId !== role.role_id && (
                  <div className="staff-users__actions">
                    <Button
                      variant="secondary"
                      onClick={() =>
                        start(role.role_id, { name: role.name, description: role.description, flags: role.flags })
                      }
                    >
                      <Trans>Change</Trans>
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      className="button--danger"
                      onClick={() => {
                        setError(undefined);
                        setDeleting(role);
                      }}
                    >
                      <Trans>Delete</Trans>
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        question={t`Delete the role ${deleting?.name ?? ''}?`}
        detail={<Trans>The people who hold it keep the same permissions, shown as custom access.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={isBusy}
        error={deleting && error !== undefined ? staffErrorText(error).text : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
