/** A source's name and type, for adding one or editing one in place; the problem shows next to the field. */
import { useLingui } from '@lingui/react/macro';
import {
  MAX_SOURCE_NAME,
  SOURCE_TYPES,
  sourceNameProblem,
  type SaveSource,
  type SourceType,
} from '../../../contracts/company-settings.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText, sourceTypeLabel } from './settings-texts.ts';

function check(values: SaveSource) {
  const problem = sourceNameProblem(values.name);
  return { value: { ...values, name: values.name.trim() }, problems: problem ? [problem] : [] };
}

export function SourceForm(props: EntryFormProps<SaveSource>) {
  const { t } = useLingui();
  const form = useEntryForm({
    initial: props.initial,
    empty: { name: '', source_type: 'job_board' },
    check,
    onSave: props.onSave,
  });
  const problem = form.problems[0];
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const nameError = problem
    ? problem.code === 'required'
      ? t`Enter a name.`
      : t`Use at most ${MAX_SOURCE_NAME} characters.`
    : refusal?.field === 'name'
      ? refusal.text
      : undefined;

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && refusal.field !== 'name' ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <div className="company-list__pair">
        <TextField
          id={`${props.idPrefix}-name`}
          label={t`Source name`}
          autoComplete="off"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={nameError}
        />
        <FormField id={`${props.idPrefix}-type`} label={t`Type`}>
          {(a11y) => (
            <select
              id={`${props.idPrefix}-type`}
              className="form-field__input"
              value={form.values.source_type}
              onChange={(event) => form.set('source_type', event.target.value as SourceType)}
              {...a11y}
            >
              {SOURCE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {sourceTypeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </EntryForm>
  );
}
