/**
 * The language test (/user/language-test): the parts with their status, then one part at a time,
 * one question per screen. Answers and each part's completion go to Dexie and the outbox first
 * (src/offline/language-test.ts), so a reload or an offline spell loses nothing; the position
 * (part and question) is in the URL. The activity is complete when the server has every part.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { LanguagePart, LanguageTestContent } from '../../../contracts/language-test.ts';
import { errorText } from '../../lib/error-text.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { getOfflineDb, type AttemptRecord, type Refusal } from '../../offline/db.ts';
import { completeLanguagePart, openLanguageTest, type LanguageTestOpening } from '../../offline/language-test.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { Button } from '../../ui/form/button.tsx';
import { OfflineReadyGate } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { claimOnce } from '../../offline/attempt-lock.ts';
import { LanguageLeaseView } from './language-lease-view.tsx';
import { languageHeartbeat } from './language-lease.ts';
import { useAttemptLease } from '../../offline-hooks/use-attempt-lease.ts';
import type { LanguageActivity } from './language-activity.ts';
import { languageTestKeys, languageTestQueryOptions } from './language-test.queries.ts';
import { PartQuestion } from './part-question.tsx';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import '../../ui/form/button.css';
import './language-test.css';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';

type ShownStatus = 'not_started' | 'in_progress' | 'waiting' | 'completed';

/** The server's status unless this device knows more (a completion queued or confirmed here). */
function statusOf(part: LanguagePart, record: AttemptRecord | undefined, hasLocalAnswers: boolean): ShownStatus {
  const local = record?.languageParts?.[part.vendor_assessment_id];
  if (part.status === 'completed' || local === 'completed') return 'completed';
  if (local === 'submitting') return 'waiting';
  if (part.status === 'in_progress' || hasLocalAnswers) return 'in_progress';
  return 'not_started';
}

function StatusText({ status }: { status: ShownStatus }) {
  if (status === 'completed') return <Trans>Complete</Trans>;
  if (status === 'waiting') return <Trans>Complete, waiting to send</Trans>;
  if (status === 'in_progress') return <Trans>In progress</Trans>;
  return <Trans>Not started</Trans>;
}

