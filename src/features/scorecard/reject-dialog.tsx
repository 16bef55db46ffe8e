import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REASON_NOTE_MAX, type RejectionType } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { draftProblems, hasProblems, rejectionEmailOf } from '../../ui/rejection-email/rejection-email-draft.ts';
import { RejectionEmailFields, useNewRejectionDraft } from '../../ui/rejection-email/rejection-email-fields.tsx';
import { rejectionDelayQueryOptions } from '../../ui/rejection-email/rejection-email.queries.ts';
import type { RejectionMailChoice } from '../../ui/rejection-email/rejection-toast-words.ts';
import { REJECTION_DELAY_DEFAULT_MINUTES } from '../../../contracts/rejection-email.ts';
import { reject, rejectionReasonsQueryOptions } from './scorecard.queries.ts';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export interface RejectDialogProps {
  isOpen: boolean;
  userSmartreqId: number;
  /** The application's ref_id: its rejection email is previewed from it. */
  refId: string;
  accountId: number;
  /** `mail`: what the rejection's mail does, for the toast (D266). */
  onClose(rejected: boolean, mail?: RejectionMailChoice): void;
}

/**
 * Reject one applicant: who decided (the company, or the candidate withdrew), a reason of that kind,
 * a note, and a mail to the candidate now, later or not at all (D213): the standard text in the
 * candidate's language, or one the person writes, its preview saying which language it goes in (D263).
 */
export function RejectDialog({ isOpen, userSmartreqId, refId, accountId, onClose }: RejectDialogProps) {
  const { t, i18n } = useLingui();
  const newEmailDraft = useNewRejectionDraft();
  const [email, setEmail] = useState(newEmailDraft);
  const [isAttempted, setIsAttempted] = useState(false);
  const queryClient = useQueryClient();
  const reasons = useQuery({ ...rejectionReasonsQueryOptions(accountId), enabled: isOpen });
  const delay = useQuery({ ...rejectionDelayQueryOptions(accountId), enabled: isOpen });
  const delayMinutes = delay.data ?? REJECTION_DELAY_DEFAULT_MINUTES;
  const [type, setType] = useState<RejectionType>('company');
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();

  const ofType = (reasons.data ?? []).filter((r) => r.rejection_type === type);
  const close = (rejected: boolean, mail?: RejectionMailChoice) => {
    setReasonId('');
    setNote('');
    setEmail(newEmailDraft());
    setIsAttempted(false);
    setError(undefined);
    setReasonError(undefined);
    onClose(rejected, mail);
  };
  const rejection = useMutation({
    mutationFn: (sent: { reasonId: number; note: string; mail: ReturnType<typeof rejectionEmailOf> }) =>
      reject(queryClient, userSmartreqId, sent.reasonId, sent.note, sent.mail),
    onSuccess: () => close(true, { timing: email.timing, delayMinutes }),
    onError: (failure) => setError(errorText(failure)),
  });
  const submit = () => {
    setIsAttempted(true);
    const now = new Date();
    if (!reasonId) setReasonError(t`Choose a reason`);
    if (!reasonId || hasProblems(draftProblems(email, now))) return;
    setError(undefined);
    rejection.mutate({ reasonId: Number(reasonId), note: note.trim(), mail: rejectionEmailOf(email, now) });
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={<Trans>Reject applicant</Trans>}
      submitLabel={<Trans>Reject</Trans>}
      onCancel={() => close(false)}
      onSubmit={submit}
      isBusy={rejection.isPending}
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
                {reasonName(i18n, r.name)}
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
      {isOpen && (
        <RejectionEmailFields
          idPrefix="reject-email"
          accountId={accountId}
          refIds={[refId]}
          draft={email}
          onChange={setEmail}
          isAttempted={isAttempted}
          delayMinutes={delayMinutes}
        />
      )}
    </FormDialog>
  );
}
