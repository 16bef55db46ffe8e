import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { rejectionReasonsQueryOptions, runBulkAction, type BulkAction } from './applicants.queries.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { BulkEmailDialog } from './bulk-email-dialog.tsx';

type Open = 'none' | 'reject' | 'assign' | 'email' | 'move' | 'delete';

export interface BulkActionsProps {
  accountId: number;
  selected: string[];
  onDone(): void;
  staff: { user_id: number; first_name: string; last_name: string }[];
  /** Requisitions the applicants may move to (none: no move action). */
  moveTargets: { job_id: number; title: string }[];
}

/** The bar over the list when applicants are selected, and the dialog of each bulk action. */
export function BulkActions({ accountId, selected, onDone, staff, moveTargets }: BulkActionsProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>('none');
  const [fieldError, setFieldError] = useState<string>();
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState('');
  const [target, setTarget] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const reasons = useQuery({ ...rejectionReasonsQueryOptions(accountId), enabled: open === 'reject' });
  const count = selected.length;
  const selectedText = plural(count, { one: '# applicant selected', other: '# applicants selected' });

  const bulk = useMutation({
    mutationFn: ({ action }: { action: BulkAction; success: (n: number) => string }) =>
      runBulkAction(queryClient, selected, action, key),
    onSuccess: (n, { success }) => {
      notify({ type: 'success', body: success(n) });
      setOpen('none');
      setReasonId('');
      setNote('');
      onDone();
    },
  });
  const busy = bulk.isPending;
  const error = bulk.error ? errorText(bulk.error) : undefined;
  const run = (action: BulkAction, success: (n: number) => string) => bulk.mutate({ action, success });

  const show = (which: Open) => {
    bulk.reset();
    setFieldError(undefined);
    setKey(crypto.randomUUID());
    setOpen(which);
  };
  const close = () => {
    if (!busy) setOpen('none');
  };

  const rejectSubmit = () => {
    if (!reasonId) return setFieldError(t`Choose a rejection reason`);
    run({ kind: 'reject', rejection_reason_id: Number(reasonId), reason_note: note.trim() }, (n) =>
      plural(n, { one: '# applicant rejected', other: '# applicants rejected' }),
    );
  };
  const moveSubmit = () => {
    if (!target) return setFieldError(t`Choose a requisition`);
    run({ kind: 'move', to_job_id: Number(target) }, (n) =>
      plural(n, { one: '# applicant moved', other: '# applicants moved' }),
    );
  };

  if (count === 0) return null;
  return (
    <div className="applicants-bulk" role="region" aria-label={t`Bulk actions`}>
      <p className="applicants-bulk__count" aria-live="polite">
        {selectedText}
      </p>
      <div className="applicants-bulk__buttons">
        {/* Moving forward is the primary action; destructive ones are never the filled button (D202). */}
        <Button
          isBusy={busy && open === 'none'}
          onClick={() =>
            run({ kind: 'advance' }, (n) =>
              plural(n, {
                one: '# applicant advanced to the next stage',
                other: '# applicants advanced to the next stage',
              }),
            )
          }
        >
          <Trans>Advance</Trans>
        </Button>
        <Button variant="secondary" onClick={() => show('reject')}>
          <Trans>Reject</Trans>
        </Button>
        <Button variant="secondary" onClick={() => show('assign')}>
          <Trans>Assign</Trans>
        </Button>
        <Button variant="secondary" onClick={() => show('email')}>
          <Trans>Email</Trans>
        </Button>
        <Button
          variant="secondary"
          isBusy={busy && open === 'none'}
          onClick={() =>
            run({ kind: 'mark-new' }, (n) =>
              plural(n, { one: '# applicant marked as new', other: '# applicants marked as new' }),
            )
          }
        >
          <Trans>Mark as new</Trans>
        </Button>
        {moveTargets.length > 0 && (
          <Button variant="secondary" onClick={() => show('move')}>
            <Trans>Move</Trans>
          </Button>
        )}
        <Button variant="secondary" className="button--danger" onClick={() => show('delete')}>
          <Trans>Delete</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Clear selection</Trans>
        </Button>
      </div>

      <FormDialog
        isOpen={open === 'reject'}
        title={t`Reject applicants`}
        detail={selectedText}
        submitLabel={t`Reject`}
        onCancel={close}
        onSubmit={rejectSubmit}
        isBusy={busy}
        error={error}
      >
        <div className={fieldError ? 'form-field form-field--invalid' : 'form-field'}>
          <label className="form-field__label" htmlFor="bulk-reject-reason">
            <Trans>Rejection reason</Trans>
          </label>
          {fieldError && (
            <p className="form-field__error" id="bulk-reject-reason-error">
              {fieldError}
            </p>
          )}
          <select
            id="bulk-reject-reason"
            className="form-field__input"
            value={reasonId}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'bulk-reject-reason-error' : undefined}
            onChange={(e) => {
              setReasonId(e.target.value);
              setFieldError(undefined);
            }}
          >
            <option value="">{reasons.isPending ? t`Loading reasons…` : t`Choose a reason`}</option>
            {reasons.data && (
              <>
                <optgroup label={t`The company rejected`}>
                  {reasons.data
                    .filter((r) => r.rejection_type === 'company')
                    .map((r) => (
                      <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                        {r.name}
                      </option>
                    ))}
                </optgroup>
                <optgroup label={t`The candidate withdrew`}>
                  {reasons.data
                    .filter((r) => r.rejection_type === 'candidate')
                    .map((r) => (
                      <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                        {r.name}
                      </option>
                    ))}
                </optgroup>
              </>
            )}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="bulk-reject-note">
            <Trans>Note</Trans>
          </label>
          <textarea
            id="bulk-reject-note"
            className="form-field__input"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </FormDialog>

      <FormDialog
        isOpen={open === 'assign'}
        title={t`Assign applicants`}
        detail={selectedText}
        submitLabel={t`Assign`}
        onCancel={close}
        onSubmit={() =>
          run({ kind: 'assign', user_id: assignee ? Number(assignee) : null }, (n) =>
            plural(n, { one: '# applicant assigned', other: '# applicants assigned' }),
          )
        }
        isBusy={busy}
        error={error}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="bulk-assign-user">
            <Trans>Assign to</Trans>
          </label>
          <select
            id="bulk-assign-user"
            className="form-field__input"
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">{t`Nobody (unassign)`}</option>
            {staff.map((u) => (
              <option key={u.user_id} value={u.user_id}>
                {u.first_name} {u.last_name}
              </option>
            ))}
          </select>
        </div>
      </FormDialog>

      {open === 'email' && (
        <BulkEmailDialog
          accountId={accountId}
          selected={selected}
          detail={selectedText}
          isBusy={busy}
          error={bulk.error}
          errorText={error}
          onCancel={close}
          onSend={(action) => run(action, (n) => t`Email sent successfully to ${n} applicant(s)`)}
        />
      )}

      <FormDialog
        isOpen={open === 'move'}
        title={t`Move applicants to another requisition`}
        detail={selectedText}
        submitLabel={t`Move`}
        onCancel={close}
        onSubmit={moveSubmit}
        isBusy={busy}
        error={error ?? fieldError}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor="bulk-move-job">
            <Trans>Requisition</Trans>
          </label>
          <select
            id="bulk-move-job"
            className="form-field__input"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">{t`Choose a requisition`}</option>
            {moveTargets.map((j) => (
              <option key={j.job_id} value={j.job_id}>
                {j.title}
              </option>
            ))}
          </select>
        </div>
      </FormDialog>

      <ConfirmDialog
        isOpen={open === 'delete'}
        question={plural(count, {
          one: 'Delete # applicant from this requisition?',
          other: 'Delete # applicants from this requisition?',
        })}
        detail={<Trans>They disappear from the list. Their history is kept.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onCancel={close}
        onConfirm={() =>
          run({ kind: 'delete' }, (n) => plural(n, { one: '# applicant deleted', other: '# applicants deleted' }))
        }
        isBusy={busy}
        error={error}
      />
    </div>
  );
}
