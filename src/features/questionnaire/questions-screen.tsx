import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../contracts/user.ts';
import { answersRefusedByLease, currentLeaseProblem } from '../../offline/lease-state.ts';
import { useAttemptHeartbeat } from '../../offline-hooks/use-attempt-lease.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { claimOnce, type AttemptRole } from '../../offline/attempt-lock.ts';
import { assessmentContentQueryOptions } from './content.queries.ts';
import type { ActivityRef } from './instruction-screen.tsx';
import { firstAnswers, firstAttempt } from './first-read.ts';
import { ContentLoadError, TrackerLink } from './page-parts.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { QuestionItem } from './question-item.tsx';
import { RefusedAnswers } from './refused-answers.tsx';
import { questionSteps, resumePosition } from './questionnaire-steps.ts';
import { ReviewStep } from './review-step.tsx';
import { SubmissionState } from './submission-state.tsx';
import { loadLiveReads, useLiveValue } from './use-live-value.ts';
import './questionnaire.css';

// Rarely needed (browsers without IndexedDB): its own chunk, kept off the way to the first question.
// Shown only when another device holds the attempt: loaded then.
const LeaseNotice = lazy(() => import('../../ui/lease-notice.tsx').then((m) => ({ default: m.LeaseNotice })));
const OnlineOnlyQuestions = lazy(() => import('./online-only-questions.tsx').then((m) => ({ default: m.OnlineOnlyQuestions })));

export interface QuestionsScreenProps {
  activity: ActivityRef;
  /** The server holds the submission: refresh whatever shows the activity's state. */
  onSubmitted: () => void;
  onLeave: () => void;
}

/**
 * /user/assessment-questions: practice items, the items one per screen, review, submission. Where
 * IndexedDB cannot be used, the online-only version (online-only-questions.tsx) instead.
 */
export function QuestionsScreen(props: QuestionsScreenProps) {
  const storage = useAnswerStorage();
  const loading = (
    <section className="q-page">
      <p className="q-muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    </section>
  );
  if (storage === 'online-only') {
    return (
      <Suspense fallback={loading}>
        <OnlineOnlyQuestions {...props} />
      </Suspense>
    );
  }
  if (storage === 'device') return <DeviceQuestionsScreen {...props} />;
  return loading;
}

function DeviceQuestionsScreen({ activity, onSubmitted, onLeave }: QuestionsScreenProps) {
  const { t, i18n } = useLingui();
  const content = useQuery(assessmentContentQueryOptions(activity.asmtId, i18n.locale as Language, activity.refId));
  // The first values come straight from IndexedDB (first-read.ts); Dexie's live queries follow.
  const attempt = useLiveValue(
    (reads) => reads.findAttempt(activity.refId, activity.activityId),
    [activity.refId, activity.activityId],
    () => firstAttempt(activity.refId, activity.activityId),
  );
  const attemptId = attempt.value?.attemptId;
  const answers = useLiveValue(
    (reads) => (attemptId ? reads.getAnswers(attemptId) : Promise.resolve([])),
    [attemptId],
    () => (attemptId ? firstAnswers(attemptId) : Promise.resolve([])),
  );
  const [role, setRole] = useState<AttemptRole>();
  const [position, setPosition] = useState<number>();
  useDocumentTitle(content.data?.title ?? t`Assessment`);
  // An open attempt holds a new app version back until it is submitted or left (promise 10).
  useHoldUpdates('questionnaire', attempt.value?.status === 'in-progress');
  // The server's lease (promise 10 across devices): the owning tab renews it while online.
  useAttemptHeartbeat(attempt.value, role === 'owner');

  useEffect(() => {
    if (!attemptId) return;
    let live = true;
    void claimOnce(attemptId).then((claim) => live && startTransition(() => setRole(claim.role)));
    return () => {
      live = false;
    };
  }, [attemptId]);

  const steps = useMemo(() => (content.data ? questionSteps(content.data) : []), [content.data]);
  const byItem = useMemo(() => new Map((answers.value ?? []).map((a) => [a.itemId, a])), [answers.value]);

  // Resume once per attempt, where the candidate left off; later answers must not move the screen.
  // (A take-over switches to the adopted attempt: resume again, from its answers.)
  const [resumedFor, setResumedFor] = useState<string>();
  if ((position === undefined || resumedFor !== attemptId) && attemptId && answers.loaded && steps.length > 0) {
    setResumedFor(attemptId);
    setPosition(resumePosition(steps, new Set(byItem.keys())));
  }

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [position]);

  if (content.isError && !content.data) {
    return <ContentLoadError activity={activity} error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (attempt.loaded && !attempt.value) {
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
  if (!content.data || !attempt.value || role === undefined || position === undefined) {
    return (
      <section className="q-page">
        <p className="q-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }
  if (role === 'read-only') {
    return (
      <section className="q-page">
        <h1 className="q-title">{content.data.title}</h1>
        <div className="notice notice--warning" role="alert">
          <p>
            <Trans>This questionnaire is open in another tab or window. Please continue there; this page will not change your answers.</Trans>
          </p>
        </div>
        <TrackerLink activity={activity} />
      </section>
    );
  }

  const record = attempt.value;
  const leaseProblem = currentLeaseProblem(record, answers.value ?? []);
  if (leaseProblem) {
    return (
      <section className="q-page">
        <h1 className="q-title">{content.data.title}</h1>
        <Suspense>
          <LeaseNotice
            problem={leaseProblem}
            onContinueHere={async () => {
              const { continueHere } = await import('../../offline/attempt-lease.ts');
              await continueHere(activity.refId, activity.activityId, record.attemptId);
            }}
          >
            <RefusedAnswers refused={answersRefusedByLease(answers.value ?? [])} steps={steps} />
          </LeaseNotice>
        </Suspense>
        <TrackerLink activity={activity} />
      </section>
    );
  }
  if (record.status !== 'in-progress') {
    return <SubmissionState activity={activity} attempt={record} title={content.data.title} steps={steps} onSubmitted={onSubmitted} />;
  }

  const id = record.attemptId;
  const step = steps[position];
  return (
    <section className="q-page">
      <OfflineBanner />
      {step && record.refusal && (
        <div className="notice notice--error" role="alert">
          <p>{record.refusal.message}</p>
        </div>
      )}
      {step ? (
        <QuestionItem
          key={step.item.item_id}
          step={step}
          position={position}
          total={steps.length}
          stored={byItem.get(step.item.item_id)?.value}
          onAnswer={async (value) => {
            // Resolves once the answer and its outbox entry are committed (promise 3).
            const reads = await loadLiveReads();
            await reads.recordAnswer({ attemptId: id, itemId: step.item.item_id, value });
            reads.requestSync();
          }}
          onNext={() => setPosition(position + 1)}
          onBack={() => (position === 0 ? onLeave() : setPosition(position - 1))}
          isLast={position === steps.length - 1}
        />
      ) : (
        <ReviewStep
          attempt={record}
          steps={steps}
          answers={byItem}
          onGoTo={setPosition}
          onBack={() => setPosition(Math.max(0, steps.length - 1))}
        />
      )}
    </section>
  );
}
