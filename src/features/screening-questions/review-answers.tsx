import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type RefObject } from 'react';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { Button } from '../../ui/form/button.tsx';
import { isAnswered } from './answer-value.ts';
import type { AttachedFile } from './file-question-field.tsx';
import { RefusalNotice } from './page-parts.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import '../../ui/form/error-summary.css';

export interface ReviewAnswersProps {
  attempt: AttemptRecord;
  questions: readonly CandidateQuestion[];
  answers: ReadonlyMap<string, LocalAnswer>;
  /** The attached file of each answered file question, by item id. */
  files: ReadonlyMap<string, AttachedFile>;
  /** What the rules say about the current answers, in the candidate's language. */
  problems: readonly { itemId: string; text: string }[];
  /** The channel's submission (src/ui/activity-shell): queued on the device, or sent straight. */
  onSubmit: () => Promise<void>;
  /** False while the submission cannot go (online only: offline, or answers not on the server yet). */
  canSubmit: boolean;
  /** Online only: what is not on the server yet (the device's own file notice is not shown then). */
  notices?: ReactNode;
  onGoTo: (index: number) => void;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** An answer as the review shows it; a file question names its file and whether it is uploaded yet. */
export function AnswerText({
  question,
  value,
  file,
}: {
  question: CandidateQuestion;
  value: AnswerValue | undefined;
  file?: AttachedFile;
}) {
  const { t, i18n } = useLingui();
  if (!isAnswered(value)) return <span className="sq-muted-inline">{t`Not answered`}</span>;
  if (question.question_type === 'file') {
    if (!file) return <span className="sq-review__text">{t`A file`}</span>;
    return (
      <>
        <span className="sq-review__text">{file.fileName}</span>{' '}
        <span className="sq-muted-inline">
          {file.state === 'uploaded' ? (
            <Trans>(uploaded)</Trans>
          ) : file.state === 'refused' ? (
            <Trans>(not accepted: choose another file)</Trans>
          ) : (
            <Trans>(waiting to upload)</Trans>
          )}
        </span>
      </>
    );
  }
  switch (question.question_type) {
    case 'yes_no':
      return value === 'yes' ? <Trans>Yes</Trans> : value === 'no' ? <Trans>No</Trans> : <>{String(value)}</>;
    case 'single_choice':
    case 'multiple_choice': {
      const ids = new Set((Array.isArray(value) ? value : [value]).map(String));
      const labels = question.options.filter((o) => ids.has(String(o.question_option_id))).map((o) => o.option_text);
      return labels.length > 1 ? (
        <ul className="sq-review__choices">
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : (
        <>{labels[0] ?? String(value)}</>
      );
    }
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? (
        <time dateTime={value}>{i18n.date(new Date(`${value}T12:00:00`), { dateStyle: 'long' })}</time>
      ) : (
        <>{String(value)}</>
      );
    case 'number':
      return <>{typeof value === 'number' ? i18n.number(value) : String(value)}</>;
    default:
      return <span className="sq-review__text">{String(value)}</span>;
  }
}

/** Check your answers (GOV.UK): every question with its answer and a way to change it, then Submit. */
export function ReviewAnswers({
  attempt,
  questions,
  answers,
  files,
  problems,
  onSubmit,
  canSubmit,
  notices,
  onGoTo,
  onBack,
  headingRef,
}: ReviewAnswersProps) {
  const isOnline = useIsOnline();
  // The server refuses a submission whose file it does not hold: every attached file goes up first.
  const unsentFiles = questions.filter((q) => {
    const file = files.get(q.item_id);
    return isAnswered(answers.get(q.item_id)?.value) && file !== undefined && file.state !== 'uploaded';
  });
  // A file kept on this device may wait: the submission is queued behind it and sent after it
  // (the sync loop holds it, D192). A refused file, or one only on this page, must be dealt with first.
  const blockingFiles = unsentFiles.filter((q) => {
    const state = files.get(q.item_id)?.state;
    return state === 'refused' || state === 'not-saved';
  });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [showProblems, setShowProblems] = useState(attempt.refusal !== undefined);
  // Open on another device: the server keeps nothing from here, so the rules have nothing to say.
  const isElsewhere =
    attempt.refusal?.code === ErrorCode.conflict ||
    attempt.refusal?.code === ErrorCode.attemptLeased ||
    attempt.refusal?.code === ErrorCode.attemptMoved;
  const problemOf = new Map(problems.map((p) => [p.itemId, p.text]));
  const indexOf = new Map(questions.map((q, i) => [q.item_id, i]));

  async function submit() {
    if (problems.length > 0) {
      setShowProblems(true);
      headingRef.current?.focus();
      return;
    }
    if (blockingFiles.length > 0) return;
    setIsSubmitting(true);
    setFailed(false);
    try {
      await onSubmit();
    } catch {
      setFailed(true);
    }
    // On success the attempt turns 'submitting' and the screen moves on; online only it may stay here.
    setIsSubmitting(false);
  }

  return (
    <div className="sq-review">
      <h1 ref={headingRef} tabIndex={-1} className="sq-title">
        <Trans>Check your answers</Trans>
      </h1>
      <RefusalNotice
        refusal={attempt.refusal}
        refusedCount={[...answers.values()].filter((a) => a.status === 'refused').length}
      />
      {showProblems && !isElsewhere && problems.length > 0 && (
        <div className="error-summary sq-problems" role="alert" aria-labelledby="sq-problems-title">
          <h2 id="sq-problems-title" className="error-summary__title">
            <Trans>There is a problem</Trans>
          </h2>
          <ul className="error-summary__list">
            {problems.map((p) => (
              <li key={p.itemId} className="error-summary__item">
                <button type="button" className="sq-link-button" onClick={() => onGoTo(indexOf.get(p.itemId) ?? 0)}>
                  <Trans>
                    Question {(indexOf.get(p.itemId) ?? 0) + 1}: {p.text}
                  </Trans>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="sq-review__list">
        {questions.map((question, index) => {
          const problem = showProblems && !isElsewhere ? problemOf.get(question.item_id) : undefined;
          const number = index + 1;
          return (
            <div
              key={question.item_id}
              className={problem ? 'sq-review__row sq-review__row--invalid' : 'sq-review__row'}
            >
              <dt className="sq-review__question">
                <span className="sq-review__number">{number}.</span> {question.question_text}
              </dt>
              <dd className="sq-review__answer">
                <AnswerText
                  question={question}
                  value={answers.get(question.item_id)?.value}
                  file={files.get(question.item_id)}
                />
                {problem && <p className="sq-error">{problem}</p>}
              </dd>
              <dd className="sq-review__change">
                <button type="button" className="sq-link-button" onClick={() => onGoTo(index)}>
                  <Trans>Change</Trans>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>your answer to question {number}</Trans>
                  </span>
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="sq-muted">
        <Trans>Once you submit, your answers can no longer be changed.</Trans>
      </p>
      {notices}
      {!notices && unsentFiles.length > 0 && (
        <div className="notice" role="status">
          <p>
            {unsentFiles.some((q) => files.get(q.item_id)?.state === 'refused') ? (
              <Trans>A file was not accepted. Choose another file for that question, then submit.</Trans>
            ) : isOnline ? (
              <Trans>Your file is being uploaded. If you submit now, your answers are sent right after it.</Trans>
            ) : (
              <Trans>
                Your file is saved on this device: queued, it will be sent when you're back online. You can submit now;
                your answers are sent after the file.
              </Trans>
            )}
          </p>
        </div>
      )}
      {failed && (
        <p className="sq-error" role="alert">
          <Trans>Your answers could not be submitted on this device. Please try again.</Trans>
        </p>
      )}
      <div className="sq-actions">
        <Button
          onClick={() => void submit()}
          disabled={isElsewhere || blockingFiles.length > 0 || !canSubmit}
          isBusy={isSubmitting}
          busyLabel={<Trans>Submitting…</Trans>}
        >
          <Trans>Submit answers</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </div>
  );
}
