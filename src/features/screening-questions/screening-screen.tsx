import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CandidateQuestion, JobQuestions } from '../../../contracts/screening-questions.ts';
import { answerProblem, screeningAnswerProblems } from '../../../contracts/screening-rules.ts';
import { type AnswerValue } from '../../../contracts/user-response.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import type { LocalAnswer } from '../../offline/db.ts';
import { forgetLostFile, lostFiles } from '../../offline/lost-in-tab.ts';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { errorText } from '../../lib/error-text.ts';
import { ActivityShell } from '../../ui/activity-shell/activity-shell.tsx';
import type { AnswerChannel } from '../../ui/activity-shell/answer-channel.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { isAnswered } from './answer-value.ts';
import { problemText } from './problem-text.ts';
import { FileQuestionField } from './file-question-field.tsx';
import { QuestionField } from './question-field.tsx';
import { ReviewAnswers } from './review-answers.tsx';
import { jobQuestionsQueryOptions, type QuestionActivityRef } from './screening.queries.ts';
import { questionsInLanguage } from './question-language.ts';
import { SubmittedState } from './submitted-state.tsx';
import { OfflineLine, RefusalNotice, TrackerLink } from './page-parts.tsx';
import './screening.css';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface ScreeningScreenProps {
  activity: QuestionActivityRef;
  /** The server holds the submission: refresh whatever shows the activity's state. */
  onSubmitted: () => void;
}

/**
 * /user/custom-assessment-questions for a 'questions' activity: intro, one question per screen,
 * review, submission. The activity shell (src/ui/activity-shell) gives it the channel: the
 * device's outbox, or straight to the server where IndexedDB cannot be used.
 */
export function ScreeningScreen({ activity, onSubmitted }: ScreeningScreenProps) {
  const { t, i18n } = useLingui();
  const content = useQuery(jobQuestionsQueryOptions(activity));
  // The company's texts in the screen's language, picked on the device (D287).
  const data = content.data && questionsInLanguage(content.data, i18n);
  useDocumentTitle(data?.title || t`Questions`);

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
  if (!content.data && content.fetchStatus === 'paused') {
    return (
      <section className="sq-page">
        <TrackerLink activity={activity} />
        <p className="notice notice--warning" role="status">
          <Trans>
            You're offline, and these questions were not opened on this device before, so they cannot be answered yet.
            They will open by themselves when you're back online.
          </Trans>
        </p>
      </section>
    );
  }
  if (!data) return <Loading />;
  const title = data.title || t`Questions`;
  const textOf = new Map(data.questions.map((q) => [q.item_id, q.question_text]));
  return (
    <ActivityShell
      activity={activity}
      loading={<Loading />}
      keepsFiles
      blocked={(notice) => (
        <section className="sq-page">
          <h1 className="sq-title">{title}</h1>
          {notice}
          <TrackerLink activity={activity} />
        </section>
      )}
      refusedByLease={(refused) =>
        refused.length > 0 && (
          <ul>
            {refused.map((a) => (
              <li key={a.itemId}>
                <strong>{textOf.get(a.itemId) ?? a.itemId}</strong>: {a.refusal?.message}
              </li>
            ))}
          </ul>
        )
      }
    >
      {(channel) => (
        <Screening channel={channel} activity={activity} content={data} title={title} onSubmitted={onSubmitted} />
      )}
    </ActivityShell>
  );
}

interface ScreeningProps extends ScreeningScreenProps {
  channel: AnswerChannel;
  content: JobQuestions;
  title: string;
}

