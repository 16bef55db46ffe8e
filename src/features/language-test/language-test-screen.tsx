/**
 * The language test (/user/language-test): the parts with their status, then one part at a time,
 * one question per screen. Answers and each part's completion go to Dexie and the outbox first
 * (src/offline/language-test.ts), so a reload or an offline spell loses nothing; the position
 * (part and question) is in the URL. The activity is complete when the server has every part.
 * The activity shell begins the attempt on this device, holds the one-writer claim and the lease
 * (languageFlavour) and shows why a page may not write; without device storage the test says
 * what it needs (it has no online-only channel).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LanguagePart, LanguageTestContent } from '../../../contracts/language-test.ts';
import { errorText } from '../../lib/error-text.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { getOfflineDb, type AttemptRecord, type LocalAnswer, type Refusal } from '../../offline/db.ts';
import { completeLanguagePart, languageAttemptShown, languagePartsOf } from '../../offline/language-test.ts';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import { requestSync } from '../../offline/sync-loop.ts';
import { Button } from '../../ui/form/button.tsx';
import { OfflineReadyGate } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ActivityShell } from '../../ui/activity-shell/activity-shell.tsx';
import { RefusedAnswers } from '../../ui/activity-shell/refused-answers.tsx';
import type { AnswerChannel } from '../../ui/activity-shell/answer-channel.ts';
import { languageFlavour } from './language-lease.ts';
import type { LanguageActivity } from './language-activity.ts';
import { languageTestKeys, languageTestQueryOptions } from './language-test.queries.ts';
import { PartQuestion } from './part-question.tsx';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import '../../ui/form/button.css';
import './language-test.css';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';
import { companyText } from '../../ui/company-text.ts';
import { languageTestKind } from './language-test.kind.ts';

type ShownStatus = 'not_started' | 'in_progress' | 'waiting' | 'completed';

/** The server's status unless this device knows more (a completion queued or confirmed here). */
function statusOf(part: LanguagePart, record: AttemptRecord | undefined, hasLocalAnswers: boolean): ShownStatus {
  const local = languagePartsOf(record)?.[part.vendor_assessment_id];
  if (part.status === 'completed' || local === 'completed') return 'completed';
  if (local === 'submitting') return 'waiting';
  if (part.status === 'in_progress' || hasLocalAnswers) return 'in_progress';
  return 'not_started';
}

/** Each part's status as shown: a part with an answer on this device is in progress. */
function statusesOf(test: LanguageTestContent, record: AttemptRecord, answers: readonly LocalAnswer[]): ShownStatus[] {
  return test.parts.map((p) =>
    statusOf(
      p,
      record,
      answers.some((a) => a.itemId.startsWith(`${p.vendor_assessment_id}:`)),
    ),
  );
}

function StatusText({ status }: { status: ShownStatus }) {
  if (status === 'completed') return <Trans>Complete</Trans>;
  if (status === 'waiting') return <Trans>Complete, waiting to send</Trans>;
  if (status === 'in_progress') return <Trans>In progress</Trans>;
  return <Trans>Not started</Trans>;
}

