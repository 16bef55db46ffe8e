/** A rejection reason's name and type, for adding one or editing one in place; problems show next to their field. */
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REASON_NAME, REJECTION_TYPES, reasonNameProblem, type RejectionType, type SaveReason } from '../../../contracts/rejection-reasons.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { rejectionTypeLabel, settingsErrorText } from './settings-texts.ts';

export function ReasonForm(props: {
  idPrefix: string;
  title?: ReactNode;
  initial?: SaveReason;
  submitLabel: ReactNode;
  onSave(value: SaveReason): Promise<void>;
  onCancel?(): void;
  className: string;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [type, setType] = useState<RejectionType>(props.initial?.rejection_type ?? 'company');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);

  const problem = checked ? reasonNameProblem(name) : undefined;
  const refusal = serverError === undefined ? undefined : settingsErrorText(serverError);
  const nameError = problem ? (problem.code === 'required' ? t`Enter a reason.` : t`Use at most ${MAX_REASON_NAME} characters.`) : refusal?.field === 'name' ? refusal.text : undefined;
  const typeError = refusal?.field === 'rejection_type' ? t`Applications were rejected with this reason, so its type cannot change.` : undefined;

  const submit = async () => {
    if (isBusy) return;
    setChecked(true);
    setServerError(undefined);
    if (reasonNameProblem(name)) return;
    setBusy(true);
    try {
      await props.onSave({ name: name.trim(), rejection_type: type });
      if (!props.initial) {
        setName('');
        setChecked(false);
      }
    } catch (error) {
      setServerError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={props.className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {props.title}
      {refusal && refusal.field !== 'name' && refusal.field !== 'rejection_type' && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="company-settings__pair">
        <TextField id={`${props.idPrefix}-name`} label={t`Reason`} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
        <FormField id={`${props.idPrefix}-type`} label={t`Type`} error={typeError}>
          {(a11y) => (
            <select id={`${props.idPrefix}-type`} className="form-field__input" value={type} onChange={(event) => setType(event.target.value as RejectionType)} {...a11y}>
              {REJECTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {rejectionTypeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="company-settings__actions">
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