function Screening({ channel, activity, content, title, onSubmitted }: ScreeningProps) {
  const { t, i18n } = useLingui();
  const { attempt: record, answers, files, direct } = channel;
  const attemptId = record?.attemptId;
  const isOnline = useIsOnline();
  const { kept } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const [position, setPosition] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [startFailed, setStartFailed] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  // Online only the tab's attempt always exists: the intro shows until Start, or an answer the tab kept.
  const [hasStarted, setHasStarted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** What each question shows right now, typed or picked, possibly not yet kept. */
  const onScreen = useRef(new Map<string, AnswerValue>());
  /** The last answer given to each question on this page, for the attempt it was given to. */
  const [given, setGiven] = useState<{ attemptId?: string; values: ReadonlyMap<string, AnswerValue> }>({
    values: new Map(),
  });

  // Attached files go up from the app-wide background sync (outbox-background.ts), on this screen or any other.

  const questions = content.questions;
  const byItem = useMemo(() => new Map((answers ?? []).map((a) => [a.itemId, a])), [answers]);
  const valueOf = (q: CandidateQuestion): AnswerValue | undefined =>
    byItem.get(q.item_id)?.value ?? files.get(q.item_id)?.fileId;
  // Files an earlier page of this tab held (a full disk) and lost in a reload, by question (D354).
  const [lost, setLost] = useState(() => lostFiles(activity));
  // Named until the question holds a file again: the moment one is attached, not once it is stored.
  const lostFileOf = (itemId: string) => (files.has(itemId) ? undefined : lost.get(itemId)?.fileName);
  const isIntro = record === null || (direct !== undefined && !hasStarted && byItem.size === 0 && files.size === 0);

  // Resume once per attempt, at the first unanswered question (or the review when all are answered);
  // a take-over switches to the adopted attempt and resumes again.
  const [resumedFor, setResumedFor] = useState<string>();
  if ((position === undefined || resumedFor !== attemptId) && attemptId && answers && !isIntro) {
    setResumedFor(attemptId);
    const first = questions.findIndex((q) => !isAnswered(byItem.get(q.item_id)?.value));
    setPosition(first === -1 ? questions.length : first);
  }

  useEffect(() => {
    window.scrollTo({ top: 0 });
    focusOnArrival(headingRef.current);
  }, [position]);

  async function start() {
    setIsStarting(true);
    setStartFailed(false);
    try {
      await channel.begin();
      setHasStarted(true);
    } catch {
      setStartFailed(true);
    } finally {
      setIsStarting(false);
    }
  }

  if (record === undefined || !answers) return <Loading />;
  if (isIntro) {
    const required = questions.filter((q) => q.is_required).length;
    return (
      <section className="sq-page" aria-labelledby="sq-title">
        {direct ? direct.notice : <OfflineLine />}
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
            {direct ? (
              <Trans>
                Your answers are not kept on this device: a reload or closing this page loses any answer not yet sent.
              </Trans>
            ) : (
              <Trans>
                Your answers are saved on this device as you go, so you can stop and come back later, even without a
                connection.
              </Trans>
            )}
          </li>
          <li>
            <Trans>You can check every answer before you submit.</Trans>
          </li>
        </ul>
        {startFailed && (
          <div className="notice notice--error" role="alert">
            <p>
              <Trans>The questions could not be started. Please try again.</Trans>
            </p>
          </div>
        )}
        <div className="sq-actions">
          <Button onClick={() => void start()} isBusy={isStarting} busyLabel={<Trans>Starting…</Trans>}>
            <Trans>Start</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (position === undefined) return <Loading />;
  if (record.status !== 'in-progress' || record.refusal?.code === UserResponseErrorCode.attemptSubmitted) {
    return (
      <SubmittedState
        activity={activity}
        attempt={record}
        title={title}
        isKeptOnDevice={!direct}
        onSubmitted={onSubmitted}
      />
    );
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

  const keptAnswers: LocalAnswer[] = [...byItem.values()].filter((a) => a.status !== 'refused');
  // The review judges what the candidate gave: an answer still on its way to the device counts (the
  // submission itself is queued behind it, IndexedDB runs the writes in order).
  const reviewed = new Map(keptAnswers.map((a) => [a.itemId, a.value]));
  if (given.attemptId === attemptId)
    for (const [itemId, value] of given.values) {
      const stored = byItem.get(itemId);
      if (!stored || JSON.stringify(stored.value) !== JSON.stringify(value)) reviewed.set(itemId, value);
    }
  const question = questions[position];
  if (!question) {
    const problems = screeningAnswerProblems(
      questions,
      [...reviewed].map(([item_id, value]) => ({ item_id, value })),
    ).filter((p) => p.problem !== 'unknown_question');
    return (
      <section className="sq-page">
        {direct ? direct.notice : <OfflineLine />}
        <TrackerLink activity={activity} />
        <ReviewAnswers
          attempt={record}
          questions={questions}
          answers={byItem}
          files={files}
          problems={problems.map((p) => ({ itemId: p.item_id, text: problemText(p, i18n) }))}
          onSubmit={channel.submit}
          canSubmit={!direct || (isOnline && direct.unsent === 0)}
          notices={direct?.submitNotices}
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
      {direct ? direct.notice : <OfflineLine />}
      <RefusalNotice
        refusal={record.refusal}
        refusedCount={[...byItem.values()].filter((a) => a.status === 'refused').length}
      />
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
        <div
          className="sq-progress"
          role="progressbar"
          aria-label={t`Progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="sq-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        {question.question_type === 'file' ? (
          <FileQuestionField
            key={question.item_id}
            question={question}
            attached={files.get(question.item_id)}
            error={errors[question.item_id]}
            isOnline={isOnline}
            isKeptOnDevice={!direct}
            lostFileName={lostFileOf(question.item_id)}
            headingRef={headingRef}
            onAttach={async (file) => {
              setErrors({});
              await channel.attachFile(question.item_id, file);
              forgetLostFile(activity, question.item_id);
              setLost(lostFiles(activity));
            }}
          />
        ) : (
          <QuestionField
            key={question.item_id}
            question={question}
            stored={valueOf(question)}
            error={errors[question.item_id]}
            headingRef={headingRef}
            isKeptOnDevice={!direct}
            // The disk refused it: kept in this page until the server has it (D195, D317).
            keptInPage={direct ? undefined : keptInPageOf(kept, attemptId, question.item_id)}
            onInput={(value) => onScreen.current.set(question.item_id, value)}
            onChange={async (value) => {
              setGiven((before) => ({
                attemptId,
                values: new Map(before.attemptId === attemptId ? before.values : []).set(question.item_id, value),
              }));
              await channel.answer(question.item_id, value);
              if (errors[question.item_id]) setErrors({});
            }}
          />
        )}
        {question.question_type !== 'file' && direct?.statusOf(question.item_id, true)}
        <div className="sq-actions">
          <Button type="submit">
            {position === total - 1 ? <Trans>Continue to review</Trans> : <Trans>Next</Trans>}
          </Button>
          <Button
            variant="secondary"
            onClick={() => (position === 0 ? undefined : setPosition(position - 1))}
            disabled={position === 0}
          >
            <Trans>Back</Trans>
          </Button>
        </div>
      </form>
      <TrackerLink activity={activity} />
    </section>
  );
}

/** Whether the question's answer lives in this page only (the disk refused it, D195), and if the server has it. */
function keptInPageOf(kept: readonly LocalAnswer[], attemptId: string | undefined, itemId: string) {
  const answer = kept.find((a) => a.attemptId === attemptId && a.itemId === itemId);
  if (answer?.status === 'pending') return 'unsent';
  if (answer?.status === 'synced') return 'on-server';
  return undefined;
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
