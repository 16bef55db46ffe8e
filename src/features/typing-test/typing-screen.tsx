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
 * and queues that same run again, so nothing is lost and nothing is typed twice.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { diffToEvents, scoreTyping, type KeyEvent } from '../../../contracts/typing-score.ts';
import type { TypingResult } from '../../../contracts/typing-test.ts';
import type { Language } from '../../../contracts/user.ts';
import { findAttempt } from '../../offline/attempts.ts';
import type { AttemptRecord, TypingRunRecord } from '../../offline/db.ts';
import { isIndexedDbUsable, requestPersistentStorage } from '../../offline/storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { finishTypingRun, isRunRefusedByLease, resendRefusedRun, saveTypingProgress, startTypingRun } from '../../offline/typing-runs.ts';
import { withRefusedSubmission } from '../../offline/refused-submission-lease.ts';
import { useActivityLease } from '../../offline/use-activity-lease.ts';
import { errorText } from '../../lib/error-text.ts';
import { useHoldUpdates } from '../../lib/service-worker.ts';
import { ActivityLeaseNotice } from '../../ui/activity-lease-notice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { formatClock, isTouchOrNarrow } from './device.ts';
import { typingTestQueryOptions, type TypingActivityRef } from './typing.queries.ts';
import { useLiveValue } from '../../offline/use-live-value.ts';
import './typing-test.css';

