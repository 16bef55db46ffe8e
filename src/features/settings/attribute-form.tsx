/** A company attribute's name, kind and description, to add one or edit one in place; problems show next to their field. */
import { useLingui } from '@lingui/react/macro';
import {
  attributeProblems,
  COMPANY_ATTRIBUTE_CATEGORIES,
  MAX_ATTRIBUTE_DESCRIPTION,
  MAX_ATTRIBUTE_NAME,
  type SaveCompanyAttribute,
} from '../../../contracts/company-attributes.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { attributeCategoryLabel } from './attribute-texts.ts';
import { settingsErrorText } from './settings-texts.ts';

const EMPTY: SaveCompanyAttribute = { name: '', category: 'competencies', description: '' };

export function AttributeForm(props: EntryFormProps<SaveCompanyAttribute>) {
  const { t } = useLingui();
  const form = useEntryForm({ initial: props.initial, empty: EMPTY, check: attributeProblems, onSave: props.onSave });
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const problemOf = (prop: 'name' | 'description') => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) {
      if (problem.code === 'required') return t`Enter the attribute's name.`;
      return prop === 'name'
        ? t`Use at most ${MAX_ATTRIBUTE_NAME} characters.`
        : t`Use at most ${MAX_ATTRIBUTE_DESCRIPTION} characters.`;
    }
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const id = (field: string) => `${props.idPrefix}-${field}`;
  const descriptionError = problemOf('description');

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && refusal.field !== 'name' && refusal.field !== 'description' ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <div className="company-list__pair">
        <TextField
          id={id('name')}
          label={t`Name`}
          autoComplete="off"
          value={form.values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={problemOf('name')}
        />
        <FormField id={id('category')} label={t`Kind`}>
          {(a11y) => (
            <select
              id={id('category')}
              className="form-field__input"
              value={form.values.category}
              onChange={(event) => form.set('category', event.target.value as SaveCompanyAttribute['category'])}
              {...a11y}
            >
              {COMPANY_ATTRIBUTE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {attributeCategoryLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={id('description')}
        label={t`Description`}
        hint={t`What the attribute means at your company, for whoever writes questions or sets weights.`}
        error={descriptionError}
      >
        {(a11y) => (
          <textarea
            id={id('description')}
            className="form-field__input"
            rows={3}
            value={form.values.description}
            onChange={(event) => form.set('description', event.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    </EntryForm>
  );
}
