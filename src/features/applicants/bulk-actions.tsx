import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { showUndo } from '../../ui/undo-toast.tsx';
import { useRejectionToastWords, type RejectionMailChoice } from '../../ui/rejection-email/rejection-toast-words.ts';
import { runBulkAction, undoRejections, type BulkAction } from './applicants.queries.ts';
import { BulkRejectDialog } from './bulk-reject-dialog.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { BulkEmailDialog } from './bulk-email-dialog.tsx';
import { BulkSmsDialog } from './bulk-sms-dialog.tsx';

type Open = 'none' | 'reject' | 'assign' | 'email' | 'sms' | 'move' | 'delete';

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
  const mailWords = useRejectionToastWords();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>('none');
  const [fieldError, setFieldError] = useState<string>();
  const [assignee, setAssignee] = useState('');
  const [target, setTarget] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const count = selected.length;
  const selectedText = plural(count, { one: '# applicant selected', other: '# applicants selected' });

  const bulk = useMutation({
    mutationFn: ({ action }: { action: BulkAction; success: (n: number) => string; undoable?: string[] }) =>
      runBulkAction(queryClient, selected, action, key),
    onSuccess: (n, { success, undoable }) => {
      if (undoable?.length) showUndo(success(n), () => undoReject(undoable));
      else notify({ type: 'success', body: success(n) });
      setOpen('none');
      onDone();
    },
  });
  const busy = bulk.isPending;
  const error = bulk.error ? errorText(bulk.error) : undefined;
  const run = (action: BulkAction, success: (n: number) => string) => bulk.mutate({ action, success });
  // A bulk reject says what happens to the mails and offers Undo, as a single one does (D266).
  const reject = (action: BulkAction, mail: RejectionMailChoice) =>
    bulk.mutate({
      action,
      success: (n) => mailWords.rejectedMany(n, mail),
      undoable: selected,
    });
  // One request for them all (D490), answered with what became of each rejection and its mail.
  const undoReject = (refIds: string[]) =>
    void undoRejections(queryClient, refIds).then(
      (answer) => notify({ type: answer.undone ? 'success' : 'error', body: mailWords.undoneMany(answer) }),
      (failure: unknown) => notify({ type: 'error', body: errorText(failure) }),
    );

  const show = (which: Open) => {
    bulk.reset();
    setFieldError(undefined);
    setKey(crypto.randomUUID());
    setOpen(which);
  };
  const close = () => {
    if (!busy) setOpen('none');
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
        <Button variant="secondary" onClick={() => show('sms')}>
          <Trans>Text message</Trans>
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

      {open === 'reject' && (
        <BulkRejectDialog
          accountId={accountId}
          selected={selected}
          detail={selectedText}
          isBusy={busy}
          error={error}
          onCancel={close}
          onReject={reject}
        />
      )}

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

      {open === 'sms' && (
        <BulkSmsDialog
          selected={selected}
          detail={selectedText}
          onClose={close}
          onDone={() => {
            setOpen('none');
            onDone();
          }}
        />
      )}

      {open === 'email' && (
        <BulkEmailDialog
          accountId={accountId}
          selected={selected}
          detail={selectedText}
          isBusy={busy}
          error={bulk.error}
          errorText={error}
          onCancel={close}
          onSend={(action) =>
            run(action, (n) =>
              plural(n, {
                one: 'Email sent successfully to # applicant',
                other: 'Email sent successfully to # applicants',
              }),
            )
          }
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
