/**
 * The provider admin's editor of one onboarding form: its company, its name and its ordered
 * fields (labels in en, es, fr; type; required; a choice's options, one per line). The server
 * checks the whole form again and names what is wrong.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ONBOARDING_FIELD_TYPES,
  type OnboardingField,
  type OnboardingFieldType,
  type OnboardingForm,
  type SaveOnboardingForm,
} from '../../../contracts/onboarding.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { EditorForm } from '../../ui/form/editor-form.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { saveOnboardingForm } from './onboarding.queries.ts';

interface DraftField {
  field_key: string;
  field_type: OnboardingFieldType;
  is_required: boolean;
  en: string;
  es: string;
  fr: string;
  /** A choice's options, one per line. */
  options: string;
}

const LANGUAGES = ['en', 'es', 'fr'] as const;

function toDraft(field: OnboardingField): DraftField {
  return {
    field_key: field.field_key,
    field_type: field.field_type,
    is_required: field.is_required,
    en: field.label.en,
    es: field.label.es ?? '',
    fr: field.label.fr ?? '',
    options: field.options.map((o) => o.value).join('\n'),
  };
}

/** A key from the English label, unique in the form ("Emergency contact" -> "emergency_contact"). */
function keyFor(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 34) || 'field';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

function toField(draft: DraftField, taken: Set<string>): OnboardingField {
  const field_key = draft.field_key || keyFor(draft.en, taken);
  taken.add(field_key);
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    field_key,
    field_type: draft.field_type,
    is_required: draft.is_required,
    label: { en: draft.en.trim(), es: optional(draft.es), fr: optional(draft.fr) },
    options:
      draft.field_type === 'select'
        ? draft.options
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((value) => ({ value, label: { en: value } }))
        : [],
  };
}

export interface OnboardingFormEditorProps {
  accounts: { account_id: number; name: string }[];
  accountId: number;
  form?: OnboardingForm;
  onDone(): void;
}

