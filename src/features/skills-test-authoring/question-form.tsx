/** One question of a section: its text and its options in order, which are correct; new or edited. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_QUESTION_OPTIONS, type AuthoredQuestion } from '../../../contracts/skills-test-authoring.ts';
import { call } from '../../lib/api-client.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { createSkillsTestQuestion, updateSkillsTestQuestion } from '../../lib/api/skills-test-authoring.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { questionProblems, type QuestionDraft } from './authoring-form.ts';
import { refreshAuthoring } from './authoring.queries.ts';
import { ErrorNotice, useSending } from './form-parts.tsx';

const blank = (): QuestionDraft => ({
  text: '',
  options: [
    { text: '', is_correct: true },
    { text: '', is_correct: false },
  ],
});

export function QuestionForm({
  idPrefix,
  heading,
  sectionId,
  question,
  onDone,
}: {
  idPrefix: string;
  heading: string;
  sectionId: number;
  /** Absent: a new question at the end of the section. */
  question?: AuthoredQuestion;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<QuestionDraft>(() =>
    question
      ? { text: question.text, options: question.options.map((o) => ({ text: o.text, is_correct: o.is_correct })) }
      : blank(),
  );
  const [saved, setSaved] = useState(false);
  const sending = useSending(questionProblems);
  const problems = sending.problemsOf(draft);
  const setOption = (index: number, change: Partial<QuestionDraft['options'][number]>) =>
    setDraft({ ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, ...change } : o)) });
  const submit = async () => {
    setSaved(false);
    const body = { text: draft.text, options: draft.options };
    const result = await sending.send(draft, () =>
      question
        ? call(updateSkillsTestQuestion, { params: { id: question.skills_test_question_id }, body })
        : call(createSkillsTestQuestion, { params: { id: sectionId }, body }),
    );
    if (!result) return;
    await refreshAuthoring(queryClient);
    if (!question) {
      setDraft(blank());
      setSaved(true);
    }
    onDone?.();
  };
  const headingId = `${idPrefix}-heading`;
  return (
    <form
      className="st-author__panel"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId}>{heading}</h3>
      {Object.keys(fieldErrorTexts(sending.error)).length === 0 && <ErrorNotice error={sending.error} />}
      {saved && (
        <p role="status">
          <Trans>The question is added.</Trans>
        </p>
      )}
      <FormField id={`${idPrefix}-text`} label={t`Question`} error={problems.text}>
        {(a11y) => (
          <textarea
            id={`${idPrefix}-text`}
            className="form-field__input"
            rows={3}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            {...a11y}
          />
        )}
      </FormField>
      <fieldset
        className="st-author__fieldset"
        aria-describedby={problems.options ? `${idPrefix}-options-error` : undefined}
      >
        <legend>
          <Trans>Options</Trans>
        </legend>
        {problems.options && (
          <p className="st-author__error" id={`${idPrefix}-options-error`}>
            {problems.options}
          </p>
        )}
        {draft.options.map((option, index) => (
          <div className="st-author__option" key={index}>
            <TextField
              id={`${idPrefix}-option-${index}`}
              label={t`Option ${index + 1}`}
              value={option.text}
              onChange={(event) => setOption(index, { text: event.target.value })}
              error={problems[`options.${index}.text`]}
              autoComplete="off"
            />
            <label className="st-author__check">
              <input
                type="checkbox"
                checked={option.is_correct}
                onChange={(event) => setOption(index, { is_correct: event.target.checked })}
              />
              <Trans>Correct</Trans>
            </label>
            <Button
              variant="secondary"
              onClick={() => setDraft({ ...draft, options: draft.options.filter((_, i) => i !== index) })}
              disabled={draft.options.length <= 2}
              aria-label={t`Remove option ${index + 1}`}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        ))}
        {draft.options.length < MAX_QUESTION_OPTIONS && (
          <Button
            variant="secondary"
            onClick={() => setDraft({ ...draft, options: [...draft.options, { text: '', is_correct: false }] })}
          >
            <Trans>Add an option</Trans>
          </Button>
        )}
      </fieldset>
      <div className="st-author__actions">
        <Button type="submit" isBusy={sending.busy} busyLabel={<Trans>Saving…</Trans>}>
          {question ? <Trans>Save the question</Trans> : <Trans>Add the question</Trans>}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
