/** A reason's name and type, for adding one to a reason list or editing one in place; problems show next to their field. */
import { useLingui } from '@lingui/react/macro';
import { MAX_REASON_NAME, reasonNameProblem } from '../../../contracts/reason-name.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText } from './settings-texts.ts';

export interface ReasonValue<Type extends string> {
  name: string;
  type: Type;
}

function check<Type extends string>(values: ReasonValue<Type>) {
  const problem = reasonNameProblem(values.name);
  return { value: { ...values, name: values.name.trim() }, problems: problem ? [problem] : [] };
}

export function ReasonForm<Type extends string>(
  props: EntryFormProps<ReasonValue<Type>> & {
    types: readonly Type[];
    typeLabel(type: Type): string;
    /** Why the server kept the type: the reason is in use. */
    typeLockedText: string;
  },
) {
  const { t } = useLingui();
  const form = useEntryForm({
    initial: props.initial,
    empty: { name: '', type: props.types[0]! },
    check,
    onSave: props.onSave,
  });
  const problem = form.problems[0];
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const nameError = problem
    ? problem.code === 'required'
      ? t`Enter a reason.`
      : t`Use at most ${MAX_REASON_NAME} characters.`
    : refusal?.field === 'name'
      ? refusal.text
      : undefined;
  const typeRefused = refusal?.field !== undefined && refusal.field.endsWith('_type');
  const typeId = `${props.idPrefix}-type`;

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && refusal.field !== 'name' && !typeRefused ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <div className="company-list__pair">
        <TextField
          id={`${props.idPrefix}-name`}
          label={t`Reason`}
          autoComplete="off"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={nameError}
        />
        <FormField id={typeId} label={t`Type`} error={typeRefused ? props.typeLockedText : undefined}>
          {(a11y) => (
            <select
              id={typeId}
              className="form-field__input"
              value={form.values.type}
              onChange={(event) => form.set('type', event.target.value as Type)}
              {...a11y}
            >
              {props.types.map((value) => (
                <option key={value} value={value}>
                  {props.typeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </EntryForm>
  );
}
