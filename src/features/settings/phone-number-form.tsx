/** A phone number's label and number, for adding one or editing one in place; problems show next to their field. */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  MAX_PHONE_LABEL,
  phoneNumberProblems,
  type PhoneProblem,
  type SavePhoneNumber,
} from '../../../contracts/phone-numbers.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText } from './settings-texts.ts';

function problemText(problem: PhoneProblem): string {
  if (problem.prop === 'label')
    return problem.code === 'required' ? t`Enter a label.` : t`Use at most ${MAX_PHONE_LABEL} characters.`;
  return problem.code === 'required'
    ? t`Enter a phone number.`
    : t`Enter the number in international form, starting with + and the country code.`;
}

export function PhoneNumberForm(props: EntryFormProps<SavePhoneNumber>) {
  const { t: translate } = useLingui();
  const form = useEntryForm({
    initial: props.initial,
    empty: { label: '', phone_number: '' },
    check: phoneNumberProblems,
    onSave: props.onSave,
  });
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const errorOf = (prop: PhoneProblem['prop']) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    // A repeated number is refused as a taken name (one code for every company list).
    if (prop === 'phone_number' && refusal?.field === 'name') return translate`This number is already listed.`;
    return refusal?.field === prop ? refusal.text : undefined;
  };

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && !['label', 'phone_number', 'name'].includes(refusal.field ?? '') ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <div className="company-list__pair">
        <TextField
          id={`${props.idPrefix}-label`}
          label={translate`Label`}
          autoComplete="off"
          value={form.values.label}
          onChange={(event) => form.set('label', event.target.value)}
          error={errorOf('label')}
        />
        <TextField
          id={`${props.idPrefix}-number`}
          type="tel"
          label={translate`Phone number`}
          hint={translate`With + and the country code, for example +1 512 555 0100.`}
          autoComplete="off"
          value={form.values.phone_number}
          onChange={(event) => form.set('phone_number', event.target.value)}
          error={errorOf('phone_number')}
        />
      </div>
    </EntryForm>
  );
}
