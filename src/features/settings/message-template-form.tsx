/** A message template's name and text, for adding one or editing one in place; problems show next to their field. */
import { useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_MESSAGE_BODY, MAX_TEMPLATE_NAME, MESSAGE_VARIABLES, messageTemplateProblems, type SaveTemplate, type TemplateProblem } from '../../../contracts/message-templates.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText } from './settings-texts.ts';

function problemText(problem: TemplateProblem): string {
  const text = problem.text ?? '';
  switch (problem.code) {
    case 'required':
      return problem.prop === 'name' ? t`Enter a name.` : t`Write the message.`;
    case 'too_long':
      return problem.prop === 'name' ? t`Use at most ${MAX_TEMPLATE_NAME} characters.` : t`Use at most ${MAX_MESSAGE_BODY} characters.`;
    case 'unknown_variable':
      return t`The variable "${text}" is not one messages can use.`;
    case 'malformed_placeholder':
      return t`"${text}" is not a complete placeholder.`;
  }
}

export function MessageTemplateForm(props: {
  idPrefix: string;
  title?: ReactNode;
  initial?: SaveTemplate;
  submitLabel: ReactNode;
  onSave(value: SaveTemplate): Promise<void>;
  onCancel?(): void;
  className: string;
}) {
  const { t: translate } = useLingui();
  const [values, setValues] = useState<SaveTemplate>(props.initial ?? { name: '', body: '' });
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);

  const problems = checked ? messageTemplateProblems(values).problems : [];
  const refusal = serverError === undefined ? undefined : settingsErrorText(serverError);
  const errorOf = (prop: TemplateProblem['prop']) => {
    const problem = problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const variables = MESSAGE_VARIABLES.map((v) => `{{${v}}}`).join(' ');
  const bodyId = `${props.idPrefix}-body`;

  const submit = async () => {
    if (isBusy) return;
    setChecked(true);
    setServerError(undefined);
    const { value, problems: found } = messageTemplateProblems(values);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await props.onSave(value);
      if (!props.initial) {
        setValues({ name: '', body: '' });
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
      {refusal && refusal.field !== 'name' && refusal.field !== 'body' && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <TextField
        id={`${props.idPrefix}-name`}
        label={translate`Template name`}
        autoComplete="off"
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        error={errorOf('name')}
      />
      <FormField id={bodyId} label={translate`Message`} hint={translate`You can use ${variables}.`} error={errorOf('body')}>
        {(a11y) => (
          <textarea
            id={bodyId}
            className="form-field__input"
            rows={4}
            value={values.body}
            onChange={(event) => setValues((v) => ({ ...v, body: event.target.value }))}
            {...a11y}
          />
        )}
      </FormField>
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
