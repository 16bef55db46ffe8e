import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { answerProblem, screeningAnswerProblems } from '../../../contracts/screening-rules.ts';
import { type AnswerValue } from '../../../contracts/user-response.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { getAnswers, recordAnswer } from '../../offline/answers.ts';
import { attachFile, filesOf } from '../../offline/answer-files.ts';
import type { AnswerFileRecord } from '../../offline/db.ts';
import type { AttemptRole } from '../../offline/attempt-lock.ts';
import { answersRefusedByLease, currentLeaseProblem } from '../../offline/lease-state.ts';
import { useAttemptHeartbeat } from '../../offline-hooks/use-attempt-lease.ts';
import { beginAttempt, findAttempt } from '../../offline/attempts.ts';
import { isIndexedDbUsable, requestPersistentStorage } from '../../offline/storage.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { errorText } from '../../lib/error-text.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { claimOnce } from '../../offline/attempt-lock.ts';
import { isAnswered } from './answer-value.ts';
import { problemText } from './problem-text.ts';
import { FileQuestionField, type AttachedFile } from './file-question-field.tsx';
import { OnlineOnlyScreening } from './online-only-screening.tsx';
import { QuestionField } from './question-field.tsx';
import { ReviewAnswers } from './review-answers.tsx';
import { jobQuestionsQueryOptions, type QuestionActivityRef } from './screening.queries.ts';
import { SubmittedState } from './submitted-state.tsx';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import { OfflineLine, RefusalNotice, TrackerLink } from './page-parts.tsx';
import './screening.css';

// Shown only when another device holds the attempt: loaded then.
const LeaseNotice = lazy(() => import('../../ui/lease-notice.tsx').then((m) => ({ default: m.LeaseNotice })));

export interface ScreeningScreenProps {
  activity: QuestionActivityRef;
  /** The server holds the submission: refresh whatever shows the activity's state. */
  onSubmitted: () => void;
}

type StartProblem = 'other-tab' | 'failed';

/** What the screens show about the file an answer names (the device's copy and its upload). */
export function attachedFile(record: AnswerFileRecord | undefined): AttachedFile | undefined {
  if (!record) return undefined;
  const state = record.status === 'done' ? 'uploaded' : record.status === 'queued' ? 'waiting' : record.status;
  return { fileName: record.fileName, size: record.size, state, refusalMessage: record.refusal?.message };
}

