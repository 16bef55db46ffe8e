import { useQuery } from '@tanstack/react-query';
import { isWaitingOffline, NotReadyOffline } from '../../ui/offline-readiness/not-ready-offline.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '../../../contracts/user.ts';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
import type { LocalAnswer } from '../../offline/db.ts';
import { isLeaseRefusal } from '../../offline/lease-state.ts';
import { isKeptInPageOnly, onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { ActivityShell } from '../../ui/activity-shell/activity-shell.tsx';
import type { AnswerChannel } from '../../ui/activity-shell/answer-channel.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { assessmentContentQueryOptions } from './content.queries.ts';
import type { ActivityRef } from './instruction-screen.tsx';
import { ContentLoadError, TrackerLink } from './page-parts.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { QuestionItem } from './question-item.tsx';
import { questionSteps, resumePosition, type QuestionStep } from './questionnaire-steps.ts';
import './questionnaire.css';

// The review and the submission come after the last question: their own chunk, off the first
// question's load, fetched as soon as the first question shows (so also offline later on).
const loadEnd = () => import('./questionnaire-end.ts');
const ReviewStep = lazy(() => loadEnd().then((m) => ({ default: m.ReviewStep })));
const SubmissionState = lazy(() => loadEnd().then((m) => ({ default: m.SubmissionState })));
// Rare, so off the first question's load too; the chunk is on the device by the time one comes.
const RefusedAnswers = lazy(() => loadEnd().then((m) => ({ default: m.RefusedAnswers })));
const RefusedSubmission = lazy(() => loadEnd().then((m) => ({ default: m.RefusedSubmission })));

export interface QuestionsScreenProps {
  activity: ActivityRef;
  /** The server holds the submission: refresh whatever shows the activity's state. */
  onSubmitted: () => void;
  onLeave: () => void;
}

/**
 * /user/assessment-questions: practice items, the items one per screen, review, submission. The
 * activity shell (src/ui/activity-shell) gives it the channel: the device's outbox, or straight to
 * the server where IndexedDB cannot be used.
 */
export function QuestionsScreen({ activity, onSubmitted, onLeave }: QuestionsScreenProps) {
  const { t, i18n } = useLingui();
  const content = useQuery(assessmentContentQueryOptions(activity.asmtId, i18n.locale as Language, activity.refId));
  useDocumentTitle(content.data?.title ?? t`Assessment`);
  const steps = useMemo(() => (content.data ? questionSteps(content.data) : []), [content.data]);
  const loading = (
    <section className="q-page">
      <p className="q-muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    </section>
  );

  if (content.isError && !content.data) {
    return <ContentLoadError activity={activity} error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (isWaitingOffline(content)) return <NotReadyOffline />;
  return (
    <ActivityShell
      activity={activity}
      loading={loading}
      blocked={(notice) => (
        <section className="q-page">
          {content.data && <h1 className="q-title">{content.data.title}</h1>}
          {notice}
          <TrackerLink activity={activity} />
        </section>
      )}
      refusedByLease={(refused) => (
        <Suspense fallback={null}>
          <RefusedAnswers refused={refused} steps={steps} />
        </Suspense>
      )}
    >
      {(channel) => (
        <Questions
          channel={channel}
          activity={activity}
          content={content.data}
          steps={steps}
          loading={loading}
          onSubmitted={onSubmitted}
          onLeave={onLeave}
        />
      )}
    </ActivityShell>
  );
}

interface QuestionsProps extends QuestionsScreenProps {
  channel: AnswerChannel;
  content: AssessmentContent | undefined;
  /** In the author's order: the attempt's own order is made from its id. */
  steps: readonly QuestionStep[];
  loading: ReactNode;
}

function Questions({ channel, activity, content, steps: authored, loading, onSubmitted, onLeave }: QuestionsProps) {
  const isOnline = useIsOnline();
  const { attempt, answers, direct } = channel;
  const attemptId = attempt?.attemptId;
  // The attempt's own order, from its id kept on the device (D319): a reload, offline too, shows the same.
  const steps = useMemo(
    () => (content && attemptId ? questionSteps(content, attemptId) : authored),
    [content, attemptId, authored],
  );
  const [position, setPosition] = useState<number>();
  // An open attempt holds a new app version back until it is submitted or left (promise 10).
  useHoldUpdates('questionnaire', attempt?.status === 'in-progress');
  const { kept } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const byItem = useMemo(() => new Map((answers ?? []).map((a) => [a.itemId, a])), [answers]);

  // Resume once per attempt, where the candidate left off; later answers must not move the screen.
  // (A take-over switches to the adopted attempt: resume again, from its answers.)
  const [resumedFor, setResumedFor] = useState<string>();
  if ((position === undefined || resumedFor !== attemptId) && attemptId && answers && steps.length > 0) {
    setResumedFor(attemptId);
    setPosition(resumePosition(steps, new Set(byItem.keys())));
  }

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [position]);
  useEffect(() => {
    void loadEnd();
  }, []);

  if (attempt === null) {
    return (
      <section className="q-page">
        <div className="notice" role="status">
          <p>
            <Trans>This questionnaire has not been started on this device yet.</Trans>
          </p>
          <Button onClick={onLeave}>
            <Trans>Go to the instructions</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (!content || !attempt || !answers || position === undefined) return loading;

  const refused: LocalAnswer[] = answers.filter((a) => a.status === 'refused');
  if (attempt.status !== 'in-progress') {
    return (
      <Suspense fallback={loading}>
        <SubmissionState
          activity={activity}
          attempt={attempt}
          title={content.title}
          steps={steps}
          refused={refused}
          isKeptOnDevice={!direct}
          onSubmitted={onSubmitted}
        />
      </Suspense>
    );
  }

  const step = steps[position];
  const answer = step && byItem.get(step.item.item_id);
  // The same answer again, as a new revision through the channel (D295).
  const resend = (refusedAnswer: LocalAnswer) => channel.answer(refusedAnswer.itemId, refusedAnswer.value);
  const refusedForGood = refused.filter((a) => !isLeaseRefusal(a.refusal));
  return (
    <section className="q-page">
      {direct ? direct.notice : <OfflineBanner />}
      {step && (attempt.refusal || refusedForGood.length > 0) && (
        <Suspense fallback={null}>
          {attempt.refusal && <RefusedSubmission refusal={attempt.refusal} isOpen />}
          <RefusedAnswers refused={refusedForGood} steps={steps} onResend={resend} onGoTo={setPosition} />
        </Suspense>
      )}
      {step ? (
        <>
          <QuestionItem
            key={step.item.item_id}
            step={step}
            position={position}
            total={steps.length}
            stored={answer?.value}
            // Online only, an answer counts as saved once the server has it.
            isStoredSaved={!direct || answer?.status === 'synced'}
            // The disk refused it: kept in this page until the server has it (D195, D317).
            isKeptInPageOnly={!direct && isKeptInPageOnly(kept, attemptId, step.item.item_id)}
            // Resolves once the answer is kept (on the device: with its outbox entry, promise 3).
            onAnswer={(value) => channel.answer(step.item.item_id, value)}
            onNext={() => setPosition(position + 1)}
            onBack={() => (position === 0 ? onLeave() : setPosition(position - 1))}
            isLast={position === steps.length - 1}
          />
          {direct?.statusOf(step.item.item_id)}
        </>
      ) : (
        <Suspense fallback={loading}>
          <ReviewStep
            attempt={attempt}
            steps={steps}
            answers={byItem}
            onSubmit={channel.submit}
            onResend={resend}
            canSubmit={!direct || isOnline}
            notices={direct?.submitNotices}
            onGoTo={setPosition}
            onBack={() => setPosition(Math.max(0, steps.length - 1))}
          />
        </Suspense>
      )}
    </section>
  );
}
