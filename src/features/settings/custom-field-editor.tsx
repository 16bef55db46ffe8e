/**
 * Adding or editing one custom field: label, help text, type, a list's options (one per line) and
 * whether it is required; the label, help and options beside their Spanish and French versions
 * (D214), a blank version marked as missing. The same check as the server's runs first (contracts/account-fields.ts)
 * and the server's answer names anything else (a label already used, a type that can no longer
 * change); nothing is saved until everything is right.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  accountFieldProblems,
  MAX_FIELD_HELP,
  MAX_FIELD_LABEL,
  MAX_FIELD_OPTION,
  MAX_FIELD_OPTIONS,
  type AccountFieldAdmin,
  type AccountFieldRule,
  type FieldGroup,
  type SaveAccountField,
} from '../../../contracts/account-fields.ts';
import { FIELD_TYPES } from '../../../contracts/application-form.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { EditorForm } from '../../ui/form/editor-form.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { saveCustomField } from './custom-fields.queries.ts';
import { useFieldTypeLabels } from './field-type-labels.ts';
import { FieldVersions, versionId, type Versions } from '../../ui/field-versions/field-versions.tsx';

export interface CustomFieldEditorProps {
  accountId: number;
  group: FieldGroup;
  field?: AccountFieldAdmin;
  /** The company's default language, which the main fields are written in. */
  defaultLanguage: Language;
  onDone(): void;
}

const PROP_IDS: Record<string, string> = {
  label: 'custom-field-label',
  help_text: 'custom-field-help',
  field_type: 'custom-field-type',
  options: 'custom-field-options',
};
const VERSION_IDS: Record<string, string> = {
  label_i18n: 'custom-field-label',
  help_text_i18n: 'custom-field-help',
  options_i18n: 'custom-field-options',
};

/** `label_i18n.es` and the like to the version's input; the rest by PROP_IDS. */
function fieldIdOf(prop: string): string | undefined {
  const [column, language] = prop.split('.');
  if (column && language && VERSION_IDS[column] && (LANGUAGES as readonly string[]).includes(language))
    return versionId(VERSION_IDS[column], language as Language);
  return PROP_IDS[prop];
}

/** Lines with text, as the server keeps a list's options. */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** A version's errors by language, from errors keyed `column.language`. */
const versionErrors = (errors: Record<string, string>, column: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, errors[`${column}.${language}`]]));

