/**
 * A video activity's questions in the staff plan editor: the text with its versions in the company's
 * other languages (D199), video or audio, the answer time and the retakes allowed. Staff-only: only
 * video-answer.staff.tsx imports it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { FieldVersions, type Versions } from '../../ui/field-versions/field-versions.tsx';
import type { KindFormContext, KindSettingsFormProps } from '../../ui/staff-kit/staff-kind.ts';
import { LANGUAGES } from '../../../contracts/languages.ts';
import { VIDEO_QUESTION_MAX_CHARS } from '../../../contracts/smartreq-kind-settings.ts';

const MAX_QUESTIONS = 20;

export interface VideoQuestionDraft {
  key: number;
  /** The saved question it is (its versions stay with it, D469); undefined: a new one. */
  id?: number;
  text: string;
  /** The text as saved: a changed text asks staff to check its versions. */
  savedText?: string;
  /** The text in the company's other languages (D199). */
  versions: Versions;
  media: 'video' | 'audio';
  timeLimit: string;
  /** Takes after the first; empty: no limit. */
  retakes: string;
}

let nextKey = 1;
/** A question's draft with a key of its own (the list's React key and its controls' ids). */
export function videoQuestionDraft(fields: Omit<VideoQuestionDraft, 'key'>): VideoQuestionDraft {
  return { key: nextKey++, ...fields };
}
export function blankVideoQuestion(): VideoQuestionDraft {
  return videoQuestionDraft({ text: '', versions: {}, media: 'video', timeLimit: '60', retakes: '1' });
}

export function VideoQuestionsEditor({
  idPrefix,
  draft: questions,
  onDraft: set,
  errors,
  defaultLanguage,
}: KindSettingsFormProps<VideoQuestionDraft[]> & Pick<KindFormContext, 'defaultLanguage'>) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const error = (key: string) => (errors[key] ? _(errors[key]) : undefined);
  const change = (key: number, patch: Partial<VideoQuestionDraft>) =>
    set(questions.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  return (
    <fieldset className="form-field smartreq-fieldset">
      <legend className="form-field__label">
        <Trans>Questions candidates answer on camera or microphone</Trans>
      </legend>
      {error('video-questions') && (
        <p className="form-field__error" role="alert">
          {error('video-questions')}
        </p>
      )}
      <ol className="smartreq-video-questions">
        {questions.map((question, index) => {
          const id = `${idPrefix}-video-${question.key}`;
          const hasVersions = Object.values(question.versions).some((v) => v?.trim());
          const isRewritten = question.savedText !== undefined && question.text.trim() !== question.savedText;
          const textField = (
            <FormField
              id={`${id}-text`}
              label={<Trans>Question {index + 1}</Trans>}
              hint={
                defaultLanguage && hasVersions && isRewritten ? (
                  <Trans>You changed the question: check that its other languages still ask the same.</Trans>
                ) : undefined
              }
              error={error(`video-${question.key}-text`)}
            >
              {(a11y) => (
                <textarea
                  id={`${id}-text`}
                  className="smartreq-textarea"
                  rows={2}
                  maxLength={VIDEO_QUESTION_MAX_CHARS}
                  {...a11y}
                  value={question.text}
                  onChange={(event) => change(question.key, { text: event.target.value })}
                />
              )}
            </FormField>
          );
          return (
            <li key={question.key} className="smartreq-video-question">
              {defaultLanguage ? (
                <FieldVersions
                  idPrefix={`${id}-text`}
                  legend={t`Question ${index + 1} in other languages`}
                  defaultLanguage={defaultLanguage}
                  values={question.versions}
                  errors={Object.fromEntries(
                    LANGUAGES.map((language) => [language, error(`video-${question.key}-text-${language}`)]),
                  )}
                  onChange={(language, value) =>
                    change(question.key, { versions: { ...question.versions, [language]: value } })
                  }
                  isMultiline
                  hasDefault={question.text.trim() !== ''}
                  maxLength={VIDEO_QUESTION_MAX_CHARS}
                >
                  {textField}
                </FieldVersions>
              ) : (
                textField
              )}
              <div className="smartreq-form__row">
                <FormField id={`${id}-media`} label={<Trans>Answer by</Trans>}>
                  {(a11y) => (
                    <select
                      id={`${id}-media`}
                      className="smartreq-select"
                      {...a11y}
                      value={question.media}
                      onChange={(event) =>
                        change(question.key, { media: event.target.value === 'audio' ? 'audio' : 'video' })
                      }
                    >
                      <option value="video">{t`Video`}</option>
                      <option value="audio">{t`Audio only`}</option>
                    </select>
                  )}
                </FormField>
                <TextField
                  id={`${id}-time`}
                  label={<Trans>Answer time (seconds)</Trans>}
                  inputMode="numeric"
                  value={question.timeLimit}
                  error={error(`video-${question.key}-time`)}
                  onChange={(event) => change(question.key, { timeLimit: event.target.value })}
                />
                <TextField
                  id={`${id}-retakes`}
                  label={<Trans>Retakes allowed</Trans>}
                  hint={<Trans>Empty: no limit.</Trans>}
                  inputMode="numeric"
                  value={question.retakes}
                  error={error(`video-${question.key}-retakes`)}
                  onChange={(event) => change(question.key, { retakes: event.target.value })}
                />
              </div>
              {questions.length > 1 && (
                <Button variant="secondary" onClick={() => set(questions.filter((q) => q.key !== question.key))}>
                  <Trans>Remove question {index + 1}</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {questions.length < MAX_QUESTIONS && (
        <Button variant="secondary" onClick={() => set([...questions, blankVideoQuestion()])}>
          <Trans>Add a question</Trans>
        </Button>
      )}
    </fieldset>
  );
}
