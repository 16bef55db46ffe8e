/**
 * A company typing passage (title, language, text) to add or to edit in place; problems show next
 * to their field in the user's language, judged as the server judges them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_PASSAGE_TEXT,
  typingPassageProblems,
  type SaveTypingPassage,
  type TypingSettingsProblem,
} from '../../../contracts/typing-test-settings.ts';
import { LANGUAGES } from '../../../contracts/user.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { problemText, refusalText } from './typing-settings-texts.ts';

const FIELDS = ['title', 'language', 'text'] as const;

export function TypingPassageForm(props: EntryFormProps<SaveTypingPassage> & { language: string }) {
  const { t } = useLingui();
  const form = useEntryForm<SaveTypingPassage, TypingSettingsProblem>({
    initial: props.initial,
    empty: { title: '', language: props.language, text: '' },
    check: typingPassageProblems,
    onSave: props.onSave,
  });
  const refusal = form.serverError === undefined ? undefined : refusalText(form.serverError);
  const errorOf = (prop: (typeof FIELDS)[number]) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const length = form.values.text.replace(/\s+/g, ' ').trim().length;
  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && !(FIELDS as readonly string[]).includes(refusal.field ?? '') ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      <div className="typing-settings__row">
        <TextField
          id={`${props.idPrefix}-title`}
          label={t`Title`}
          autoComplete="off"
          value={form.values.title}
          onChange={(event) => form.set('title', event.target.value)}
          error={errorOf('title')}
        />
        <FormField id={`${props.idPrefix}-language`} label={t`Language`} error={errorOf('language')}>
          {(a11y) => (
            <select
              id={`${props.idPrefix}-language`}
              className="form-field__input"
              value={form.values.language}
              onChange={(event) => form.set('language', event.target.value)}
              {...a11y}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={`${props.idPrefix}-text`}
        label={t`Passage`}
        hint={
          <Trans>
            What the candidate types, {length} of at most {MAX_PASSAGE_TEXT} characters. Line breaks become spaces.
          </Trans>
        }
        error={errorOf('text')}
      >
        {(a11y) => (
          <textarea
            id={`${props.idPrefix}-text`}
            className="form-field__input typing-settings__text"
            rows={5}
            lang={form.values.language}
            value={form.values.text}
            onChange={(event) => form.set('text', event.target.value)}
            {...a11y}
          />
        )}
      </FormField>
    </EntryForm>
  );
}
