import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useCreateForm } from '../../ui/form/use-create-form.ts';
import type { CustomRole } from '../../../contracts/custom-roles.ts';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { emptyInvite, inviteProblems, toInviteBody, type InviteField, type InviteValues } from './invite-form.ts';
import { inviteStaff } from './staff-users.queries.ts';
import { staffErrorText } from './staff-user-texts.ts';

/**
 * Invites a person by email with their first role: a built-in one, one of the company's custom
 * roles (they then hold it, and follow its changes), or flags of their own. What was typed stays
 * after a refusal.
 */
export function InviteStaffForm({
  accountId,
  customRoles = [],
  onInvited,
}: {
  accountId: number;
  customRoles?: readonly CustomRole[];
  onInvited(email: string): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const {
    values,
    setValues,
    set,
    problems,
    serverError,
    isBusy,
    submit: send,
  } = useCreateForm<InviteValues, InviteField>(emptyInvite, inviteProblems);
  const refusal = serverError === undefined ? undefined : staffErrorText(serverError);
  const errorOf = (field: InviteField) => problems[field] ?? (refusal?.field === field ? refusal.text : undefined);

  const submit = () =>
    send(async (typed) => {
      const invited = await inviteStaff(queryClient, accountId, toInviteBody(typed));
      onInvited(invited.email);
    });

  return (
    <form
      className="staff-users__invite"
      noValidate
      aria-labelledby="staff-invite-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="staff-invite-title" className="staff-users__subtitle">
        <Trans>Invite a person</Trans>
      </h2>
      {refusal && !refusal.field && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="staff-users__names">
        <TextField
          id="invite-first-name"
          label={t`First name`}
          autoComplete="off"
          value={values.first_name}
          onChange={set('first_name')}
          error={errorOf('first_name')}
        />
        <TextField
          id="invite-last-name"
          label={t`Last name`}
          autoComplete="off"
          value={values.last_name}
          onChange={set('last_name')}
          error={errorOf('last_name')}
        />
      </div>
      <TextField
        id="invite-email"
        type="email"
        label={t`Email address`}
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <FlagCheckboxes
        idPrefix="invite"
        legend={t`Role flags`}
        flags={values.flags}
        onChange={(flags) => setValues((v) => ({ ...v, flags, roleId: undefined }))}
        customRoles={customRoles}
        customRoleId={values.roleId}
        onChooseCustomRole={(role) => setValues((v) => ({ ...v, flags: role.flags, roleId: role.role_id }))}
      />
      <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Sending…</Trans>}>
        <Trans>Send invitation</Trans>
      </Button>
    </form>
  );
}
