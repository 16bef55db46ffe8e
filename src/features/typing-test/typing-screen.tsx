/**
 * /user/typing-tests: the instructions (with the mobile warning), then a timed run over a passage
 * with per-character feedback, then the result. The run lives in IndexedDB (offline/typing-runs.ts):
 * a reload resumes it with the time already used, and the finished run is sent through the outbox,
 * so a run typed offline is scored once the device is back online. The server recomputes every
 * number from the keystrokes; the screen shows its own computation until the server's arrives.
 *
 * One writer (offline promise 10): the page claims the activity (another tab, another device: the
 * page is read-only and no run starts). A finished run refused because the activity is written on
 * another device stays on this device as typed; "Continue on this device" takes the activity over
 * and queues that same run again, so nothing is lost and nothing is typed twice. A finished run
 * refused for another reason stays finished too, with the reason and "Send it again" (never
 * silent: offline promise 6).
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../../contracts/user.ts';
import { findAttempt } from '../../offline/attempts.ts';
import { isIndexedDbUsable, requestPersistentStorage } from '../../offline/storage.ts';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import {
  asHeld,
  isRunRefused,
  isRunRefusedByLease,
  resendRefusedRun,
  startTypingRun,
  typingRunOf,
} from '../../offline/typing-runs.ts';
import { errorText } from '../../lib/error-text.ts';
import { useReadinessGate } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { SubmissionShell } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ResultList } from './result-list.tsx';
import { TypingIntro, type StartProblem } from './typing-intro.tsx';
import { TypingResults } from './typing-results.tsx';
import { TypingRun } from './typing-run.tsx';
import { useIntegritySignals } from '../../offline-hooks/use-integrity-signals.ts';
import { enterFullScreen, FullScreenAsk } from '../../ui/full-screen-ask.tsx';
import { CameraConsent, CameraOnNote } from '../../ui/camera-consent/camera-consent.tsx';
import { useCameraConsent } from '../../offline-hooks/use-camera-consent.ts';
import { TypingTrackerLink } from './typing-tracker-link.tsx';
import { typingTestQueryOptions, type TypingActivityRef } from './typing.queries.ts';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import { TYPING_BYTES, typingTestKind } from './typing-test.kind.ts';
import { typingTestLabels } from './typing-test.label.ts';
import { companyText } from '../../ui/company-text.ts';
import './typing-test.css';

export { TypingTrackerLink } from './typing-tracker-link.tsx';

export function TypingScreen({
  activity,
  userId,
  onScored,
}: {
  activity: TypingActivityRef;
  userId: number;
  onScored(): void;
}) {
  const { i18n } = useLingui();
  // In the reader's language: the company's version, the built-in name translated, else the kind's
  // name (D278).
  const title =
    companyText(
      i18n,
      { text: activity.title, versions: activity.titleVersions },
      typingTestKind.builtInTitles,
      typingTestLabels.typing_test,
    ) || i18n._(typingTestLabels.typing_test);
  useDocumentTitle(title);
  const test = useQuery(typingTestQueryOptions(activity, userId, i18n.locale as Language));
  const local = useLiveValue(
    () => findAttempt(activity.refId, activity.activityId),
    [activity.refId, activity.activityId],
  );
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<StartProblem>();
  const [isStarting, setIsStarting] = useState(false);

  // A finish the disk refused is kept in this page (D302): shown finished, and said to be kept here (D317).
  useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  // Accepted by the server while the disk refuses to record that: said so, not "Sending" (D328).
  // Refused by the server while the disk refuses to record that: the reason shows, not "Sending" (D334).
  const { attempt, isKeptInPageOnly, isReceivedNotStored, isRefusalNotStored } = asHeld(local.value);
  const run = typingRunOf(attempt);
  const isScoredOnServer = test.data?.is_completed === true || Boolean(test.data?.result);
  // A refused run is finished: it waits to be sent again, not typed on (unless another device's run was scored meanwhile: that result shows).
  // Refused by the lease, it goes again after "Continue on this device"; refused otherwise, with "Send it again" beside the reason.
  const isRefused = !isScoredOnServer && isRunRefused(attempt);
  const isRefusedByLease = isRefused && isRunRefusedByLease(attempt);
  const accommodations = test.data?.accommodations ?? [];
  const isFinished = attempt !== undefined && (attempt.status !== 'in-progress' || isRefused);
  const isCompleted = isScoredOnServer || attempt?.status === 'submitted';
  const refused = {
    refusal: isRefusedByLease ? attempt?.refusal : undefined,
    async resend() {
      if (!attempt) return;
      await resendRefusedRun(attempt.attemptId);
      requestSync();
    },
  };

  useEffect(() => {
    if (attempt?.status === 'submitted' && run?.result) onScored();
  }, [attempt?.status, run?.result, onScored]);
  // How the run is taken while it runs, kept on the device with it (D402).
  useIntegritySignals(
    attempt
      ? { refId: attempt.refId, jobStepActivityId: attempt.jobStepActivityId, attemptId: attempt.attemptId }
      : null,
    running && run !== undefined && !isFinished,
  );

  // The camera check by consent (D455): asked once the run exists and before its clock starts.
  const asksCamera = Boolean(test.data?.ask_camera_check);
  const camera = useCameraConsent({
    isAsked: asksCamera,
    attempt,
    serverAnswer: test.data?.camera_consent,
    serverNow: undefined,
  });
  const isCameraOn = asksCamera && camera.answer === 'given';

  async function start() {
    setIsStarting(true);
    setProblem(undefined);
    try {
      await requestPersistentStorage();
      if (!(await isIndexedDbUsable())) {
        setProblem('no-storage');
        return;
      }
      if (!attempt) {
        const data = test.data!;
        await startTypingRun({
          attemptId: crypto.randomUUID(),
          refId: activity.refId,
          jobStepActivityId: activity.activityId,
          passageId: data.passage.typing_passage_id,
          passageText: data.passage.text,
          limitSeconds: data.limit_seconds,
        });
      }
      setRunning(true);
    } catch {
      setProblem('failed');
    } finally {
      setIsStarting(false);
    }
  }

  function bodyOf(isBlocked: boolean) {
    let body;
    if (local.loaded && !attempt && test.isPending && test.fetchStatus === 'paused') {
      body = (
        <div className="notice notice--warning" role="status">
          <p>
            <Trans>
              You're offline. The typing test needs a connection once to load its passage; it will load as soon as
              you're back online.
            </Trans>
          </p>
        </div>
      );
    } else if (!local.loaded || (test.isPending && !attempt)) {
      body = (
        <p className="tt-muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      );
    } else if (isFinished && run) {
      body = (
        <TypingResults
          attempt={attempt}
          run={run}
          activity={activity}
          isKeptInPageOnly={isKeptInPageOnly}
          isReceivedNotStored={isReceivedNotStored}
          isRefusalNotStored={isRefusalNotStored}
          // Sent again once the disk has recorded the refusal (resendRefusedRun reads it there).
          onSendAgain={isRefusalNotStored ? undefined : refused.resend}
        />
      );
    } else if (test.data?.result) {
      body = <ResultList result={test.data.result} />;
    } else if (running && attempt && run && asksCamera && camera.answer === undefined) {
      body = <CameraConsent activity={activity} timing="run" onAnswer={camera.give} />;
    } else if (running && attempt && run) {
      body = (
        <>
          <FullScreenAsk isAsked={test.data?.ask_full_screen} isRunning={!isFinished} />
          {isCameraOn && <CameraOnNote timing="run" />}
          <TypingRun
            attemptId={attempt.attemptId}
            run={run}
            isClockHidden={accommodations.includes('no_countdown')}
            startsAtFirstKey={accommodations.includes('screen_reader')}
            camera={isCameraOn ? attempt : null}
          />
        </>
      );
    } else if (!test.data && !run) {
      body = (
        <div className="notice notice--error" role="alert">
          <p>{errorText(test.error)}</p>
          <Button variant="secondary" onClick={() => void test.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    } else {
      const limit = run?.limitSeconds ?? test.data!.limit_seconds;
      body = (
        <TypingIntro
          limitSeconds={limit}
          hasRun={run !== undefined}
          problem={problem}
          isStarting={isStarting}
          isBlocked={isBlocked}
          startsAtFirstKey={accommodations.includes('screen_reader')}
          asksFullScreen={test.data?.ask_full_screen}
          asksCamera={asksCamera}
          onStart={() => {
            if (isBlocked) return;
            // From the tap itself, as browsers require (D431).
            enterFullScreen(test.data?.ask_full_screen);
            void start();
          }}
        />
      );
    }
    return body;
  }

  const gate = useReadinessGate({
    content: [['assessment-content', 'typing-test', activity.refId, activity.activityId]],
    bytes: TYPING_BYTES,
  });
  return (
    <SubmissionShell activity={activity} isOpen={!isCompleted} gate={gate} refused={refused}>
      {({ notice, isBlocked }) => (
        <section className="tt-page" aria-labelledby="tt-title">
          <TypingTrackerLink activity={activity} />
          <h1 id="tt-title" className="tt-title">
            {title}
          </h1>
          {notice}
          {bodyOf(isBlocked)}
        </section>
      )}
    </SubmissionShell>
  );
}