export function TypingTrackerLink({ activity }: { activity: TypingActivityRef }) {
  return (
    <Link to="/user/progress-tracker" search={{ jobUuid: activity.jobUuid, refId: activity.refId }} className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

export function TypingScreen({ activity, userId, onScored }: { activity: TypingActivityRef; userId: number; onScored(): void }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(activity.title || t`Typing test`);
  const test = useQuery(typingTestQueryOptions(activity, userId, i18n.locale as Language));
  const local = useLiveValue(() => findAttempt(activity.refId, activity.activityId), [activity.refId, activity.activityId]);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<'no-storage' | 'failed'>();
  const [isStarting, setIsStarting] = useState(false);

  const attempt = local.value;
  const run = attempt?.typing;
  const isScoredOnServer = test.data?.is_completed === true || Boolean(test.data?.result);
  // A run refused by the lease is finished: it waits to be sent again, not typed on (unless another device's run was scored meanwhile: that result shows).
  const isRefusedByLease = !isScoredOnServer && isRunRefusedByLease(attempt);
  const isFinished = attempt !== undefined && (attempt.status !== 'in-progress' || isRefusedByLease);
  const isCompleted = isScoredOnServer || attempt?.status === 'submitted';
  const claim = useActivityLease({ refId: activity.refId, activityId: activity.activityId }, !isCompleted);
  const lease = withRefusedSubmission(claim, isRefusedByLease ? attempt?.refusal : undefined, async () => {
    if (!attempt) return;
    await resendRefusedRun(attempt.attemptId);
    requestSync();
  });

  useEffect(() => {
    if (attempt?.status === 'submitted' && attempt.typing?.result) onScored();
  }, [attempt?.status, attempt?.typing?.result, onScored]);

  async function start() {
    if (lease.blocked) return;
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

  let body;
  if (local.loaded && !attempt && test.isPending && test.fetchStatus === 'paused') {
    body = (
      <div className="notice notice--warning" role="status">
        <p>
          <Trans>You're offline. The typing test needs a connection once to load its passage; it will load as soon as you're back online.</Trans>
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
    body = <TypingResults attempt={attempt} run={run} activity={activity} />;
  } else if (test.data?.result) {
    body = <ResultList result={test.data.result} />;
  } else if (running && attempt && run) {
    body = <TypingRun attemptId={attempt.attemptId} run={run} />;
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
        isBlocked={lease.blocked !== undefined}
        onStart={() => void start()}
      />
    );
  }

  return (
    <section className="tt-page" aria-labelledby="tt-title">
      <TypingTrackerLink activity={activity} />
      <h1 id="tt-title" className="tt-title">
        {activity.title || <Trans>Typing test</Trans>}
      </h1>
      <ActivityLeaseNotice lease={lease} />
      {body}
    </section>
  );
}

function TypingIntro(props: { limitSeconds: number; hasRun: boolean; problem?: 'no-storage' | 'failed'; isStarting: boolean; isBlocked: boolean; onStart(): void }) {
  const [onMobile] = useState(isTouchOrNarrow);
  const time = formatClock(props.limitSeconds);
  return (
    <>
      {onMobile && (
        <div className="notice notice--warning tt-mobile" role="note">
          <p>
            <strong>
              <Trans>This typing test is meant for a computer with a keyboard.</Trans>
            </strong>{' '}
            <Trans>On a phone or tablet your speed will probably look lower than it is. If you can, take it on a computer.</Trans>
          </p>
        </div>
      )}
      <p className="tt-lead">
        <Trans>Type the passage shown on the next screen as quickly and accurately as you can. The clock starts when you press Start.</Trans>
      </p>
      <ul className="tt-facts">
        <li>
          <Trans>You have {time} (minutes:seconds).</Trans>
        </li>
        <li>
          <Trans>Mistakes you correct with Backspace still lower your accuracy; mistakes you leave lower your speed.</Trans>
        </li>
        <li>
          <Trans>Pasting is turned off. Your typing is saved on this device as you go, even without a connection.</Trans>
        </li>
      </ul>
      {props.problem === 'no-storage' && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>This browser cannot save your typing on this device (private browsing may block it). Please use a normal window.</Trans>
          </p>
        </div>
      )}
      {props.problem === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>The typing test could not start. Please try again.</Trans>
          </p>
        </div>
      )}
      <div className="tt-actions">
        <Button onClick={props.onStart} isBusy={props.isStarting} busyLabel={<Trans>Starting…</Trans>} disabled={props.isBlocked}>
          {props.hasRun ? <Trans>Continue the typing test</Trans> : <Trans>Start the typing test</Trans>}
        </Button>
      </div>
    </>
  );
}

const SAVE_EVERY_MS = 1000;

function TypingRun({ attemptId, run }: { attemptId: string; run: TypingRunRecord }) {
  const { t } = useLingui();
  const passage = run.passageText;
  const limitMs = run.limitSeconds * 1000;
  const [typed, setTyped] = useState(run.typedText);
  const [elapsed, setElapsed] = useState(run.elapsedMs);
  const eventsRef = useRef<KeyEvent[]>([...run.events]);
  const typedRef = useRef(run.typedText);
  // Run time: what earlier visits used plus a monotonic clock since this one began (moving the device clock changes nothing).
  const clockRef = useRef({ base: run.elapsedMs, since: 0 });
  const [liveWpm, setLiveWpm] = useState(0);
  const finishedRef = useRef(false);
  const dirtyRef = useRef(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  // A running typing run holds a new app version back until it finishes (promise 10).
  useHoldUpdates('typing-run', true);

  const now = () => Math.min(limitMs, clockRef.current.base + (performance.now() - clockRef.current.since));
  const progress = () => ({ events: eventsRef.current, typedText: typedRef.current, elapsedMs: Math.round(now()) });

  function finish() {
    if (finishedRef.current) return;
    finishedRef.current = true;
    void finishTypingRun(attemptId, progress()).then(() => requestSync());
  }

  useEffect(() => {
    clockRef.current.since = performance.now();
    areaRef.current?.focus();
    let lastSave = performance.now();
    const timer = setInterval(() => {
      const current = now();
      setElapsed(current);
      setLiveWpm(scoreTyping(passage, eventsRef.current, Math.max(current, 1000)).netWpm);
      if (current >= limitMs) {
        finish();
        return;
      }
      if (dirtyRef.current && performance.now() - lastSave >= SAVE_EVERY_MS) {
        dirtyRef.current = false;
        lastSave = performance.now();
        void saveTypingProgress(attemptId, progress());
      }
    }, 200);
    const onHide = () => void saveTypingProgress(attemptId, progress());
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
    };
    // The run's identity is fixed for the life of this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  function onChange(next: string) {
    if (finishedRef.current) return;
    eventsRef.current.push(...diffToEvents(typedRef.current, next, Math.round(now())));
    typedRef.current = next;
    dirtyRef.current = true;
    setTyped(next);
    if (next.length >= passage.length) finish();
  }

  const remaining = Math.max(0, limitMs - elapsed) / 1000;
  const mistakes = useMemo(() => [...typed].filter((c, i) => passage[i] !== c).length, [typed, passage]);
  const lowTime = remaining <= 10;

  return (
    <div className="tt-run">
      <div className="tt-status">
        <p className={`tt-clock${lowTime ? ' tt-clock--low' : ''}`} role="timer" aria-label={t`Time left`}>
          {formatClock(remaining)}
        </p>
        <p className="tt-live">
          <Trans>{Math.round(liveWpm)} WPM so far</Trans>
        </p>
        <p className="tt-live">
          <Trans>Uncorrected mistakes: {mistakes}</Trans>
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {lowTime && remaining > 0 ? <Trans>10 seconds left.</Trans> : ''}
      </p>
      <PassageView passage={passage} typed={typed} />
      <p id="tt-passage-text" className="visually-hidden">
        {passage}
      </p>
      <label htmlFor="tt-input" className="tt-label">
        <Trans>Type the passage here</Trans>
      </label>
      <textarea
        id="tt-input"
        ref={areaRef}
        className="tt-input"
        value={typed}
        aria-describedby="tt-passage-text tt-feedback-help"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      />
      <p id="tt-feedback-help" className="tt-muted">
        <Trans>In the passage, letters you typed wrongly are struck through and underlined; the next letter to type is boxed.</Trans>
      </p>
      <div className="tt-actions">
        <Button variant="secondary" onClick={finish}>
          <Trans>Finish now</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The passage, each character marked typed-right, typed-wrong (struck through, not only coloured) or next. */
function PassageView({ passage, typed }: { passage: string; typed: string }) {
  const spans = useMemo(
    () =>
      [...passage].map((char, i) => {
        let state = '';
        if (i < typed.length) state = typed[i] === char ? 'tt-ok' : 'tt-bad';
        else if (i === typed.length) state = 'tt-next';
        return (
          <span key={i} className={state || undefined}>
            {char}
          </span>
        );
      }),
    [passage, typed],
  );
  return (
    <div className="tt-passage" aria-hidden="true" lang={undefined}>
      {spans}
    </div>
  );
}

function TypingResults({ attempt, run, activity }: { attempt: AttemptRecord; run: TypingRunRecord; activity: TypingActivityRef }) {
  const isOnline = useIsOnline();
  const local = scoreTyping(run.passageText, run.events, Math.max(run.elapsedMs, 1000));
  const result: ShownResult = run.result ?? {
    attempt_id: attempt.attemptId,
    typing_passage_id: run.passageId,
    net_wpm: local.netWpm,
    raw_wpm: local.rawWpm,
    accuracy: local.accuracy,
    corrections: local.corrections,
    keystrokes: local.keystrokes,
    elapsed_ms: run.elapsedMs,
    completed_at: run.finishedAt ?? '',
  };
  let status;
  if (isRunRefusedByLease(attempt)) {
    // The lease notice above says why and how to continue here; the run is kept as typed.
    status = null;
  } else if (attempt.refusal && !run.result) {
    status = (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>The server did not accept this result: {attempt.refusal.message}</Trans>
        </p>
      </div>
    );
  } else if (attempt.status === 'submitted') {
    status = (
      <p className="notice notice--success" role="status">
        <Trans>Your result has been received. Thank you!</Trans>
      </p>
    );
  } else if (!isOnline) {
    status = (
      <p className="notice notice--warning" role="status">
        <Trans>Your result is saved on this device and will be sent when you're back online.</Trans>
      </p>
    );
  } else {
    status = (
      <p className="notice" role="status">
        <Trans>Sending your result…</Trans>
      </p>
    );
  }
  return (
    <>
      {status}
      <ResultList result={result} />
      <TypingTrackerLink activity={activity} />
    </>
  );
}

/** What the result list shows: the server's numbers once received, this device's until then. */
type ShownResult = Omit<TypingResult, 'answer_count' | 'answers_hash'>;

function ResultList({ result }: { result: ShownResult }) {
  return (
    <>
      <h2 className="tt-subtitle">
        <Trans>Your result</Trans>
      </h2>
      <dl className="tt-results">
        <div>
          <dt>
            <Trans>Net speed</Trans>
          </dt>
          <dd>
            <Trans>{result.net_wpm} WPM</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Accuracy</Trans>
          </dt>
          <dd>{result.accuracy}%</dd>
        </div>
        <div>
          <dt>
            <Trans>Raw speed</Trans>
          </dt>
          <dd>
            <Trans>{result.raw_wpm} WPM</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Corrections</Trans>
          </dt>
          <dd>{result.corrections}</dd>
        </div>
      </dl>
      <p className="tt-muted">
        <Trans>
          Net speed counts the words you typed correctly (five characters make a word); raw speed counts every character you typed; accuracy is the share of
          your keystrokes that were right.
        </Trans>
      </p>
    </>
  );
}
