/**
 * A bank question's form, to add one or edit one in place. Pre-screen list: type, text, help, the
 * choices with their points and knockout mark, and the limits of number and text answers. Interview
 * list: text, guidance for the interviewer and the attributes it probes. Problems show next to
 * their field; a server refusal stays until the next send. Pre-screen and employee questions, which
 * candidates and employees read, take the question, its help and each choice in the company's
 * other languages beside them (D287).
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_TYPES, type QuestionList, type QuestionType } from '../../../contracts/question-bank.ts';
import { EntryForm, useEntryForm, type EntryFormProps } from '../../ui/company-list/entry-form.tsx';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { questionTypeLabel } from '../../ui/question-bank/question-type-label.ts';
import { questionErrorText } from './question-texts.ts';
import { problemText } from './question-problem-text.ts';
import {
  checkDraft,
  emptyDraftFor,
  hasChoices,
  hasLength,
  hasRange,
  MAX_OPTIONS,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  withType,
  type ChoiceDraft,
  type DraftProblem,
  type QuestionDraft,
} from './question-draft.ts';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';
import { FieldVersions, type Versions } from '../../ui/field-versions/field-versions.tsx';
import type { Language } from '../../../contracts/languages.ts';

const yesNo = (): [string, string] => [t`Yes`, t`No`];

export interface AttributeChoice {
  attribute_type_id: number;
  name: string;
}

export function QuestionForm({
  list,
  attributes = [],
  defaultLanguage,
  ...props
}: EntryFormProps<QuestionDraft> & {
  list: QuestionList;
  attributes?: readonly AttributeChoice[];
  /** The company's default language: the text fields' own; the versions are the others. Unknown: no versions offered. */
  defaultLanguage?: Language | undefined;
}) {
  const { t: translate } = useLingui();
  const form = useEntryForm<QuestionDraft, DraftProblem>({
    initial: props.initial,
    empty: emptyDraftFor(list, yesNo()),
    check: (draft) => checkDraft(draft, list),
    onSave: props.onSave,
  });
  const { values } = form;
  const refusal = form.serverError === undefined ? undefined : questionErrorText(form.serverError);
  const errorOf = (prop: DraftProblem['prop']) => {
    const problem = form.problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const optionError = (index: number) => {
    const problem = form.problems.find((p) => p.prop === 'option' && p.index === index);
    return problem ? problemText(problem) : undefined;
  };
  const setOption = (index: number, change: Partial<ChoiceDraft>) =>
    form.set(
      'options',
      values.options.map((o, i) => (i === index ? { ...o, ...change } : o)),
    );
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const setVersion = (field: 'question_text_i18n' | 'help_text_i18n') => (language: Language, text: string) =>
    form.set(field, { ...values[field], [language]: text } as Versions);
  const fieldErrors = ['question_text', 'help_text', 'options', 'min', 'max', 'max_length', 'attributes'];
  const isInterview = list === 'interview';
  // An attribute the list no longer offers stays, named by its id.
  const probeChoices = [
    ...attributes,
    ...values.attributeIds
      .filter((a) => !attributes.some((x) => x.attribute_type_id === a))
      .map((a) => ({ attribute_type_id: a, name: translate`Attribute ${a}` })),
  ];
  const toggleProbe = (attributeId: number) =>
    form.set(
      'attributeIds',
      values.attributeIds.includes(attributeId)
        ? values.attributeIds.filter((a) => a !== attributeId)
        : [...values.attributeIds, attributeId],
    );

  const questionField = (
    <FormField id={id('text')} label={translate`Question`} error={errorOf('question_text')}>
      {(a11y) => (
        <>
          <textarea
            id={id('text')}
            className="form-field__input"
            rows={2}
            value={values.question_text}
            onChange={(event) => form.set('question_text', event.target.value)}
            {...a11y}
          />
          <PlainTextWritingHelp fieldId={id('text')} onChange={(text) => form.set('question_text', text)} />
        </>
      )}
    </FormField>
  );

  return (
    <EntryForm
      className={props.className}
      title={props.title}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      formError={refusal && !fieldErrors.includes(refusal.field ?? '') ? refusal.text : undefined}
      isBusy={form.isBusy}
      onSubmit={() => void form.submit()}
    >
      {!isInterview && (
        <FormField id={id('type')} label={translate`Type of answer`}>
          {(a11y) => (
            <select
              id={id('type')}
              className="form-field__input"
              value={values.question_type}
              onChange={(event) => {
                const next = withType(values, event.target.value as QuestionType, yesNo());
                form.set('question_type', next.question_type);
                form.set('options', next.options);
              }}
              {...a11y}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {questionTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {isInterview || !defaultLanguage ? (
        questionField
      ) : (
        <FieldVersions
          idPrefix={id('text')}
          legend={translate`The question in other languages`}
          defaultLanguage={defaultLanguage}
          values={values.question_text_i18n}
          errors={{}}
          onChange={setVersion('question_text_i18n')}
          hasDefault={values.question_text.trim() !== ''}
          maxLength={QUESTION_TEXT_MAX}
        >
          {questionField}
        </FieldVersions>
      )}
      {isInterview ? (
        <FormField
          id={id('help')}
          label={translate`Guidance for the interviewer (optional)`}
          hint={translate`What a good answer shows, or what to ask next.`}
          error={errorOf('help_text')}
        >
          {(a11y) => (
            <textarea
              id={id('help')}
              className="form-field__input"
              rows={2}
              value={values.help_text}
              onChange={(event) => form.set('help_text', event.target.value)}
              {...a11y}
            />
          )}
        </FormField>
      ) : !defaultLanguage ? (
        <TextField
          id={id('help')}
          label={
            list === 'employee'
              ? translate`Help for the employee (optional)`
              : translate`Help for the candidate (optional)`
          }
          autoComplete="off"
          value={values.help_text}
          onChange={(event) => form.set('help_text', event.target.value)}
          error={errorOf('help_text')}
        />
      ) : (
        <FieldVersions
          idPrefix={id('help')}
          legend={translate`The help text in other languages`}
          defaultLanguage={defaultLanguage}
          values={values.help_text_i18n}
          errors={{}}
          onChange={setVersion('help_text_i18n')}
          hasDefault={values.help_text.trim() !== ''}
          maxLength={QUESTION_TEXT_MAX}
        >
          <TextField
            id={id('help')}
            label={
              list === 'employee'
                ? translate`Help for the employee (optional)`
                : translate`Help for the candidate (optional)`
            }
            autoComplete="off"
            value={values.help_text}
            onChange={(event) => form.set('help_text', event.target.value)}
            error={errorOf('help_text')}
          />
        </FieldVersions>
      )}
      {isInterview && (
        <fieldset
          className="question-form__probes"
          id={id('attributes')}
          aria-describedby={errorOf('attributes') ? id('attributes-error') : undefined}
        >
          <legend className="form-field__label">
            <Trans>Attributes this question probes</Trans>
          </legend>
          {errorOf('attributes') && (
            <p className="form-field__error" id={id('attributes-error')}>
              {errorOf('attributes')}
            </p>
          )}
          {probeChoices.length === 0 ? (
            <p className="form-field__hint">
              <Trans>No attributes to choose from yet.</Trans>
            </p>
          ) : (
            <div className="question-form__probe-list">
              {probeChoices.map((a) => (
                <label key={a.attribute_type_id} className="question-form__probe">
                  <input
                    type="checkbox"
                    checked={values.attributeIds.includes(a.attribute_type_id)}
                    onChange={() => toggleProbe(a.attribute_type_id)}
                  />{' '}
                  {a.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}
      {!isInterview && hasChoices(values.question_type) && (
        <fieldset
          className="question-form__choices"
          aria-describedby={errorOf('options') ? id('choices-error') : undefined}
        >
          <legend className="form-field__label">
            <Trans>Choices</Trans>
          </legend>
          <p className="form-field__hint">
            <Trans>
              Points (0 to 100) add to the question's score. A candidate who picks a knockout choice does not qualify.
            </Trans>
          </p>
          {errorOf('options') && (
            <p className="form-field__error" id={id('choices-error')}>
              {errorOf('options')}
            </p>
          )}
          <ol className="question-form__choice-list">
            {values.options.map((option, index) => {
              const n = index + 1;
              return (
                <li key={index} className="question-form__choice">
                  <TextField
                    id={id(`choice-${index}`)}
                    label={translate`Choice ${n}`}
                    autoComplete="off"
                    value={option.option_text}
                    onChange={(event) => setOption(index, { option_text: event.target.value })}
                    error={optionError(index)}
                  />
                  <TextField
                    id={id(`points-${index}`)}
                    label={translate`Points`}
                    inputMode="decimal"
                    className="question-form__points"
                    value={option.score}
                    onChange={(event) => setOption(index, { score: event.target.value })}
                  />
                  <label className="question-form__knockout">
                    <input
                      type="checkbox"
                      checked={option.is_knockout}
                      onChange={(event) => setOption(index, { is_knockout: event.target.checked })}
                    />{' '}
                    <Trans>Knockout</Trans>
                  </label>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      form.set(
                        'options',
                        values.options.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                    <span className="visually-hidden"> {translate`choice ${n}`}</span>
                  </Button>
                  {defaultLanguage && (
                    <FieldVersions
                      idPrefix={id(`choice-${index}`)}
                      legend={translate`Choice ${n} in other languages`}
                      defaultLanguage={defaultLanguage}
                      values={option.option_text_i18n}
                      errors={{}}
                      onChange={(language, text) =>
                        setOption(index, { option_text_i18n: { ...option.option_text_i18n, [language]: text } })
                      }
                      hasDefault={option.option_text.trim() !== ''}
                      maxLength={OPTION_TEXT_MAX}
                    />
                  )}
                </li>
              );
            })}
          </ol>
          {values.options.length < MAX_OPTIONS && (
            <Button
              variant="secondary"
              onClick={() =>
                form.set('options', [
                  ...values.options,
                  { option_text: '', option_text_i18n: {}, score: '', is_knockout: false },
                ])
              }
            >
              <Trans>Add a choice</Trans>
            </Button>
          )}
        </fieldset>
      )}
      {!isInterview && hasRange(values.question_type) && (
        <div className="question-form__limits">
          <TextField
            id={id('min')}
            label={translate`Lowest answer (optional)`}
            inputMode="decimal"
            value={values.min}
            onChange={(event) => form.set('min', event.target.value)}
            error={errorOf('min')}
          />
          <TextField
            id={id('max')}
            label={translate`Highest answer (optional)`}
            inputMode="decimal"
            value={values.max}
            onChange={(event) => form.set('max', event.target.value)}
            error={errorOf('max')}
          />
        </div>
      )}
      {!isInterview && hasLength(values.question_type) && (
        <TextField
          id={id('max-length')}
          label={translate`Most characters in an answer (optional)`}
          inputMode="numeric"
          value={values.max_length}
          onChange={(event) => form.set('max_length', event.target.value)}
          error={errorOf('max_length')}
        />
      )}
    </EntryForm>
  );
}