function TrackerLink({ activity }: { activity: LanguageActivity }) {
  return (
    <Link
      to="/user/progress-tracker"
      search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
      className="back-link"
    >
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

/** Shown while the content and this device's record load. */
function Loading() {
  return (
    <p className="lt-page" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** Whether the test was opened (a part begun here or on the server): only then does this device hold its lease. */
function isOpened(test: LanguageTestContent | undefined, answers: readonly LocalAnswer[]): boolean {
  return (
    test !== undefined &&
    !test.is_completed &&
    (test.parts.some((p) => p.status !== 'not_started') || answers.length > 0)
  );
}

export function LanguageTestScreen({ activity }: { activity: LanguageActivity }) {
  const query = useQuery(languageTestQueryOptions(activity.refId, activity.activityId));
  // "Try again" after storage was refused: a new shell probes the storage again.
  const [tries, setTries] = useState(0);
  const test = query.data;
  if (!test) {
    return (
      <section className="lt-page">
        <TrackerLink activity={activity} />
        {query.error ? (
          <div className="notice notice--error" role="alert">
            <p>{errorText(query.error)}</p>
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
  return (
    <OfflineReadyGate needs={{ content: [['language-test', activity.refId, activity.activityId]], bytes: 1_000_000 }}>
      <ActivityShell
        key={tries}
        activity={activity}
        flavour={languageFlavour}
        isLeased={(answers) => isOpened(test, answers)}
        loading={<Loading />}
        needsDevice={<NoStorage activity={activity} title={test.title} onRetry={() => setTries((n) => n + 1)} />}
        blocked={(notice, seen) => (
          <Overview
            activity={activity}
            test={test}
            statuses={statusesOf(test, seen.attempt, seen.answers)}
            pending={0}
            notice={notice}
          />
        )}
        refusedByLease={(refused) => <RefusedLanguageAnswers test={test} refused={refused} />}
      >
        {(channel) => <LanguageTestPage activity={activity} test={test} channel={channel} />}
      </ActivityShell>
    </OfflineReadyGate>
  );
}

function LanguageTestPage({
  activity,
  test,
  channel,
}: {
  activity: LanguageActivity;
  test: LanguageTestContent;
  channel: AnswerChannel;
}) {
  const { t, i18n } = useLingui();
  const { attempt: stored, answers } = channel;
  // A part finished on a full disk is held in this page (D346): shown finished, kept in this tab only.
  useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const shown = stored ? languageAttemptShown(stored) : undefined;
  const attempt = shown ? shown.attempt : stored;
  // This device's record is made on opening, so another device's lease is seen before the first answer.
  useEffect(() => {
    if (attempt === null) void channel.begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt === null]);
  const attemptId = attempt?.attemptId ?? '';
  const db = getOfflineDb();
  const pending = useLiveValue(() => db.outbox.where('attemptId').equals(attemptId).count(), [attemptId]);
  const queryClient = useQueryClient();
  const completedHere = Object.values(languagePartsOf(attempt) ?? {}).filter((s) => s === 'completed').length;
  // A part confirmed by the server changes the tracker and this test's statuses: read them again.
  useEffect(() => {
    if (completedHere === 0) return;
    void queryClient.invalidateQueries({ queryKey: ['progress-tracker'] });
    void queryClient.invalidateQueries({ queryKey: languageTestKeys.content(activity.refId, activity.activityId) });
  }, [completedHere, queryClient, activity.refId, activity.activityId]);
  const part = test.parts.find((p) => p.vendor_assessment_id === activity.partId);
  const partStatus = part && statusOf(part, attempt ?? undefined, false);
  useHoldUpdates('questionnaire', part !== undefined && partStatus !== 'completed' && partStatus !== 'waiting');
  useDocumentTitle(
    part?.title ??
      companyText(i18n, { text: activity.title, versions: activity.titleVersions }, languageTestKind.builtInTitles),
  );

  if (!attempt || !answers) return <Loading />;
  if (part && partStatus !== 'completed' && partStatus !== 'waiting') {
    return (
      <section className="lt-page">
        <OfflineNote pending={pending.value ?? 0} />
        <PartQuestion
          activity={activity}
          attempt={attempt}
          part={part}
          answers={answers}
          onFinish={() =>
            void completeLanguagePart(
              attempt,
              part.vendor_assessment_id,
              db,
              // The test's last part: the attempt is sent with it, and the tracker says so (D355).
              test.parts.every(
                (other) =>
                  other === part || ['completed', 'waiting'].includes(statusOf(other, attempt ?? undefined, false)),
              ),
            ).then(requestSync)
          }
          finishLabel={t`Finish this part`}
        />
      </section>
    );
  }
  return (
    <Overview
      activity={activity}
      test={test}
      statuses={statusesOf(test, attempt, answers)}
      pending={pending.value ?? 0}
      refusal={attempt.refusal}
      keptInPageOnly={shown?.keptInPageOnly}
    />
  );
}

/** Under the notice of another device: the answers given here that the server refused because of it. */
function RefusedLanguageAnswers({ test, refused }: { test: LanguageTestContent; refused: readonly LocalAnswer[] }) {
  const describe = (a: LocalAnswer) => {
    const [partId, itemId] = a.itemId.split(':');
    const part = test.parts.find((p) => String(p.vendor_assessment_id) === partId);
    const item = part?.items.find((i) => i.item_id === itemId);
    return (
      <>
        <strong>{item?.question ?? a.itemId}</strong> {part?.title ? `(${part.title})` : null}
      </>
    );
  };
  return <RefusedAnswers refused={refused} describe={describe} />;
}

/** IndexedDB unusable (private modes, a full disk): answers could not be kept safe, so the test does not start and says why. */
function NoStorage({ activity, title, onRetry }: { activity: LanguageActivity; title: string; onRetry(): void }) {
  return (
    <section className="lt-page">
      <TrackerLink activity={activity} />
      <h1 className="lt-title">{title}</h1>
      <div className="notice" role="status">
        <p>
          <Trans>
            This language test needs storage on this device to keep your answers safe, and this browser is not allowing
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are in a private or incognito window, open the test in a normal window. If your device is almost
            full, free up some space. Then try again.
          </Trans>
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
  notice,
  refusal,
  keptInPageOnly,
}: {
  activity: LanguageActivity;
  test: LanguageTestContent;
  statuses: ShownStatus[];
  pending: number;
  /** Why this page may not write the test (another tab, another device): statuses only, no way into a part. */
  notice?: ReactNode;
  /** The server's reason when it did not accept a part's completion (or its receipt differed, promise 8). */
  refusal?: Refusal;
  /** Parts whose completion this page holds because the disk refused it (D346). */
  keptInPageOnly?: ReadonlySet<number>;
}) {
  const navigate = useNavigate();
  const gate = useStartGate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusOnArrival(headingRef.current), []);
  const isAllDone = statuses.every((s) => s === 'completed' || s === 'waiting');
  const isAllSent = statuses.every((s) => s === 'completed');
  const isReadOnly = notice !== undefined;
  return (
    <section className="lt-page">
      <TrackerLink activity={activity} />
      <OfflineNote pending={pending} />
      <h1 className="lt-title" tabIndex={-1} ref={headingRef}>
        {test.title}
      </h1>
      {notice}
      {refusal && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>A part was not accepted: {refusal.message} Your answers are kept on this device.</Trans>
          </p>
        </div>
      )}
      <p className="lt-lead">
        <Trans>
          This test has parts you take one at a time. Your answers are saved as you go, so you can stop and come back.
        </Trans>
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
                {status === 'waiting' && keptInPageOnly?.has(part.vendor_assessment_id) && (
                  <p className="lt-part__status">
                    <KeptInTabOnly className="lt-saved--refused" />
                  </p>
                )}
              </div>
              {isOpen && (
                <Button
                  variant={status === 'in_progress' ? 'primary' : 'secondary'}
                  disabled={status === 'not_started' && !gate.canStart}
                  onClick={() =>
                    void navigate({
                      to: '/user/language-test',
                      search: {
                        jobUuid: activity.jobUuid,
                        refId: activity.refId,
                        activityId: activity.activityId,
                        part: part.vendor_assessment_id,
                        q: 0,
                      },
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
