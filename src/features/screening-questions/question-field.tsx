import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { DEFAULT_MAX_LENGTH } from '../../../contracts/screening-rules.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import { textFromValue, valueFromText } from './answer-value.ts';

export interface QuestionFieldProps {
  question: CandidateQuestion;
  /** The value committed on this device, if any. */
  stored: AnswerValue | undefined;
  error?: string;
  /** Resolves once the answer and its outbox entry are committed. */
  onChange: (value: AnswerValue) => Promise<void>;
  /** Every change at once, before it is saved: Next judges what is on screen, not what is on disk yet. */
  onInput: (value: AnswerValue) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** False when answers go straight to the server (no IndexedDB): the page says where each answer stands instead. */
  isKeptOnDevice?: boolean;
  /**
   * The stored value lives only in this page's memory (the disk refused it, D195): 'unsent' while
   * the server does not have it, 'on-server' once it does (until the disk takes it, D317).
   */
  keptInPage?: 'unsent' | 'on-server';
}

/** Typing is saved after a short pause (and on leaving the field), so each keystroke is not a write. */
const TYPING_SAVE_MS = 400;

export function RequiredMark({ isRequired }: { isRequired: boolean }) {
  const { t } = useLingui();
  return isRequired ? (
    <span className="sq-required" title={t`Required`}>
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">
        <Trans>(required)</Trans>
      </span>
    </span>
  ) : (
    <span className="sq-optional">
      {' '}
      <Trans>(optional)</Trans>
    </span>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="sq-hint">
      {children}
    </p>
  );
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="sq-error">
      <span className="visually-hidden">
        <Trans>Error:</Trans>
      </span>{' '}
      {error}
    </p>
  );
}

/** One question as the page's heading, with the input its type needs, its hint, its error and the saved tick. */
export function QuestionField({
  question,
  stored,
  error,
  onChange,
  onInput,
  headingRef,
  isKeptOnDevice = true,
  keptInPage,
}: QuestionFieldProps) {
  const { t } = useLingui();
  const id = question.item_id;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [pending, setPending] = useState<AnswerValue | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [draft, setDraft] = useState(() => textFromValue(stored));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isTyped = ['short_text', 'long_text', 'number', 'date'].includes(question.question_type);

  async function save(value: AnswerValue) {
    onInput(value);
    setPending(value);
    setSaveFailed(false);
    setIsSaving(true);
    try {
      await onChange(value);
    } catch {
      setSaveFailed(true);
    } finally {
      setIsSaving(false);
    }
  }

  function typed(text: string) {
    setDraft(text);
    onInput(valueFromText(question, text));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(valueFromText(question, text)), TYPING_SAVE_MS);
  }

  function flush() {
    clearTimeout(timer.current);
    if (!isTyped) return;
    const value = valueFromText(question, draft);
    if (JSON.stringify(value) !== JSON.stringify(stored ?? null)) void save(value);
  }

  // Leaving the question (Next, Back) must not lose the last keystrokes.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => () => flushRef.current(), []);

  const shown = pending !== undefined ? pending : stored;
  const same = (value: AnswerValue | undefined) => JSON.stringify(stored) === JSON.stringify(value);
  // Typed text waits for a pause before it is saved: until then the tick would vouch for the text before.
  const isSaved =
    !isSaving &&
    !saveFailed &&
    stored !== undefined &&
    same(shown) &&
    (!isTyped || same(valueFromText(question, draft)));
  const hasHint = question.help_text !== '' || question.question_type === 'multiple_choice';
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const heading = (
    <>
      {question.question_text}
      <RequiredMark isRequired={question.is_required} />
    </>
  );
  const hint = hasHint && (
    <Hint id={hintId}>
      {question.help_text || (question.question_type === 'multiple_choice' && <Trans>Choose all that apply.</Trans>)}
    </Hint>
  );

  const savedLine = (
    <p className="sq-saved" role="status">
      {isSaved && isKeptOnDevice && keptInPage === undefined && (
        <>
          <span aria-hidden="true">✓</span> <Trans>Saved on this device</Trans>
        </>
      )}
      {isSaved && isKeptOnDevice && keptInPage === 'on-server' && (
        <>
          <span aria-hidden="true">✓</span> <Trans>Saved</Trans>
        </>
      )}
      {isSaved && isKeptOnDevice && keptInPage === 'unsent' && <KeptInTabOnly className="sq-error" />}
      {saveFailed && (
        <span className="sq-error">
          <Trans>This answer could not be saved on this device. Please try again.</Trans>
        </span>
      )}
    </p>
  );

  const type = question.question_type;
  if (type === 'single_choice' || type === 'yes_no' || type === 'multiple_choice') {
    const isMulti = type === 'multiple_choice';
    const options =
      type === 'yes_no'
        ? [
            { key: 'yes', label: t`Yes` },
            { key: 'no', label: t`No` },
          ]
        : question.options.map((o) => ({ key: String(o.question_option_id), label: o.option_text }));
    const chosen = new Set(Array.isArray(shown) ? shown : shown === undefined || shown === null ? [] : [String(shown)]);
    const pick = (key: string, checked: boolean) => {
      if (isMulti) {
        const next = options.map((o) => o.key).filter((k) => (k === key ? checked : chosen.has(k)));
        void save(next.length ? next : null);
      } else {
        void save(type === 'yes_no' ? key : Number(key));
      }
    };
    return (
      <div className={error ? 'sq-field sq-field--invalid' : 'sq-field'}>
        <fieldset className="sq-fieldset" aria-describedby={describedBy}>
          <legend className="sq-legend">
            <h1 ref={headingRef} tabIndex={-1} className="sq-question">
              {heading}
            </h1>
          </legend>
          {hint}
          <ErrorText id={errorId} error={error} />
          <ChoiceCards
            name={id}
            multiple={isMulti}
            options={options.map((option) => ({ value: option.key, label: option.label }))}
            isChosen={(key) => chosen.has(key)}
            onChange={pick}
          />
        </fieldset>
        {savedLine}
      </div>
    );
  }

  if (type === 'file') {
    // File questions have their own field (file-question-field.tsx); nothing to type here.
    return null;
  }

  const maxLength =
    type === 'short_text' || type === 'long_text'
      ? (question.settings.max_length ?? DEFAULT_MAX_LENGTH[type])
      : undefined;
  const common = {
    id,
    name: id,
    className: 'sq-input',
    value: draft,
    'aria-describedby': describedBy,
    'aria-invalid': error ? (true as const) : undefined,
    onBlur: flush,
  };
  return (
    <div className={error ? 'sq-field sq-field--invalid' : 'sq-field'}>
      <h1 ref={headingRef} tabIndex={-1} className="sq-question">
        <label htmlFor={id}>{heading}</label>
      </h1>
      {hint}
      <ErrorText id={errorId} error={error} />
      {type === 'long_text' ? (
        <textarea {...common} rows={6} onChange={(event) => typed(event.target.value)} />
      ) : type === 'number' ? (
        <input
          {...common}
          className="sq-input sq-input--number"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => typed(event.target.value)}
        />
      ) : type === 'date' ? (
        <input
          {...common}
          className="sq-input sq-input--date"
          type="date"
          onChange={(event) => typed(event.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => typed(event.target.value)} />
      )}
      {maxLength !== undefined && (
        <p className="sq-hint">
          <Trans>
            {draft.length} of {maxLength} characters
          </Trans>
        </p>
      )}
      {savedLine}
    </div>
  );
}
