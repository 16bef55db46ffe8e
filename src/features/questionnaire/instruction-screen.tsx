import { useNavigate } from '@tanstack/react-router';
import { isWaitingOffline, NotReadyOffline } from '../../ui/offline-readiness/not-ready-offline.tsx';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '../../../contracts/user.ts';
import { beginAttempt, findAttempt } from '../../offline/attempts.ts';
import { isIndexedDbUsable, requestPersistentStorage } from '../../offline/storage.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { claimOnce } from '../../offline/attempt-lock.ts';
import { assessmentContentQueryOptions } from './content.queries.ts';
import { markEntry } from './entry-marker.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { useLiveValue } from '../../offline-hooks/use-deferred-live-value.ts';
import { ContentLoadError, TrackerLink, type ActivityRef } from './page-parts.tsx';
import './questionnaire.css';

export type { ActivityRef } from './page-parts.tsx';

type Problem = 'other-tab' | 'failed' | 'declined';

/** /user/assessment-instruction: title, instructions, time, the pledge, then Start or Continue. */
export function InstructionScreen({ activity }: { activity: ActivityRef }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const content = useQuery(assessmentContentQueryOptions(activity.asmtId, i18n.locale as Language, activity.refId));
  const attempt = useLiveValue(
    (reads) => reads.findAttempt(activity.refId, activity.activityId),
    [activity.refId, activity.activityId],
  );
  const [problem, setProblem] = useState<Problem>();
  const [isStarting, setIsStarting] = useState(false);
  // Without IndexedDB there is no attempt on this device to look up (the activity shell's online-only channel, src/ui/activity-shell).
  const storage = useAnswerStorage();
  const hasNoStorage = storage === 'online-only';
  // Until the probe answers, the screen does not claim either way where answers are kept.
  const isStorageKnown = storage !== undefined;
  useDocumentTitle(content.data?.title ?? t`Assessment instructions`);

  async function start() {
    setIsStarting(true);
    setProblem(undefined);
    try {
      // Asked before the first answer: Safari may otherwise evict a tab's storage after a week.
      await requestPersistentStorage();
      if (!(await isIndexedDbUsable())) {
        // No IndexedDB: the questions screen answers online only and says so (the activity shell's online-only channel, src/ui/activity-shell).
        markEntry(activity.refId, activity.activityId);
        await navigate({
          to: '/user/assessment-questions',
          search: { jobUuid: activity.jobUuid, refId: activity.refId, activityId: activity.activityId },
        });
        return;
      }
      const existing = await findAttempt(activity.refId, activity.activityId);
      const record =
        existing ??
        (await beginAttempt({
          attemptId: crypto.randomUUID(),
          refId: activity.refId,
          jobStepActivityId: activity.activityId,
        }));
      requestSync();
      const claim = await claimOnce(record.attemptId);
      if (claim.role === 'read-only') {
        setProblem('other-tab');
        return;
      }
      markEntry(activity.refId, activity.activityId);
      await navigate({
        to: '/user/assessment-questions',
        search: { jobUuid: activity.jobUuid, refId: activity.refId, activityId: activity.activityId },
      });
    } catch {
      setProblem('failed');
    } finally {
      setIsStarting(false);
    }
  }

  if (content.isError && !content.data) {
    return <ContentLoadError activity={activity} error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (isWaitingOffline(content)) return <NotReadyOffline />;
  if (!content.data || (!attempt.loaded && !hasNoStorage)) {
    return (
      <section className="q-page">
        <p className="q-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }

  const data = content.data;
  const hasAttempt = attempt.value !== undefined;
  const needsPledge = data.has_pledge && !hasAttempt;
  const minutes = data.estimated_minutes;
  const items = data.item_count;
  const practice = data.practice_item_count;
  return (
    <section className="q-page" aria-labelledby="q-title">
      <OfflineBanner />
      <TrackerLink activity={activity} />
      <h1 id="q-title" className="q-title">
        {data.title}
      </h1>
      <p className="q-lead">{data.instructions}</p>
      <ul className="q-facts">
        <li>
          <Trans>About {minutes} minutes</Trans>
        </li>
        <li>
          <Trans>
            {items} questions, after {practice} practice questions that do not count
          </Trans>
        </li>
        <li data-testid="q-storage-fact">
          {!isStorageKnown ? null : hasNoStorage ? (
            <Trans>
              This browser cannot save answers on this device, so each answer is sent straight to the server. Please
              stay online while you answer; an answer not yet sent is lost if you close or reload the page.
            </Trans>
          ) : (
            <Trans>Your answers are saved on this device as you go, so you can stop and come back later.</Trans>
          )}
        </li>
      </ul>

      {problem === 'declined' ? (
        <div className="notice" role="status">
          <p>
            <Trans>
              That's fine. You can come back to this questionnaire whenever you're ready; nothing has been recorded.
            </Trans>
          </p>
          <TrackerLink activity={activity} />
        </div>
      ) : (
        <>
          {problem && <StartProblem problem={problem} />}
          {needsPledge ? (
            <div className="q-pledge">
              <h2 className="q-pledge__title">
                <Trans>Your pledge</Trans>
              </h2>
              <p>
                <Trans>I will answer these questions myself, honestly, without help from anyone else.</Trans>
              </p>
              <div className="q-actions">
                <Button onClick={() => void start()} isBusy={isStarting} busyLabel={<Trans>Starting…</Trans>}>
                  <Trans>I agree, start</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setProblem('declined')}>
                  <Trans>I do not agree</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <div className="q-actions">
              <Button onClick={() => void start()} isBusy={isStarting} busyLabel={<Trans>Starting…</Trans>}>
                {hasAttempt ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function StartProblem({ problem }: { problem: Exclude<Problem, 'declined'> }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {problem === 'other-tab' && (
          <Trans>
            This questionnaire is already open in another tab or window. Please continue there, or close it and try
            again.
          </Trans>
        )}
        {problem === 'failed' && <Trans>The questionnaire could not be started. Please try again.</Trans>}
      </p>
    </div>
  );
}
