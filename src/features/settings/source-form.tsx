/** A source's name and type, for adding one or editing one in place; the problem shows next to the field. */
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SOURCE_NAME, SOURCE_TYPES, sourceNameProblem, type SaveSource, type SourceType } from '../../../contracts/company-settings.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { settingsErrorText, sourceTypeLabel } from './settings-texts.ts';

export function SourceForm(props: {
  idPrefix: string;
  title?: ReactNode;
  initial?: SaveSource;
  submitLabel: ReactNode;
  onSave(value: SaveSource): Promise<void>;
  onCancel?(): void;
  className: string;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [type, setType] = useState<SourceType>(props.initial?.source_type ?? 'job_board');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);

  const problem = checked ? sourceNameProblem(name) : undefined;
  const refusal = serverError === undefined ? undefined : settingsErrorText(serverError);
  const nameError = problem ? (problem.code === 'required' ? t`Enter a name.` : t`Use at most ${MAX_SOURCE_NAME} characters.`) : refusal?.field === 'name' ? refusal.text : undefined;

  const submit = async () => {
    if (isBusy) return;
    setChecked(true);
    setServerError(undefined);
    if (sourceNameProblem(name)) return;
    setBusy(true);
    try {
      await props.onSave({ name: name.trim(), source_type: type });
      if (!props.initial) {
        setName('');
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
      {refusal && refusal.field !== 'name' && (
        <div className="notice notice--error" role="alert">
          <p>{refusal.text}</p>
        </div>
      )}
      <div className="company-settings__pair">
        <TextField id={`${props.idPrefix}-name`} label={t`Source name`} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
        <FormField id={`${props.idPrefix}-type`} label={t`Type`}>
          {(a11y) => (
            <select id={`${props.idPrefix}-type`} className="form-field__input" value={type} onChange={(event) => setType(event.target.value as SourceType)} {...a11y}>
              {SOURCE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {sourceTypeLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
