import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { draftProblems, hasProblems, rejectionEmailOf } from '../../ui/rejection-email/rejection-email-draft.ts';
import { RejectionEmailFields, useNewRejectionDraft } from '../../ui/rejection-email/rejection-email-fields.tsx';
import { rejectionDelayQueryOptions } from '../../ui/rejection-email/rejection-email.queries.ts';
import { REJECTION_DELAY_DEFAULT_MINUTES } from '../../../contracts/rejection-email.ts';
import { rejectionReasonsQueryOptions, type BulkAction } from './applicants.queries.ts';
import type { RejectionMailChoice } from '../../ui/rejection-email/rejection-toast-words.ts';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export interface BulkRejectDialogProps {
  accountId: number;
  selected: string[];
  detail: string;
  isBusy: boolean;
  error: string | undefined;
  onCancel(): void;
  /** `mail`: what the dialog asked of the rejection mails, for the toast (D266). */
  onReject(action: Extract<BulkAction, { kind: 'reject' }>, mail: RejectionMailChoice): void;
}

/**
 * Reject the selected applicants with one reason and note, and mail each after the company's delay
 * (D266), now, later or not at all (D213): the standard text is made per recipient in that candidate's language (D263).
 */
export function BulkRejectDialog({
  accountId,
  selected,
  detail,
  isBusy,
  error,
  onCancel,
  onReject,
}: BulkRejectDialogProps) {
  const { t, i18n } = useLingui();
  const reasons = useQuery(rejectionReasonsQueryOptions(accountId));
  const delay = useQuery(rejectionDelayQueryOptions(accountId));
  const delayMinutes = delay.data ?? REJECTION_DELAY_DEFAULT_MINUTES;
  const newEmailDraft = useNewRejectionDraft();
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [email, setEmail] = useState(newEmailDraft);
  const [isAttempted, setIsAttempted] = useState(false);
  const reasonError = isAttempted && !reasonId ? t`Choose a rejection reason` : undefined;

  const submit = () => {
    setIsAttempted(true);
    const now = new Date();
    if (!reasonId || hasProblems(draftProblems(email, now))) return;
    onReject(
      {
        kind: 'reject',
        rejection_reason_id: Number(reasonId),
        reason_note: note.trim(),
        email: rejectionEmailOf(email, now),
      },
      { timing: email.timing, delayMinutes },
    );
  };

  return (
    <FormDialog
      isOpen
      title={t`Reject applicants`}
      detail={detail}
      submitLabel={t`Reject`}
      onCancel={onCancel}
      onSubmit={submit}
      isBusy={isBusy}
      error={error}
    >
      <div className={reasonError ? 'form-field form-field--invalid' : 'form-field'}>
        <label className="form-field__label" htmlFor="bulk-reject-reason">
          <Trans>Rejection reason</Trans>
        </label>
        {reasonError && (
          <p className="form-field__error" id="bulk-reject-reason-error">
            {reasonError}
          </p>
        )}
        <select
          id="bulk-reject-reason"
          className="form-field__input"
          value={reasonId}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'bulk-reject-reason-error' : undefined}
          onChange={(e) => setReasonId(e.target.value)}
        >
          <option value="">{reasons.isPending ? t`Loading reasons…` : t`Choose a reason`}</option>
          {reasons.data && (
            <>
              <optgroup label={t`The company rejected`}>
                {reasons.data
                  .filter((r) => r.rejection_type === 'company')
                  .map((r) => (
                    <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                      {reasonName(i18n, r.name)}
                    </option>
                  ))}
              </optgroup>
              <optgroup label={t`The candidate withdrew`}>
                {reasons.data
                  .filter((r) => r.rejection_type === 'candidate')
                  .map((r) => (
                    <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                      {reasonName(i18n, r.name)}
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
      <RejectionEmailFields
        idPrefix="bulk-reject-email"
        accountId={accountId}
        refIds={selected}
        draft={email}
        onChange={setEmail}
        isAttempted={isAttempted}
        delayMinutes={delayMinutes}
      />
    </FormDialog>
  );
}