export function CustomFieldEditor({ accountId, group, field, defaultLanguage, onDone }: CustomFieldEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const typeLabels = useFieldTypeLabels();
  const [label, setLabel] = useState(field?.label ?? '');
  const [helpText, setHelpText] = useState(field?.help_text ?? '');
  const [fieldType, setFieldType] = useState<AccountFieldAdmin['field_type']>(field?.field_type ?? 'text');
  const [options, setOptions] = useState(field?.options.join('\n') ?? '');
  const [isRequired, setIsRequired] = useState(field?.is_required ?? false);
  const [labels, setLabels] = useState<Versions>(field?.label_i18n ?? {});
  const [helps, setHelps] = useState<Versions>(field?.help_text_i18n ?? {});
  const [optionVersions, setOptionVersions] = useState<Versions>(
    Object.fromEntries(
      Object.entries(field?.options_i18n ?? {}).map(([language, list]) => [language, list.join('\n')]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const saving = useMutation({
    mutationFn: (body: SaveAccountField) =>
      saveCustomField(queryClient, { accountId, group, fieldId: field?.account_field_id }, body),
    onSuccess: () => onDone(),
    onError: (error) => {
      const byField = fieldErrorTexts(error);
      setErrors(byField);
      setProblem(Object.keys(byField).length > 0 ? undefined : errorText(error));
      setTries((n) => n + 1);
    },
  });
  const isTypeLocked = (field?.answer_count ?? 0) > 0;

  const ruleText: Record<AccountFieldRule, string> = {
    label_empty: t`Enter a label.`,
    label_long: t`Use ${MAX_FIELD_LABEL} characters or fewer in the label.`,
    help_long: t`Use ${MAX_FIELD_HELP} characters or fewer in the help text.`,
    options_few: t`A list needs at least two options.`,
    options_many: t`Use ${MAX_FIELD_OPTIONS} options or fewer.`,
    option_long: t`Keep each option to ${MAX_FIELD_OPTION} characters or fewer.`,
    options_repeat: t`Each option must be different.`,
    options_not_list: t`Only a list field has options.`,
    version_long: t`This version is too long.`,
    options_version_count: t`Give every option in this language, one per line in the same order, or leave it empty.`,
  };
  const others = LANGUAGES.filter((language) => language !== defaultLanguage);
  const only = (versions: Versions) =>
    Object.fromEntries(others.map((language) => [language, versions[language] ?? '']));

  const save = () => {
    const body = {
      label,
      help_text: helpText,
      field_type: fieldType,
      options: fieldType === 'select' ? lines(options) : [],
      is_required: isRequired,
      label_i18n: only(labels),
      help_text_i18n: only(helps),
      ...(fieldType === 'select'
        ? {
            options_i18n: Object.fromEntries(
              others.map((language) => [language, lines(optionVersions[language] ?? '')]),
            ),
          }
        : {}),
    };
    const { problems } = accountFieldProblems(body);
    const found: Record<string, string> = {};
    for (const p of problems) found[p.prop] ??= ruleText[p.rule];
    setErrors(found);
    setProblem(undefined);
    setTries((n) => n + 1);
    if (problems.length > 0) return;
    saving.mutate(body);
  };

  return (
    <EditorForm
      id="custom-field-editor"
      className="custom-fields__editor"
      titleClassName="custom-fields__subtitle"
      title={field ? <Trans>Edit field</Trans> : <Trans>New field</Trans>}
      problem={problem}
      errors={errors}
      fieldIdOf={fieldIdOf}
      tries={tries}
      onSave={save}
    >
      <FieldVersions
        idPrefix="custom-field-label"
        legend={t`The label in other languages`}
        defaultLanguage={defaultLanguage}
        values={labels}
        errors={versionErrors(errors, 'label_i18n')}
        onChange={(language, value) => setLabels((current) => ({ ...current, [language]: value }))}
        hasDefault={label.trim() !== ''}
        maxLength={MAX_FIELD_LABEL}
      >
        <TextField
          id="custom-field-label"
          label={t`Label`}
          value={label}
          error={errors.label}
          maxLength={MAX_FIELD_LABEL + 50}
          onChange={(event) => setLabel(event.target.value)}
        />
      </FieldVersions>
      <FieldVersions
        idPrefix="custom-field-help"
        legend={t`The help text in other languages`}
        defaultLanguage={defaultLanguage}
        values={helps}
        errors={versionErrors(errors, 'help_text_i18n')}
        onChange={(language, value) => setHelps((current) => ({ ...current, [language]: value }))}
        hasDefault={helpText.trim() !== ''}
        maxLength={MAX_FIELD_HELP}
      >
        <TextField
          id="custom-field-help"
          label={t`Help text (optional)`}
          hint={t`Shown under the label on the form.`}
          value={helpText}
          error={errors.help_text}
          maxLength={MAX_FIELD_HELP + 50}
          onChange={(event) => setHelpText(event.target.value)}
        />
      </FieldVersions>
      <div className={errors.field_type ? 'form-field form-field--invalid' : 'form-field'}>
        <label className="form-field__label" htmlFor="custom-field-type">
          <Trans>Type</Trans>
        </label>
        {isTypeLocked && (
          <p className="form-field__hint" id="custom-field-type-hint">
            <Trans>Candidates have answered this field, so its type cannot change.</Trans>
          </p>
        )}
        {errors.field_type && <p className="form-field__error">{errors.field_type}</p>}
        <select
          id="custom-field-type"
          className="form-field__input"
          value={fieldType}
          disabled={isTypeLocked}
          aria-describedby={isTypeLocked ? 'custom-field-type-hint' : undefined}
          onChange={(event) => setFieldType(event.target.value as AccountFieldAdmin['field_type'])}
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      {fieldType === 'select' && (
        <FieldVersions
          idPrefix="custom-field-options"
          legend={t`The options in other languages, one per line in the same order`}
          defaultLanguage={defaultLanguage}
          values={optionVersions}
          errors={versionErrors(errors, 'options_i18n')}
          onChange={(language, value) => setOptionVersions((current) => ({ ...current, [language]: value }))}
          isMultiline
          hasDefault={lines(options).length > 0}
          maxLength={MAX_FIELD_OPTION}
        >
          <div className={errors.options ? 'form-field form-field--invalid' : 'form-field'}>
            <label className="form-field__label" htmlFor="custom-field-options">
              <Trans>Options, one per line</Trans>
            </label>
            {errors.options && (
              <p className="form-field__error" id="custom-field-options-error">
                {errors.options}
              </p>
            )}
            <textarea
              id="custom-field-options"
              className="form-field__input custom-fields__textarea"
              rows={5}
              value={options}
              aria-invalid={errors.options ? true : undefined}
              aria-describedby={errors.options ? 'custom-field-options-error' : undefined}
              onChange={(event) => setOptions(event.target.value)}
            />
          </div>
        </FieldVersions>
      )}
      <div className="custom-fields__check">
        <input
          id="custom-field-required"
          type="checkbox"
          checked={isRequired}
          onChange={(event) => setIsRequired(event.target.checked)}
        />
        <label htmlFor="custom-field-required">
          <Trans>Required</Trans>
        </label>
      </div>
      <div className="custom-fields__actions">
        <Button type="submit" isBusy={saving.isPending} busyLabel={<Trans>Saving…</Trans>}>
          {field ? <Trans>Save field</Trans> : <Trans>Add field</Trans>}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </EditorForm>
  );
}
