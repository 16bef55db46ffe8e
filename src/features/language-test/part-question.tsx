/** One question of a language test part: the passage or the clip, the question, its options, Back and Next. */
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LanguagePart } from '../../../contracts/language-test.ts';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { languageItemKey, recordLanguageAnswer } from '../../offline/language-test.ts';
import { isKeptInPageOnly, onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { Button } from '../../ui/form/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import type { LanguageActivity } from './language-activity.ts';
import { ListeningClip } from './listening-clip.tsx';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

interface Props {
  activity: LanguageActivity;
  attempt: AttemptRecord;
  part: LanguagePart;
  answers: readonly LocalAnswer[];
  onFinish(): void;
  finishLabel: string;
}

function SavedState({ answer, isKeptInPageOnly }: { answer: LocalAnswer | undefined; isKeptInPageOnly: boolean }) {
  if (!answer) return null;
  // The disk refused it: kept in this page until the server has it (D195, D317), not "on this device".
  if (isKeptInPageOnly && answer.status === 'pending') return <KeptInTabOnly className="lt-saved lt-saved--refused" />;
  if (answer.status === 'refused') {
    return (
      <p className="lt-saved lt-saved--refused">
        <Trans>This answer was not accepted: {answer.refusal?.message ?? ''}</Trans>
      </p>
    );
  }
  return (
    <p className="lt-saved">
      <span aria-hidden="true">✓ </span>
      {answer.status === 'synced' ? <Trans>Saved</Trans> : <Trans>Saved on this device</Trans>}
    </p>
  );
}

/** The options of one item; the choice shows at once, before the Dexie write that saves it has committed. */
function Options({
  name,
  options,
  saved,
  onChoose,
}: {
  name: string;
  options: LanguagePart['items'][number]['options'];
  saved: string | undefined;
  onChoose(optionId: string): void;
}) {
  const [chosen, setChosen] = useState(saved);
  return (
    <div className="lt-options">
      {options.map((o) => (
        <label key={o.option_id} className="lt-option">
          <input
            type="radio"
            name={name}
            value={o.option_id}
            checked={chosen === o.option_id}
            onChange={() => {
              setChosen(o.option_id);
              onChoose(o.option_id);
            }}
          />
          <span>{o.text}</span>
        </label>
      ))}
    </div>
  );
}

export function PartQuestion({ activity, attempt, part, answers, onFinish, finishLabel }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const { kept } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const total = part.items.length;
  const index = Math.min(Math.max(0, activity.questionIndex), total - 1);
  const item = part.items[index]!;
  const number = index + 1;
  const byItem = new Map(answers.map((a) => [a.itemId, a]));
  const answer = byItem.get(languageItemKey(part.vendor_assessment_id, item.item_id));
  const unanswered = part.items.filter((i) => {
    const a = byItem.get(languageItemKey(part.vendor_assessment_id, i.item_id));
    return !a || a.value === null;
  }).length;
  useEffect(() => focusOnArrival(headingRef.current), [index]);

  const go = (q: number | undefined) =>
    void navigate({
      to: '/user/language-test',
      search: {
        jobUuid: activity.jobUuid,
        refId: activity.refId,
        activityId: activity.activityId,
        ...(q === undefined ? {} : { part: part.vendor_assessment_id, q }),
      },
    });
  const choose = (optionId: string) => {
    setSaveError(undefined);
    recordLanguageAnswer(attempt, part.vendor_assessment_id, item.item_id, optionId)
      .then(requestSync)
      .catch(() => setSaveError(t`This answer could not be saved on this device. Please try again.`));
  };
  const finish = () => {
    setConfirming(false);
    onFinish();
    go(undefined);
  };
  const isListening = part.assessment_type === 'listening';
  const previous = part.items[index - 1];
  const showsStimulus = isListening || previous?.stimulus_id !== item.stimulus_id || index === 0;

  return (
    <>
      <p className="lt-kicker" lang={part.instruction_language}>
        {part.title}
      </p>
      <div className="lt-progress">
        <p>
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        <progress className="lt-progress__bar" max={total} value={index + 1} aria-hidden="true" />
      </div>
      {index === 0 && (
        <p className="lt-instructions" lang={part.instruction_language}>
          {part.instructions}
        </p>
      )}
      {isListening ? (
        <ListeningClip key={item.item_id} script={item.stimulus} language={part.language} />
      ) : (
        <blockquote className={`lt-stimulus${showsStimulus ? '' : ' lt-stimulus--again'}`} lang={part.language}>
          {item.stimulus}
        </blockquote>
      )}
      <fieldset className="lt-question" lang={part.language}>
        <legend>
          <h1 className="lt-question__text" tabIndex={-1} ref={headingRef}>
            {item.question}
          </h1>
        </legend>
        <Options
          key={item.item_id}
          name={`lt-${part.vendor_assessment_id}-${item.item_id}`}
          options={item.options}
          saved={typeof answer?.value === 'string' ? answer.value : undefined}
          onChoose={choose}
        />
      </fieldset>
      <div role="status" className="lt-saved-slot">
        {saveError ? (
          <p className="lt-saved lt-saved--refused">{saveError}</p>
        ) : (
          <SavedState
            answer={answer}
            isKeptInPageOnly={isKeptInPageOnly(kept, attempt.attemptId, answer?.itemId ?? '')}
          />
        )}
      </div>
      <div className="lt-actions">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => go(index - 1)}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => go(undefined)}>
            <Trans>Back to the parts</Trans>
          </Button>
        )}
        {index < total - 1 ? (
          <Button onClick={() => go(index + 1)}>
            <Trans>Next</Trans>
          </Button>
        ) : (
          <Button onClick={() => (unanswered > 0 ? setConfirming(true) : finish())}>{finishLabel}</Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        question={<Trans>Finish this part with {unanswered} questions unanswered?</Trans>}
        detail={<Trans>You cannot change your answers to this part after you finish it.</Trans>}
        confirmLabel={finishLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={finish}
      />
    </>
  );
}
