/** The interactive examples of /styleguide: each renders the real component from src/ui. */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { ListControls, Pager } from '../../ui/list-controls.tsx';
import { notify, NOTIFICATION_TYPES, type NotificationType } from '../../ui/notifications.atoms.ts';
import { RichTextEditor } from '../../ui/rich-text/rich-text-field.tsx';

export function ButtonExamples() {
  const [isBusy, setBusy] = useState(false);
  return (
    <div className="styleguide__row">
      <Button>
        <Trans>Save</Trans>
      </Button>
      <Button variant="secondary">
        <Trans>Cancel</Trans>
      </Button>
      <Button disabled>
        <Trans>Not available</Trans>
      </Button>
      <Button isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>} onClick={() => setBusy(true)}>
        <Trans>Save and wait</Trans>
      </Button>
      {isBusy && (
        <Button variant="secondary" onClick={() => setBusy(false)}>
          <Trans>Stop waiting</Trans>
        </Button>
      )}
    </div>
  );
}

export function FieldExamples() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('small');
  const [showSummary, setShowSummary] = useState(false);
  return (
    <div className="styleguide__stack">
      {showSummary && (
        <ErrorSummary
          items={[
            {
              text: t`Enter an email address in the correct format, like name@example.com`,
              fieldId: 'styleguide-email-error',
            },
          ]}
        />
      )}
      <TextField
        id="styleguide-name"
        label={t`Company name`}
        hint={t`As it appears on your career page.`}
        autoComplete="organization"
      />
      <TextField
        id="styleguide-email-error"
        label={t`Owner's email address`}
        error={t`Enter an email address in the correct format, like name@example.com`}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        type="email"
      />
      <PasswordField
        id="styleguide-password"
        label={t`Password`}
        hint={t`At least 12 characters.`}
        autoComplete="new-password"
      />
      <FormField id="styleguide-size" label={t`Company size`}>
        {(a11y) => (
          <select
            id="styleguide-size"
            className="form-field__input"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            {...a11y}
          >
            <option value="small">{t`Fewer than 50 employees`}</option>
            <option value="large">{t`50 employees or more`}</option>
          </select>
        )}
      </FormField>
      <div>
        <Button variant="secondary" onClick={() => setShowSummary((shown) => !shown)}>
          {showSummary ? <Trans>Hide the error summary</Trans> : <Trans>Show the error summary</Trans>}
        </Button>
      </div>
    </div>
  );
}

type StandardType = Exclude<NotificationType, 'custom'>;

export function NotificationButtons() {
  const { t } = useLingui();
  const body: Record<StandardType, string> = {
    information: t`The import runs in the background; you may leave this page.`,
    success: t`Changes saved.`,
    error: t`The changes could not be saved. Try again.`,
    warning: t`This company has no owner yet.`,
  };
  const label: Record<StandardType, string> = {
    information: t`Show an information notification`,
    success: t`Show a success notification`,
    error: t`Show an error notification`,
    warning: t`Show a warning notification`,
  };
  const types = NOTIFICATION_TYPES.filter((type): type is StandardType => type !== 'custom');
  return (
    <div className="styleguide__row">
      {types.map((type) => (
        <Button key={type} variant="secondary" onClick={() => notify({ type, body: body[type], duration: 8000 })}>
          {label[type]}
        </Button>
      ))}
    </div>
  );
}

export function DialogExamples() {
  const { t } = useLingui();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isFormOpen, setFormOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div className="styleguide__row">
      <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
        <Trans>Open a confirmation</Trans>
      </Button>
      <Button variant="secondary" onClick={() => setFormOpen(true)}>
        <Trans>Open a form dialog</Trans>
      </Button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        question={t`Suspend Example Company?`}
        detail={<Trans>Its staff are signed out on their next action. Nothing is suspended on this page.</Trans>}
        confirmLabel={<Trans>Suspend</Trans>}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => setConfirmOpen(false)}
      />
      <FormDialog
        isOpen={isFormOpen}
        title={t`Reject 3 applicants`}
        submitLabel={<Trans>Reject</Trans>}
        onCancel={() => setFormOpen(false)}
        onSubmit={() => setFormOpen(false)}
      >
        <TextField
          id="styleguide-reason"
          label={t`Reason`}
          hint={t`Only staff see the reason.`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormDialog>
    </div>
  );
}

export const SAMPLE_ROWS = [
  { name: 'Acme Hiring', staff: 12, applications: 1840, status: 'active' },
  { name: 'Northwind Logistics', staff: 4, applications: 312, status: 'invited' },
  { name: 'Blue Harbor Clinics', staff: 27, applications: 5120, status: 'suspended' },
] as const;

export function StatusLabel({ status }: { status: (typeof SAMPLE_ROWS)[number]['status'] }) {
  const text = { active: <Trans>Active</Trans>, invited: <Trans>Invited</Trans>, suspended: <Trans>Suspended</Trans> }[
    status
  ];
  return <span className={`styleguide__status styleguide__status--${status}`}>{text}</span>;
}

export function TableExample() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const rows = SAMPLE_ROWS.filter((row) => row.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <ListControls
        idPrefix="styleguide-list"
        searchLabel={t`Search companies by name`}
        search={search}
        onSearch={setSearch}
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus */}
      <div className="styleguide__table-wrap" role="region" aria-label={t`Example companies`} tabIndex={0}>
        <table className="styleguide__table">
          <thead>
            <tr>
              <th scope="col">{t`Company`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col" className="styleguide__number">
                {t`Users`}
              </th>
              <th scope="col" className="styleguide__number">
                {t`Applications`}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td>{row.name}</td>
                <td>
                  <StatusLabel status={row.status} />
                </td>
                <td className="styleguide__number">{i18n.number(row.staff)}</td>
                <td className="styleguide__number">{i18n.number(row.applications)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="styleguide__muted">{t`No company matches this search.`}</p>}
      <Pager page={page} pageSize={25} count={60} onPage={setPage} />
    </>
  );
}

export function EditorExample() {
  const { t } = useLingui();
  const [isShown, setShown] = useState(false);
  const [value, setValue] = useState('');
  if (!isShown)
    return (
      <div className="styleguide__row">
        <Button variant="secondary" onClick={() => setShown(true)}>
          <Trans>Load the editor</Trans>
        </Button>
      </div>
    );
  return <RichTextEditor label={t`Message to the candidate`} value={value} onChange={setValue} />;
}
