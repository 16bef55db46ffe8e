/** A message template's name and text, for adding one or editing one in place; problems show next to their field. */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  MAX_MESSAGE_BODY,
  MAX_TEMPLATE_NAME,
  messageTemplateProblems,
  type SaveTemplate,
  type TemplateProblem,
} from '../../../contracts/message-templates.ts';
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
        : t`Use at most ${MAX_MESSAGE_BODY} characters.`;
    case 'unknown_variable':
      return t`The variable "${text}" is not one messages can use.`;
    case 'malformed_placeholder':
      return t`"${text}" is not a complete placeholder.`;
  }
}

export function MessageTemplateForm(props: EntryFormProps<SaveTemplate>) {
  const { t: translate } = useLingui();
  const form = useEntryForm({
    initial: props.initial,
    empty: { name: '', body: '' },
    check: messageTemplateProblems,
    onSave: props.onSave,
  });
  const refusal = form.serverError === undefined ? undefined : settingsErrorText(form.serverError);
  const errorOf = (prop: TemplateProblem['prop']) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const bodyId = `${props.idPrefix}-body`;

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && refusal.field !== 'name' && refusal.field !== 'body' ? refusal.text : undefined}
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
      <FormField id={bodyId} label={translate`Message`} hint={mergeFieldHint()} error={errorOf('body')}>
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
      </FormField>
    </EntryForm>
  );
}
