/**
 * A message template's name, subject and text, for adding one or editing one in place; with the
 * company's default language known, the subject and the text in the other languages too (D292),
 * so bulk mail and rejections reach each candidate in their language. Problems show next to their field.
 */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Language } from '../../../contracts/languages.ts';
import {
  MAX_MESSAGE_BODY,
  MAX_TEMPLATE_NAME,
  MAX_TEMPLATE_SUBJECT,
  messageTemplateProblems,
  type JudgedTemplate,
  type TemplateProblem,
} from '../../../contracts/message-templates.ts';
import { FieldVersions, useDefaultVersionTag } from '../../ui/field-versions/field-versions.tsx';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText } from './settings-texts.ts';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';
import { mergeFieldHint } from '../../ui/merge-fields/merge-field-texts.ts';
import { SegmentCount } from '../../ui/merge-fields/segment-count.tsx';
import { MergePreview } from '../../ui/merge-fields/merge-preview.tsx';

function problemText(problem: TemplateProblem): string {
  const text = problem.text ?? '';
  switch (problem.code) {
    case 'required':
      return problem.prop === 'name' ? t`Enter a name.` : t`Write the message.`;
    case 'too_long':
      return problem.prop === 'name'
        ? t`Use at most ${MAX_TEMPLATE_NAME} characters.`
        : problem.prop.startsWith('subject')
          ? t`Use at most ${MAX_TEMPLATE_SUBJECT} characters.`
          : t`Use at most ${MAX_MESSAGE_BODY} characters.`;
    case 'unknown_variable':
      return t`The variable "${text}" is not one messages can use.`;
    case 'malformed_placeholder':
      return t`"${text}" is not a complete placeholder.`;
  }
}

const EMPTY: JudgedTemplate = { name: '', subject: '', subject_i18n: {}, body: '', body_i18n: {} };
const FIELDS = ['name', 'subject', 'body'];

export function MessageTemplateForm({
  defaultLanguage,
  ...props
}: EntryFormProps<JudgedTemplate> & { defaultLanguage?: Language | undefined }) {
  const { t: translate } = useLingui();
  const versionTag = useDefaultVersionTag();
  // Each field says which language it holds: a tag above the subject would read as the name's hint.
  const tag = defaultLanguage ? versionTag(defaultLanguage) : undefined;
  const form = useEntryForm({
    initial: props.initial,
    empty: EMPTY,
    check: messageTemplateProblems,
    onSave: props.onSave,
  });
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const errorOf = (prop: TemplateProblem['prop']) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const versionErrors = (field: 'subject_i18n' | 'body_i18n') =>
    Object.fromEntries(
      (['en', 'es', 'fr'] as const).flatMap((l) => {
        const error = errorOf(`${field}.${l}`);
        return error ? [[l, error]] : [];
      }),
    );
  const setVersion = (field: 'subject_i18n' | 'body_i18n') => (language: Language, text: string) =>
    form.set(field, { ...form.values[field], [language]: text });
  const withVersions = (
    field: 'subject_i18n' | 'body_i18n',
    legend: string,
    hasDefault: boolean,
    children: ReactNode,
  ) =>
    defaultLanguage ? (
      <FieldVersions
        idPrefix={`${props.idPrefix}-${field === 'body_i18n' ? 'body' : 'subject'}`}
        legend={legend}
        defaultLanguage={defaultLanguage}
        values={form.values[field] ?? {}}
        errors={versionErrors(field)}
        onChange={setVersion(field)}
        isMultiline={field === 'body_i18n'}
        hasDefault={hasDefault}
        isTagInField
        maxLength={field === 'body_i18n' ? MAX_MESSAGE_BODY : MAX_TEMPLATE_SUBJECT}
      >
        {children}
      </FieldVersions>
    ) : (
      children
    );
  const bodyId = `${props.idPrefix}-body`;

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && !FIELDS.includes(refusal.field ?? '') ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <TextField
        id={`${props.idPrefix}-name`}
        label={translate`Template name`}
        autoComplete="off"
        value={form.values.name}
        onChange={(event) => form.set('name', event.target.value)}
        error={errorOf('name')}
      />
      {withVersions(
        'subject_i18n',
        translate`The subject in other languages`,
        (form.values.subject ?? '').trim() !== '',
        <TextField
          id={`${props.idPrefix}-subject`}
          label={translate`Subject (optional: the name when blank)`}
          hint={tag}
          autoComplete="off"
          value={form.values.subject ?? ''}
          onChange={(event) => form.set('subject', event.target.value)}
          error={errorOf('subject')}
        />,
      )}
      {withVersions(
        'body_i18n',
        translate`The message in other languages`,
        form.values.body.trim() !== '',
        <FormField
          id={bodyId}
          label={translate`Message`}
          hint={
            tag ? (
              <>
                {tag}
                <br />
                {mergeFieldHint()}
              </>
            ) : (
              mergeFieldHint()
            )
          }
          error={errorOf('body')}
        >
          {(a11y) => (
            <>
              <textarea
                id={bodyId}
                className="form-field__input"
                rows={4}
                value={form.values.body}
                onChange={(event) => form.set('body', event.target.value)}
                {...a11y}
              />
              <PlainTextWritingHelp fieldId={bodyId} onChange={(body) => form.set('body', body)} />
              <SegmentCount text={form.values.body} />
              <MergePreview message={form.values.body} />
            </>
          )}
        </FormField>,
      )}
    </EntryForm>
  );
}