/** /user/custom-assessment-questions for a 'questions' activity: intro, one question per screen, review, submission. */
export function ScreeningScreen({ activity, onSubmitted }: ScreeningScreenProps) {
  const { t, i18n } = useLingui();
  const content = useQuery(jobQuestionsQueryOptions(activity));
  const attempt = useLiveValue(() => findAttempt(activity.refId, activity.activityId), [activity.refId, activity.activityId]);
  const attemptId = attempt.value?.attemptId;
  const answers = useLiveValue(() => (attemptId ? getAnswers(attemptId) : Promise.resolve([])), [attemptId]);
  const files = useLiveValue(() => (attemptId ? filesOf(attemptId) : Promise.resolve([])), [attemptId]);
  const isOnline = useIsOnline();
  // Without IndexedDB nothing can be kept on this device: the questions are answered online only.
  // The probe at start can still find storage gone (a private window's quota, say).
  const [storageLostAtStart, setStorageLostAtStart] = useState(false);
  const hasNoStorage = useAnswerStorage() === 'online-only' || storageLostAtStart;
  const [role, setRole] = useState<AttemptRole>();
  const [position, setPosition] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [startProblem, setStartProblem] = useState<StartProblem>();
  const [isStarting, setIsStarting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** What each question shows right now, typed or picked, possibly not yet on disk. */
  const onScreen = useRef(new Map<string, AnswerValue>());
  useDocumentTitle(content.data?.title ?? t`Questions`);

  useEffect(() => {
    if (!attemptId) return;
    let live = true;
    void claimOnce(attemptId).then((claim) => live && setRole(claim.role));
    return () => {
      live = false;
    };
  }, [attemptId]);

  // The server's lease (promise 10 across devices): the owning tab renews it while online.
  useAttemptHeartbeat(attempt.value, role === 'owner');

  // Attached files go up from the app-wide background sync (outbox-background.ts), on this screen or any other.

  const questions = useMemo(() => content.data?.questions ?? [], [content.data]);
  const byItem = useMemo(() => new Map((answers.value ?? []).map((a) => [a.itemId, a])), [answers.value]);
  const valueOf = (q: CandidateQuestion): AnswerValue | undefined => byItem.get(q.item_id)?.value;
  const fileById = useMemo(() => new Map((files.value ?? []).map((f) => [f.fileId, f])), [files.value]);
  const fileOf = (q: CandidateQuestion): AnswerFileRecord | undefined => {
    const value = valueOf(q);
    return typeof value === 'string' ? fileById.get(value) : undefined;
  };

  // Resume once per attempt, at the first unanswered question (or the review when all are answered);
  // a take-over switches to the adopted attempt and resumes again.
  const [resumedFor, setResumedFor] = useState<string>();
  if ((position === undefined || resumedFor !== attemptId) && attemptId && answers.loaded && content.data) {
    setResumedFor(attemptId);
    const first = questions.findIndex((q) => !isAnswered(byItem.get(q.item_id)?.value));
    setPosition(first === -1 ? questions.length : first);
  }

  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [position]);

  async function start() {
    setIsStarting(true);
    setStartProblem(undefined);
    try {
      await requestPersistentStorage();
      if (!(await isIndexedDbUsable())) {
        setStorageLostAtStart(true);
        return;
      }
      const existing = await findAttempt(activity.refId, activity.activityId);
      const record = existing ?? (await beginAttempt({ attemptId: crypto.randomUUID(), refId: activity.refId, jobStepActivityId: activity.activityId }));
      requestSync();
      const claim = await claimOnce(record.attemptId);
      if (claim.role === 'read-only') setStartProblem('other-tab');
    } catch {
      setStartProblem('failed');
    } finally {
      setIsStarting(false);
    }
  }

  if (content.isError && !content.data) {
    return (
      <section className="sq-page">
        <TrackerLink activity={activity} />
        <div className="notice notice--error" role="alert">
          <p>{errorText(content.error)}</p>
          <Button variant="secondary" onClick={() => void content.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (content.data && hasNoStorage) return <OnlineOnlyScreening activity={activity} content={content.data} onSubmitted={onSubmitted} />;
  if (!content.data || !attempt.loaded) return <Loading />;

  const title = content.data.title || t`Questions`;
  const record = attempt.value;
  if (!record) {
    const required = questions.filter((q) => q.is_required).length;
    return (
      <section className="sq-page" aria-labelledby="sq-title">
        <OfflineLine />
        <TrackerLink activity={activity} />
        <h1 id="sq-title" className="sq-title">
          {title}
        </h1>
        <ul className="sq-facts">
          <li>
            <Plural value={questions.length} one="# question" other="# questions" />
          </li>
          <li>
            <Plural
              value={required}
              one="# question is required, marked with an asterisk (*); the others are optional."
              other="# questions are required, marked with an asterisk (*); the others are optional."
            />
          </li>
          <li>
            <Trans>Your answers are saved on this device as you go, so you can stop and come back later, even without a connection.</Trans>
          </li>
          <li>
            <Trans>You can check every answer before you submit.</Trans>
          </li>
        </ul>
        {startProblem && <StartProblemNotice problem={startProblem} />}
        <div className="sq-actions">
          <Button onClick={() => void start()} isBusy={isStarting} busyLabel={<Trans>Starting…</Trans>}>
            <Trans>Start</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (role === undefined || position === undefined) return <Loading />;
  if (role === 'read-only') {
    return (
      <section className="sq-page">
        <h1 className="sq-title">{title}</h1>
        <StartProblemNotice problem="other-tab" />
        <TrackerLink activity={activity} />
      </section>
    );
  }
  const leaseProblem = currentLeaseProblem(record, answers.value ?? []);
  if (leaseProblem) {
    const leaseRefused = answersRefusedByLease(answers.value ?? []);
    const textOf = new Map(questions.map((q) => [q.item_id, q.question_text]));
    return (
      <section className="sq-page">
        <h1 className="sq-title">{title}</h1>
        <Suspense>
          <LeaseNotice
            problem={leaseProblem}
            onContinueHere={async () => {
              const { continueHere } = await import('../../offline/attempt-lease.ts');
              await continueHere(activity.refId, activity.activityId, record.attemptId);
            }}
          >
            {leaseRefused.length > 0 && (
              <ul>
                {leaseRefused.map((a) => (
                  <li key={a.itemId}>
                    <strong>{textOf.get(a.itemId) ?? a.itemId}</strong>: {a.refusal?.message}
                  </li>
                ))}
              </ul>
            )}
          </LeaseNotice>
        </Suspense>
        <TrackerLink activity={activity} />
      </section>
    );
  }
  if (record.status !== 'in-progress' || record.refusal?.code === UserResponseErrorCode.attemptSubmitted) {
    return <SubmittedState activity={activity} attempt={record} title={title} onSubmitted={onSubmitted} />;
  }

  const problemOf = (q: CandidateQuestion) => {
    const shown = onScreen.current.has(q.item_id) ? onScreen.current.get(q.item_id) : valueOf(q);
    const problem = answerProblem(q, shown);
    return problem && problemText(problem, i18n);
  };

  function next(q: CandidateQuestion) {
    const problem = problemOf(q);
    if (problem) {
      setErrors({ ...errors, [q.item_id]: problem });
      headingRef.current?.focus();
      return;
    }
    setErrors({});
    setPosition(position! + 1);
  }

  const question = questions[position];
  if (!question) {
    const problems = screeningAnswerProblems(
      questions,
      [...byItem.values()].filter((a) => a.status !== 'refused').map((a) => ({ item_id: a.itemId, value: a.value })),
    ).filter((p) => p.problem !== 'unknown_question');
    const filesByItem = new Map(
      questions.flatMap((q) => {
        const file = attachedFile(fileOf(q));
        return file ? [[q.item_id, file] as const] : [];
      }),
    );
    return (
      <section className="sq-page">
        <OfflineLine />
        <TrackerLink activity={activity} />
        <ReviewAnswers
          attempt={record}
          questions={questions}
          answers={byItem}
          files={filesByItem}
          problems={problems.map((p) => ({ itemId: p.item_id, text: problemText(p, i18n) }))}
          onGoTo={(index) => setPosition(index)}
          onBack={() => setPosition(Math.max(0, questions.length - 1))}
          headingRef={headingRef}
        />
      </section>
    );
  }

  const number = position + 1;
  const total = questions.length;
  const percent = Math.round((position / total) * 100);
  return (
    <section className="sq-page">
      <OfflineLine />
      <RefusalNotice refusal={record.refusal} refusedCount={[...byItem.values()].filter((a) => a.status === 'refused').length} />
      <form
        className="sq-item"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next(question);
        }}
      >
        <p className="sq-meta">
          <Trans>
            Question {number} of {total}
          </Trans>
        </p>
        <div className="sq-progress" role="progressbar" aria-label={t`Progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="sq-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        {question.question_type === 'file' ? (
          <FileQuestionField
            key={question.item_id}
            question={question}
            attached={attachedFile(fileOf(question))}
            error={errors[question.item_id]}
            isOnline={isOnline}
            isKeptOnDevice
            headingRef={headingRef}
            onAttach={async (file) => {
              await attachFile({ attemptId: record.attemptId, itemId: question.item_id, file, fileName: file.name, ownerId: store.get(sessionAtom).user?.user_id });
              requestSync();
              if (errors[question.item_id]) setErrors({});
            }}
          />
        ) : (
          <QuestionField
            key={question.item_id}
            question={question}
            stored={valueOf(question)}
            error={errors[question.item_id]}
            headingRef={headingRef}
            onInput={(value) => onScreen.current.set(question.item_id, value)}
            onChange={async (value) => {
              await recordAnswer({ attemptId: record.attemptId, itemId: question.item_id, value });
              requestSync();
              if (errors[question.item_id]) setErrors({});
            }}
          />
        )}
        <div className="sq-actions">
          <Button type="submit">{position === total - 1 ? <Trans>Continue to review</Trans> : <Trans>Next</Trans>}</Button>
          <Button variant="secondary" onClick={() => (position === 0 ? undefined : setPosition(position - 1))} disabled={position === 0}>
            <Trans>Back</Trans>
          </Button>
        </div>
      </form>
      <TrackerLink activity={activity} />
    </section>
  );
}

function Loading() {
  return (
    <section className="sq-page">
      <p className="sq-muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    </section>
  );
}

function StartProblemNotice({ problem }: { problem: StartProblem }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {problem === 'other-tab' && <Trans>These questions are already open in another tab or window. Please continue there, or close it and try again.</Trans>}
        {problem === 'failed' && <Trans>The questions could not be started. Please try again.</Trans>}
      </p>
    </div>
  );
}
