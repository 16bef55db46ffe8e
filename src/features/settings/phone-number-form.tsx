/** A phone number's label and number, for adding one or editing one in place; problems show next to their field. */
import { useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PHONE_LABEL, phoneNumberProblems, type PhoneProblem, type SavePhoneNumber } from '../../../contracts/phone-numbers.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText } from './settings-texts.ts';

function problemText(problem: PhoneProblem): string {
  if (problem.prop === 'label') return problem.code === 'required' ? t`Enter a label.` : t`Use at most ${MAX_PHONE_LABEL} characters.`;
  return problem.code === 'required' ? t`Enter a phone number.` : t`Enter the number in international form, starting with + and the country code.`;
}

export function PhoneNumberForm(props: {
  idPrefix: string;
  title?: ReactNode;
  initial?: SavePhoneNumber;
  submitLabel: ReactNode;
  onSave(value: SavePhoneNumber): Promise<void>;
  onCancel?(): void;
  className: string;
}) {
  const { t: translate } = useLingui();
  const [values, setValues] = useState<SavePhoneNumber>(props.initial ?? { label: '', phone_number: '' });
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);

  const problems = checked ? phoneNumberProblems(values).problems : [];
  const refusal = serverError === undefined ? undefined : settingsErrorText(serverError);
  const errorOf = (prop: PhoneProblem['prop']) => {
    const problem = problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    // A repeated number is refused as a taken name (one code for every company list).
    if (prop === 'phone_number' && refusal?.field === 'name') return translate`This number is already listed.`;
    return refusal?.field === prop ? refusal.text : undefined;
  };

  const submit = async () => {
    if (isBusy) return;
    setChecked(true);
    setServerError(undefined);
    const { value, problems: found } = phoneNumberProblems(values);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await props.onSave(value);
      if (!props.initial) {
        setValues({ label: '', phone_number: '' });
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
      {refusal && !['label', 'phone_number', 'name'].includes(refusal.field ?? '') && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="company-settings__pair">
        <TextField
          id={`${props.idPrefix}-label`}
          label={translate`Label`}
          autoComplete="off"
          value={values.label}
          onChange={(event) => setValues((v) => ({ ...v, label: event.target.value }))}
          error={errorOf('label')}
        />
        <TextField
          id={`${props.idPrefix}-number`}
          type="tel"
          label={translate`Phone number`}
          hint={translate`With + and the country code, for example +1 512 555 0100.`}
          autoComplete="off"
          value={values.phone_number}
          onChange={(event) => setValues((v) => ({ ...v, phone_number: event.target.value }))}
          error={errorOf('phone_number')}
        />
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