function TrackerLink({ activity }: { activity: LanguageActivity }) {
  return (
    <Link to="/user/progress-tracker" search={{ jobUuid: activity.jobUuid, refId: activity.refId }} className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

function OfflineNote({ pending }: { pending: number }) {
  const isOnline = useIsOnline();
  return (
    <div role="status" className="lt-offline-slot">
      {!isOnline && (
        <p className="lt-offline">
          <Trans>You're offline. Your answers are saved on this device and will be sent when you're back online.</Trans>{' '}
          {pending > 0 && (
            <strong>
              <Plural value={pending} one="# answer waiting." other="# answers waiting." />
            </strong>
          )}
        </p>
      )}
    </div>
  );
}

export function LanguageTestScreen({ activity }: { activity: LanguageActivity }) {
  return (
    <OfflineReadyGate needs={{ content: [['language-test', activity.refId, activity.activityId]], bytes: 1_000_000 }}>
      <LanguageTestPage activity={activity} />
    </OfflineReadyGate>
  );
}

function LanguageTestPage({ activity }: { activity: LanguageActivity }) {
  const { t } = useLingui();
  const query = useQuery(languageTestQueryOptions(activity.refId, activity.activityId));
  const [opening, setOpening] = useState<LanguageTestOpening>();
  const [startError, setStartError] = useState<unknown>();
  const [openTry, setOpenTry] = useState(0);
  const db = getOfflineDb();
  useEffect(() => {
    let live = true;
    // One writer per attempt in this browser: another tab with the test open turns this one read-only.
    openLanguageTest(activity.refId, activity.activityId, { claim: claimOnce }).then(
      (opened) => live && setOpening(opened),
      (error: unknown) => live && setStartError(error),
    );
    return () => {
      live = false;
    };
  }, [activity.refId, activity.activityId, openTry]);
  const attempt = opening?.status === 'open' ? opening.attempt : undefined;
  const isReadOnly = opening?.status === 'open' && opening.role === 'read-only';
  const attemptId = attempt?.attemptId ?? '';
  const record = useLiveValue(() => db.attempts.get(attemptId), [attemptId]);
  const answers = useLiveValue(() => db.answers.where('attemptId').equals(attemptId).toArray(), [attemptId]);
  const pending = useLiveValue(() => db.outbox.where('attemptId').equals(attemptId).count(), [attemptId]);
  const queryClient = useQueryClient();
  const completedHere = Object.values(record.value?.languageParts ?? {}).filter((s) => s === 'completed').length;
  // A part confirmed by the server changes the tracker and this test's statuses: read them again.
  useEffect(() => {
    if (completedHere === 0) return;
    void queryClient.invalidateQueries({ queryKey: ['progress-tracker'] });
    void queryClient.invalidateQueries({ queryKey: languageTestKeys.content(activity.refId, activity.activityId) });
  }, [completedHere, queryClient, activity.refId, activity.activityId]);
  const part = query.data?.parts.find((p) => p.vendor_assessment_id === activity.partId);
  const partStatus = part && statusOf(part, record.value, false);
  useHoldUpdates('questionnaire', !isReadOnly && part !== undefined && partStatus !== 'completed' && partStatus !== 'waiting');
  useDocumentTitle(part?.title ?? activity.title);
  // One writer across devices (promise 10): heartbeat once a part was opened; read-only when another device writes the test.
  const opened = query.data !== undefined && !query.data.is_completed && (query.data.parts.some((p) => p.status !== 'not_started') || (answers.value?.length ?? 0) > 0);
  const leaseProblem = useAttemptLease(record.value, answers.value, !isReadOnly && opened, languageHeartbeat);

  if (opening?.status === 'no-storage') {
    return (
      <NoStorage
        activity={activity}
        title={query.data?.title ?? activity.title}
        onRetry={() => {
          setOpening(undefined);
          setOpenTry((n) => n + 1);
        }}
      />
    );
  }

  if (!query.data || startError) {
    const error = query.error ?? startError;
    return (
      <section className="lt-page">
        <TrackerLink activity={activity} />
        {error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(error)}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
      </section>
    );
  }
  if (!attempt || !record.loaded || !answers.loaded) {
    return (
      <p className="lt-page" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (leaseProblem && !isReadOnly && record.value) {
    return <LanguageLeaseView activity={activity} test={query.data} attempt={record.value} problem={leaseProblem} answers={answers.value} trackerLink={<TrackerLink activity={activity} />} />;
  }
  const answered = new Set(answers.value.map((a) => a.itemId));
  if (part && !isReadOnly && partStatus !== 'completed' && partStatus !== 'waiting') {
    return (
      <section className="lt-page">
        <OfflineNote pending={pending.value ?? 0} />
        <PartQuestion
          activity={activity}
          attempt={attempt}
          part={part}
          answers={answers.value}
          onFinish={() => void completeLanguagePart(attempt, part.vendor_assessment_id).then(requestSync)}
          finishLabel={t`Finish this part`}
        />
      </section>
    );
  }
  return (
    <Overview
      activity={activity}
      test={query.data}
      statuses={query.data.parts.map((p) => statusOf(p, record.value, [...answered].some((key) => key.startsWith(`${p.vendor_assessment_id}:`))))}
      pending={pending.value ?? 0}
      isReadOnly={isReadOnly}
      refusal={record.value?.refusal}
    />
  );
}

/** IndexedDB unusable (private modes, a full disk): answers could not be kept safe, so the test does not start and says why. */
function NoStorage({ activity, title, onRetry }: { activity: LanguageActivity; title: string; onRetry(): void }) {
  return (
    <section className="lt-page">
      <TrackerLink activity={activity} />
      <h1 className="lt-title">{title}</h1>
      <div className="notice" role="status">
        <p>
          <Trans>This language test needs storage on this device to keep your answers safe, and this browser is not allowing it.</Trans>
        </p>
        <p>
          <Trans>If you are in a private or incognito window, open the test in a normal window. If your device is almost full, free up some space. Then try again.</Trans>
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </section>
  );
}

function Overview({
  activity,
  test,
  statuses,
  pending,
  isReadOnly,
  refusal,
}: {
  activity: LanguageActivity;
  test: LanguageTestContent;
  statuses: ShownStatus[];
  pending: number;
  /** Another tab writes this attempt: statuses only, no way into a part. */
  isReadOnly: boolean;
  /** The server's reason when it did not accept a part's completion (or its receipt differed, promise 8). */
  refusal?: Refusal;
}) {
  const navigate = useNavigate();
  const gate = useStartGate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isAllDone = statuses.every((s) => s === 'completed' || s === 'waiting');
  const isAllSent = statuses.every((s) => s === 'completed');
  return (
    <section className="lt-page">
      <TrackerLink activity={activity} />
      <OfflineNote pending={pending} />
      <h1 className="lt-title" tabIndex={-1} ref={headingRef}>
        {test.title}
      </h1>
      {isReadOnly && (
        <p className="notice" role="status">
          <Trans>This language test is open in another tab or window. Please continue it there.</Trans>
        </p>
      )}
      {refusal && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>A part was not accepted: {refusal.message} Your answers are kept on this device.</Trans>
          </p>
        </div>
      )}
      <p className="lt-lead">
        <Trans>This test has parts you take one at a time. Your answers are saved as you go, so you can stop and come back.</Trans>
      </p>
      <DeviceCheckLink />
      {!isReadOnly && statuses.includes('not_started') && gate.notice}
      <ol className="lt-parts">
        {test.parts.map((part, i) => {
          const status = statuses[i]!;
          const isOpen = !isReadOnly && (status === 'not_started' || status === 'in_progress');
          return (
            <li key={part.vendor_assessment_id} className="lt-part">
              <div>
                <h2 className="lt-part__title" lang={part.instruction_language}>
                  {part.title}
                </h2>
                <p className={`lt-part__status lt-part__status--${status}`}>
                  {status === 'completed' && <span aria-hidden="true">✓ </span>}
                  <StatusText status={status} />
                </p>
              </div>
              {isOpen && (
                <Button
                  variant={status === 'in_progress' ? 'primary' : 'secondary'}
                  disabled={status === 'not_started' && !gate.canStart}
                  onClick={() =>
                    void navigate({
                      to: '/user/language-test',
                      search: { jobUuid: activity.jobUuid, refId: activity.refId, activityId: activity.activityId, part: part.vendor_assessment_id, q: 0 },
                    })
                  }
                >
                  {status === 'in_progress' ? <Trans>Continue</Trans> : <Trans>Start</Trans>}
                  <span className="visually-hidden"> {part.title}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {isAllDone && (
        <div className="lt-done" role="status">
          <p>
            {isAllSent ? (
              <Trans>You have completed the language test.</Trans>
            ) : (
              <Trans>You have finished every part. Your answers will be sent when you're back online.</Trans>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
