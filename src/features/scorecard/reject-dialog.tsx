import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REASON_NOTE_MAX, type RejectionType } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { reject, rejectionReasonsQueryOptions } from './scorecard.queries.ts';

export interface RejectDialogProps {
  isOpen: boolean;
  userSmartreqId: number;
  accountId: number;
  onClose(rejected: boolean): void;
}

/** Reject one applicant: who decided (the company, or the candidate withdrew), a reason of that kind, and a note. */
export function RejectDialog({ isOpen, userSmartreqId, accountId, onClose }: RejectDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reasons = useQuery({ ...rejectionReasonsQueryOptions(accountId), enabled: isOpen });
  const [type, setType] = useState<RejectionType>('company');
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  const ofType = (reasons.data ?? []).filter((r) => r.rejection_type === type);
  const close = (rejected: boolean) => {
    setReasonId('');
    setNote('');
    setError(undefined);
    setReasonError(undefined);
    onClose(rejected);
  };
  const submit = async () => {
    if (!reasonId) {
      setReasonError(t`Choose a reason`);
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      await reject(queryClient, userSmartreqId, Number(reasonId), note.trim());
      close(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={<Trans>Reject applicant</Trans>}
      submitLabel={<Trans>Reject</Trans>}
      onCancel={() => close(false)}
      onSubmit={() => void submit()}
      isBusy={isBusy}
      error={error}
    >
      <fieldset className="scorecard-dialog__fieldset">
        <legend className="form-field__label">
          <Trans>Rejection type</Trans>
        </legend>
        <label className="scorecard-dialog__radio">
          <input
            type="radio"
            name="rejection-type"
            value="company"
            checked={type === 'company'}
            onChange={() => {
              setType('company');
              setReasonId('');
            }}
          />
          <Trans>Rejected by the company</Trans>
        </label>
        <label className="scorecard-dialog__radio">
          <input
            type="radio"
            name="rejection-type"
            value="candidate"
            checked={type === 'candidate'}
            onChange={() => {
              setType('candidate');
              setReasonId('');
            }}
          />
          <Trans>Withdrawn by the candidate</Trans>
        </label>
      </fieldset>
      <FormField id="reject-reason" label={<Trans>Reason</Trans>} error={reasonError}>
        {(a11y) => (
          <select
            id="reject-reason"
            className="form-field__input"
            value={reasonId}
            onChange={(e) => {
              setReasonId(e.target.value);
              setReasonError(undefined);
            }}
            {...a11y}
          >
            <option value="">{reasons.isPending ? t`Loading reasons…` : t`Choose a reason`}</option>
            {ofType.map((r) => (
              <option key={r.rejection_reason_id} value={r.rejection_reason_id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {reasons.isError && <p className="scorecard-dialog__error">{errorText(reasons.error)}</p>}
      <FormField id="reject-note" label={<Trans>Note (optional)</Trans>}>
        {(a11y) => (
          <textarea
            id="reject-note"
            className="form-field__input scorecard-dialog__textarea"
            value={note}
            maxLength={REASON_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
