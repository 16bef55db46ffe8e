/**
 * /settings/users: the company's staff users with their role and status. A person with company
 * settings access invites people, gives them a built-in or custom role (D213) or single flags, and
 * deactivates, reactivates or removes them after confirming; the server refuses leaving the company
 * without an active person holding settings access.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags, StaffUser } from '../../../contracts/staff-users.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ResetSecondFactor } from './reset-second-factor.tsx';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { InviteStaffForm } from './invite-staff-form.tsx';
import { flagsChanged } from './invite-form.ts';
import {
  customRolesQueryOptions,
  giveCustomRole,
  removeStaff,
  saveStaffFlags,
  setStaffActive,
  staffUsersQueryOptions,
} from './staff-users.queries.ts';
import { roleFlagLabel, roleLabel, staffErrorText, staffStatusLabel } from './staff-user-texts.ts';
import { roleOfFlags } from '../../../contracts/built-in-roles.ts';
import { useAtomValue } from '../../lib/store.ts';
import { sessionAtom } from '../../lib/session.ts';
import './staff-users.css';

export function StaffUsersSettings() {
  const { t } = useLingui();
  useDocumentTitle(t`Users and roles`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="staff-users" aria-labelledby="staff-users-title">
      <h1 id="staff-users-title" className="staff-users__title">
        <Trans>Users and roles</Trans>
      </h1>
      <CompanyPicker id="staff-users-company" choice={choice} />
      {accountId === undefined ? (
        <p className="staff-users__muted">
          <Trans>Choose a company to see its users.</Trans>
        </p>
      ) : (
        <StaffList key={accountId} accountId={accountId} />
      )}
    </section>
  );
}

type Pending = { user: StaffUser; change: 'activate' | 'deactivate' | 'remove' } | undefined;

function StaffList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Nobody deactivates themself (the server refuses it too: cannot_deactivate_self).
  const myId = useAtomValue(sessionAtom).user?.user_id;
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const staff = useSuspenseQuery(staffUsersQueryOptions(accountId));
  const customRoles = useSuspenseQuery(customRolesQueryOptions(accountId));
  const [editing, setEditing] = useState<{ userId: number; flags: RoleFlags; roleId?: number }>();
  const [editError, setEditError] = useState<unknown>();
  const [pending, setPending] = useState<Pending>();
  const [pendingError, setPendingError] = useState<unknown>();
  const [announcement, setAnnouncement] = useState('');

  const flagSave = useMutation({
    mutationFn: async ({ user, edit }: { user: StaffUser; edit: NonNullable<typeof editing> }) => {
      if (edit.roleId !== undefined) await giveCustomRole(queryClient, accountId, user.user_id, edit.roleId);
      else await saveStaffFlags(queryClient, accountId, user.user_id, edit.flags);
    },
    onSuccess: (_done, { user }) => {
      setEditing(undefined);
      const email = user.email;
      setAnnouncement(t`Role saved for ${email}`);
    },
    onError: (error) => setEditError(error),
  });
  const statusChange = useMutation({
    mutationFn: async ({ user, change }: NonNullable<Pending>) => {
      const email = user.email;
      if (change === 'remove') {
        await removeStaff(queryClient, accountId, user.user_id);
        return t`Removed from the company: ${email}`;
      }
      await setStaffActive(queryClient, accountId, user.user_id, change === 'activate');
      return change === 'activate' ? t`Reactivated: ${email}` : t`Deactivated: ${email}`;
    },
    onSuccess: (said) => {
      setAnnouncement(said);
      setPending(undefined);
    },
    onError: (error) => setPendingError(error),
  });
  // One action at a time: either one running keeps both waiting.
  const isBusy = flagSave.isPending || statusChange.isPending;

  const saveFlags = (user: StaffUser) => {
    if (!editing || isBusy) return;
    setEditError(undefined);
    flagSave.mutate({ user, edit: editing });
  };

  const confirmPending = () => {
    if (!pending || isBusy) return;
    setPendingError(undefined);
    statusChange.mutate(pending);
  };

  const pendingName = pending ? `${pending.user.first_name} ${pending.user.last_name}` : '';

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <InviteStaffForm
        accountId={accountId}
        customRoles={customRoles.data}
        onInvited={(email) => setAnnouncement(t`Invitation sent to ${email}`)}
      />
      <p className="staff-users__muted">
        <Trans>
          Besides the built-in roles, your company can name its own sets of permissions:{' '}
          <Link to="/settings/roles">custom roles</Link>.
        </Trans>
      </p>
      <h2 className="staff-users__subtitle">
        <Trans>People</Trans>
      </h2>
      <ul className="staff-users__list" aria-label={t`People`}>
        {staff.data.map((user) => {
          const name = `${user.first_name} ${user.last_name}`;
          const isEditing = editing?.userId === user.user_id;
          return (
            <li key={user.user_id} className="staff-users__item">
              <div className="staff-users__who">
                <p className="staff-users__name">
                  {name}{' '}
                  <span className={`staff-users__status staff-users__status--${user.status}`}>
                    {staffStatusLabel(user.status)}
                  </span>
                </p>
                <p className="staff-users__muted">{user.email}</p>
                <p className="staff-users__role">
                  <Trans>Role: {user.custom_role?.name ?? roleLabel(roleOfFlags(user.flags))}</Trans>
                </p>
                {isEditing ? (
                  <>
                    {editError !== undefined && (
                      <p className="form-field__error" role="alert">
                        {staffErrorText(editError).text}
                      </p>
                    )}
                    <FlagCheckboxes
                      idPrefix={`flags-${user.user_id}`}
                      legend={t`Role flags of ${name}`}
                      flags={editing.flags}
                      onChange={(flags) => setEditing({ userId: user.user_id, flags })}
                      customRoles={customRoles.data}
                      customRoleId={editing.roleId}
                      onChooseCustomRole={(role) =>
                        setEditing({ userId: user.user_id, flags: role.flags, roleId: role.role_id })
                      }
                    />
                  </>
                ) : (
                  <ul className="staff-users__chips" aria-label={t`Role flags of ${name}`}>
                    {ROLE_FLAGS.filter((f) => user.flags[f]).map((f) => (
                      <li key={f} className="staff-users__chip">
                        {roleFlagLabel(f)}
                      </li>
                    ))}
                    {!ROLE_FLAGS.some((f) => user.flags[f]) && (
                      <li className="staff-users__muted">
                        <Trans>No role flags</Trans>
                      </li>
                    )}
                  </ul>
                )}
              </div>
              <div className="staff-users__actions">
                {isEditing ? (
                  <>
                    <Button
                      isBusy={isBusy}
                      disabled={
                        editing.roleId === undefined
                          ? !flagsChanged(user.flags, editing.flags) && user.custom_role === null
                          : editing.roleId === user.custom_role?.role_id
                      }
                      onClick={() => saveFlags(user)}
                    >
                      <Trans>Save</Trans>
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing(undefined)}>
                      <Trans>Cancel</Trans>
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setEditError(undefined);
                      setEditing({ userId: user.user_id, flags: user.flags, roleId: user.custom_role?.role_id });
                    }}
                  >
                    <Trans>Edit role</Trans>
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                )}
                {user.user_id !== myId && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setPendingError(undefined);
                      setPending({ user, change: user.status === 'deactivated' ? 'activate' : 'deactivate' });
                    }}
                  >
                    {user.status === 'deactivated' ? <Trans>Reactivate</Trans> : <Trans>Deactivate</Trans>}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                )}
                {user.user_id !== myId && (
                  <Button
                    variant="secondary"
                    className="button--danger"
                    onClick={() => {
                      setPendingError(undefined);
                      setPending({ user, change: 'remove' });
                    }}
                  >
                    <Trans>Remove</Trans>
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                )}
                {user.user_id !== myId && user.status === 'active' && (
                  <ResetSecondFactor
                    accountId={accountId}
                    userId={user.user_id}
                    name={name}
                    onReset={() => setAnnouncement(t`Two-factor sign-in reset for ${name}`)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={pending !== undefined}
        question={
          pending?.change === 'activate'
            ? t`Reactivate ${pendingName}?`
            : pending?.change === 'remove'
              ? t`Remove ${pendingName} from the company?`
              : t`Deactivate ${pendingName}?`
        }
        detail={
          pending?.change === 'activate' ? (
            <Trans>They can sign in again.</Trans>
          ) : pending?.change === 'remove' ? (
            <Trans>
              They lose every permission in the company and are signed out. What they did stays in the history.
            </Trans>
          ) : (
            <Trans>They are signed out everywhere at once and cannot sign in until reactivated.</Trans>
          )
        }
        confirmLabel={
          pending?.change === 'activate' ? (
            <Trans>Reactivate</Trans>
          ) : pending?.change === 'remove' ? (
            <Trans>Remove</Trans>
          ) : (
            <Trans>Deactivate</Trans>
          )
        }
        isBusy={isBusy}
        error={pendingError === undefined ? undefined : staffErrorText(pendingError).text}
        onCancel={() => setPending(undefined)}
        onConfirm={confirmPending}
      />
    </>
  );
}