export function OnboardingFormEditor({ accounts, accountId: initialAccount, form, onDone }: OnboardingFormEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const typeLabels: Record<OnboardingFieldType, string> = {
    text: t`Short text`,
    long_text: t`Long text`,
    date: t`Date`,
    select: t`Choice`,
    checkbox: t`Checkbox (acknowledgement)`,
    phone: t`Phone number`,
    email: t`Email address`,
  };
  const [accountId, setAccountId] = useState(form?.account_id ?? initialAccount);
  const [name, setName] = useState({ en: form?.name.en ?? '', es: form?.name.es ?? '', fr: form?.name.fr ?? '' });
  const [fields, setFields] = useState<DraftField[]>(() =>
    form
      ? form.fields.map(toDraft)
      : [{ field_key: '', field_type: 'text', is_required: true, en: '', es: '', fr: '', options: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [tries, setTries] = useState(0);
  const saving = useMutation({
    mutationFn: (body: SaveOnboardingForm) => saveOnboardingForm(queryClient, form?.onboarding_form_id, body),
    onSuccess: () => onDone(),
    onError: (error) => {
      const byField = fieldErrorTexts(error);
      setErrors(byField);
      setProblem(Object.keys(byField).length > 0 ? undefined : errorText(error));
      setTries((n) => n + 1);
    },
  });

  const change = (index: number, patch: Partial<DraftField>) =>
    setFields((all) => all.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const move = (index: number, by: number) =>
    setFields((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const save = () => {
    const found: Record<string, string> = {};
    if (!name.en.trim()) found['name.en'] = t`Give the form an English name.`;
    fields.forEach((f, i) => {
      if (!f.en.trim()) found[`fields.${i}.label.en`] = t`Give field ${i + 1} an English label.`;
    });
    setErrors(found);
    setProblem(undefined);
    setTries((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const taken = new Set(fields.map((f) => f.field_key).filter(Boolean));
    const optional = (text: string) => (text.trim() ? text.trim() : undefined);
    saving.mutate({
      account_id: accountId,
      name: { en: name.en.trim(), es: optional(name.es), fr: optional(name.fr) },
      fields: fields.map((f) => toField(f, taken)),
    });
  };

  const fieldErrorId = (prop: string) => {
    const match = /^fields\.(\d+)\.(.+)$/.exec(prop);
    if (!match)
      return prop === 'name.en'
        ? 'onboarding-admin-name-en'
        : prop === 'account_id'
          ? 'onboarding-admin-account'
          : undefined;
    return match[2] === 'options'
      ? `onboarding-admin-field-${match[1]}-options`
      : `onboarding-admin-field-${match[1]}-en`;
  };

  return (
    <EditorForm
      id="onboarding-admin-editor"
      className="onboarding-admin__editor"
      titleClassName="onboarding-admin__subtitle"
      title={form ? <Trans>Edit onboarding form</Trans> : <Trans>New onboarding form</Trans>}
      problem={problem}
      errors={errors}
      fieldIdOf={fieldErrorId}
      tries={tries}
      onSave={save}
    >
      <div className="form-field">
        <label className="form-field__label" htmlFor="onboarding-admin-account">
          <Trans>Company</Trans>
        </label>
        <select
          id="onboarding-admin-account"
          className="form-field__input"
          value={accountId}
          onChange={(event) => setAccountId(Number(event.target.value))}
        >
          {accounts.map((a) => (
            <option key={a.account_id} value={a.account_id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="onboarding-admin__languages">
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            id={`onboarding-admin-name-${language}`}
            label={
              language === 'en'
                ? t`Form name (English)`
                : language === 'es'
                  ? t`Form name (Spanish)`
                  : t`Form name (French)`
            }
            value={name[language]}
            error={language === 'en' ? errors['name.en'] : undefined}
            maxLength={300}
            onChange={(event) => setName((n) => ({ ...n, [language]: event.target.value }))}
          />
        ))}
      </div>
      <ol className="onboarding-admin__fields">
        {fields.map((field, index) => (
          <li key={index} className="onboarding-admin__field">
            <fieldset>
              <legend>
                <Trans>Field {index + 1}</Trans>
              </legend>
              <div className="onboarding-admin__languages">
                {LANGUAGES.map((language) => (
                  <TextField
                    key={language}
                    id={`onboarding-admin-field-${index}-${language}`}
                    label={
                      language === 'en'
                        ? t`Label (English)`
                        : language === 'es'
                          ? t`Label (Spanish)`
                          : t`Label (French)`
                    }
                    value={field[language]}
                    error={
                      language === 'en'
                        ? (errors[`fields.${index}.label.en`] ?? errors[`fields.${index}.field_key`])
                        : undefined
                    }
                    maxLength={300}
                    onChange={(event) => change(index, { [language]: event.target.value })}
                  />
                ))}
              </div>
              <div className="onboarding-admin__row">
                <div className="form-field">
                  <label className="form-field__label" htmlFor={`onboarding-admin-field-${index}-type`}>
                    <Trans>Type</Trans>
                  </label>
                  <select
                    id={`onboarding-admin-field-${index}-type`}
                    className="form-field__input"
                    value={field.field_type}
                    onChange={(event) => change(index, { field_type: event.target.value as OnboardingFieldType })}
                  >
                    {ONBOARDING_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {typeLabels[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="onboarding-check__row">
                  <input
                    id={`onboarding-admin-field-${index}-required`}
                    type="checkbox"
                    checked={field.is_required}
                    onChange={(event) => change(index, { is_required: event.target.checked })}
                  />
                  <label htmlFor={`onboarding-admin-field-${index}-required`}>
                    <Trans>Required</Trans>
                  </label>
                </div>
              </div>
              {field.field_type === 'select' && (
                <div className={errors[`fields.${index}.options`] ? 'form-field form-field--invalid' : 'form-field'}>
                  <label className="form-field__label" htmlFor={`onboarding-admin-field-${index}-options`}>
                    <Trans>Options, one per line</Trans>
                  </label>
                  {errors[`fields.${index}.options`] && (
                    <p className="form-field__error">{errors[`fields.${index}.options`]}</p>
                  )}
                  <textarea
                    id={`onboarding-admin-field-${index}-options`}
                    className="form-field__input onboarding-textarea"
                    rows={4}
                    value={field.options}
                    onChange={(event) => change(index, { options: event.target.value })}
                  />
                </div>
              )}
              <div className="onboarding-admin__actions">
                <Button variant="secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                  <Trans>Move up</Trans>
                </Button>
                <Button variant="secondary" disabled={index === fields.length - 1} onClick={() => move(index, 1)}>
                  <Trans>Move down</Trans>
                </Button>
                <Button
                  variant="secondary"
                  disabled={fields.length === 1}
                  onClick={() => setFields((all) => all.filter((_, i) => i !== index))}
                >
                  <Trans>Remove field</Trans>
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="onboarding-admin__actions">
        <Button
          variant="secondary"
          onClick={() =>
            setFields((all) => [
              ...all,
              { field_key: '', field_type: 'text', is_required: false, en: '', es: '', fr: '', options: '' },
            ])
          }
        >
          <Trans>Add a field</Trans>
        </Button>
      </div>
      <div className="onboarding-admin__actions">
        <Button type="submit" isBusy={saving.isPending} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save form</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </EditorForm>
  );
}
