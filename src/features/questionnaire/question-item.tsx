import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { Button } from '../../ui/form/button.tsx';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import type { QuestionStep } from './questionnaire-steps.ts';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface QuestionItemProps {
  step: QuestionStep;
  /** 0-based place among all steps, and their count, for the progress bar. */
  position: number;
  total: number;
  /** The value stored on this device (committed), if any. */
  stored: AnswerValue | undefined;
  /** False while the stored value has not reached its destination (online-only answering). */
  isStoredSaved?: boolean;
  /** The stored value lives only in this page's memory (the disk refused it, D195) and the server does not have it yet. */
  isKeptInPageOnly?: boolean;
  /** Resolves once the answer and its outbox entry are committed. */
  onAnswer: (value: number) => Promise<void>;
  onNext: () => void;
  onBack: () => void;
  isLast: boolean;
}

/** One item per screen (GOV.UK): the item as the page heading, its scale as large radio buttons. */
export function QuestionItem({
  step,
  position,
  total,
  stored,
  isStoredSaved = true,
  isKeptInPageOnly = false,
  onAnswer,
  onNext,
  onBack,
  isLast,
}: QuestionItemProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number>();
  const [isSaving, setIsSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [showError, setShowError] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemId = step.item.item_id;

  // The parent keys this component by item, so each item starts fresh and takes focus.
  useEffect(() => {
    focusOnArrival(headingRef.current);
  }, []);

  const selected = chosen ?? (typeof stored === 'number' ? stored : undefined);
  const isStored = !isSaving && !saveFailed && selected !== undefined && stored === selected;
  const isSaved = isStored && isStoredSaved && !isKeptInPageOnly;
  const isKept = isStored && isKeptInPageOnly;

  async function choose(value: number) {
    setChosen(value);
    setShowError(false);
    setSaveFailed(false);
    setIsSaving(true);
    try {
      await onAnswer(value);
    } catch {
      setSaveFailed(true);
    } finally {
      setIsSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected === undefined) {
      setShowError(true);
      return;
    }
    onNext();
  }

  const errorId = `${itemId}-error`;
  const percent = Math.round((position / total) * 100);
  return (
    <form className="q-item" onSubmit={submit} noValidate>
      <div className="q-item__meta">
        {step.isPractice ? (
          <>
            <span className="q-tag">
              <Trans>Practice</Trans>
            </span>{' '}
            <span>
              <Trans>
                Practice question {step.number} of {step.of}
              </Trans>
            </span>
          </>
        ) : (
          <span>
            <Trans>
              Question {step.number} of {step.of}
            </Trans>
          </span>
        )}
      </div>
      <div
        className="q-progress"
        role="progressbar"
        aria-label={t`Progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="q-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {step.isPractice && (
        <p className="q-muted">
          <Trans>This practice question shows how answering works. It does not count.</Trans>
        </p>
      )}
      <fieldset className="q-fieldset" aria-describedby={showError ? errorId : undefined}>
        <legend className="q-legend">
          <h1 ref={headingRef} tabIndex={-1} className="q-question">
            {step.item.text}
          </h1>
        </legend>
        {showError && (
          <p id={errorId} className="q-error" role="alert">
            <span className="visually-hidden">
              <Trans>Error:</Trans>
            </span>{' '}
            <Trans>Choose an answer to continue.</Trans>
          </p>
        )}
        <ChoiceCards
          name={itemId}
          options={(step.scale?.options ?? []).map((option) => ({ value: String(option.value), label: option.label }))}
          isChosen={(value) => selected !== undefined && String(selected) === value}
          onChange={(value) => void choose(Number(value))}
        />
      </fieldset>
      <p className="q-saved" role="status">
        {isSaved && (
          <>
            <span aria-hidden="true">✓</span> <Trans>Saved</Trans>
          </>
        )}
        {isKept && <KeptInTabOnly className="q-kept" />}
        {saveFailed && (
          <span className="q-error">
            <Trans>This answer could not be saved on this device. Please choose it again.</Trans>
          </span>
        )}
      </p>
      <div className="q-actions">
        <Button type="submit">{isLast ? <Trans>Continue to review</Trans> : <Trans>Next</Trans>}</Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </form>
  );
}
