/**
 * A timed run over the passage with per-character feedback. What is typed is saved to IndexedDB
 * as it goes (and when the page is hidden), so a reload resumes the run with the time already used
 * and the caret after the text. Each change of the text box is logged as the edit it was, wherever
 * the caret is (contracts/typing-score.ts diffToEvents).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { alignTyped, diffToEvents, netWpmOf, type Alignment, type KeyEvent } from '../../../contracts/typing-score.ts';
import type { TypingRunRecord } from '../../offline/db.ts';
import { useCameraStills, type CameraStillsInput } from '../../offline-hooks/use-camera-stills.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { finishTypingRun, saveTypingProgress } from '../../offline/typing-runs.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { Button } from '../../ui/form/button.tsx';
import { TimerAnnouncer } from '../../ui/timer-announcer/timer-announcer.tsx';
import { formatClock } from './device.ts';

const SAVE_EVERY_MS = 1000;

export function TypingRun({
  attemptId,
  run,
  isClockHidden = false,
  startsAtFirstKey = false,
  camera = null,
}: {
  attemptId: string;
  run: TypingRunRecord;
  /** The attempt with the camera check's consent given (D455): its photos are taken as the run's time passes. */
  camera?: CameraStillsInput['attempt'];
  /** An approved "no visible countdown" (D200, D214): the clock shows only when asked for. */
  isClockHidden?: boolean;
  /** An approved screen-reader mode (D232): a run not begun yet starts its clock with the first key typed. */
  startsAtFirstKey?: boolean;
}) {
  const [isClockShown, setClockShown] = useState(false);
  const { t } = useLingui();
  const passage = run.passageText;
  const limitMs = run.limitSeconds * 1000;
  const [typed, setTyped] = useState(run.typedText);
  const [elapsed, setElapsed] = useState(run.elapsedMs);
  const eventsRef = useRef<KeyEvent[]>([...run.events]);
  const typedRef = useRef(run.typedText);
  // Run time: what earlier visits used plus a monotonic clock since this one began (moving the device clock changes nothing).
  // `since` null: the clock waits for the first key (screen-reader mode, before anything is typed).
  const waitsForKey = startsAtFirstKey && run.elapsedMs === 0 && run.typedText === '';
  const clockRef = useRef<{ base: number; since: number | null }>({ base: run.elapsedMs, since: null });
  const [isWaitingForKey, setWaitingForKey] = useState(waitsForKey);
  const finishedRef = useRef(false);
  const dirtyRef = useRef(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  // A running typing run holds a new app version back until it finishes (promise 10).
  useHoldUpdates('typing-run', true);

  const now = () => {
    const { base, since } = clockRef.current;
    return since === null ? base : Math.min(limitMs, base + (performance.now() - since));
  };
  // A copy of the log: a save is written a moment later, and keys typed meanwhile must not enter it without their text.
  const progress = () => ({
    events: [...eventsRef.current],
    typedText: typedRef.current,
    elapsedMs: Math.round(now()),
  });

  function finish() {
    if (finishedRef.current) return;
    finishedRef.current = true;
    void finishTypingRun(attemptId, progress()).then(() => requestSync());
  }

  useEffect(() => {
    if (!waitsForKey) clockRef.current.since = performance.now();
    placeCaretAtEnd(areaRef.current);
    let lastSave = performance.now();
    const timer = setInterval(() => {
      const current = now();
      setElapsed(current);
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
    if (clockRef.current.since === null) {
      clockRef.current.since = performance.now();
      setWaitingForKey(false);
    }
    eventsRef.current.push(...diffToEvents(typedRef.current, next, Math.round(now())));
    typedRef.current = next;
    dirtyRef.current = true;
    setTyped(next);
    if (next.length >= passage.length) finish();
  }

  const isTyping = elapsed < limitMs && typed.length < passage.length;
  useCameraStills({ attempt: camera, isRunning: isTyping, position: elapsed, total: limitMs });

  const remaining = Math.max(0, limitMs - elapsed) / 1000;
  // The same alignment the server scores with: one slip is one mistake, the rest is judged in place.
  const alignment = useMemo(() => alignTyped(passage, typed), [passage, typed]);
  const mistakes = alignment.errors;
  const liveWpm = netWpmOf([...typed].length, mistakes, Math.max(elapsed, 1000));
  const lowTime = remaining <= 10;

  return (
    <div className="tt-run">
      <div className="tt-status">
        {isClockHidden && !isClockShown ? (
          <p className="tt-live" data-testid="hidden-clock">
            <Trans>The time is kept without a clock on screen, as your accommodation asks.</Trans>{' '}
            <button type="button" className="button button--secondary" onClick={() => setClockShown(true)}>
              <Trans>Show the time left</Trans>
            </button>
          </p>
        ) : (
          // Not live: the announcer below speaks the milestones (D271), never each second.
          <p
            className={`tt-clock${lowTime ? ' tt-clock--low' : ''}`}
            role="timer"
            aria-live="off"
            aria-label={t`Time left`}
          >
            {formatClock(remaining)}
          </p>
        )}
        <p className="tt-live">
          <Trans>{Math.round(liveWpm)} WPM so far</Trans>
        </p>
        <p className="tt-live">
          <Trans>Uncorrected mistakes: {mistakes}</Trans>
        </p>
        <progress
          className="tt-progress"
          max={passage.length}
          value={alignment.marks.length}
          aria-label={t`Share of the passage typed`}
        />
      </div>
      {isWaitingForKey && (
        <p className="tt-live" data-testid="clock-waits">
          <Trans>The clock starts with the first key you type.</Trans>
        </p>
      )}
      {(!isClockHidden || isClockShown) && (
        <TimerAnnouncer secondsLeft={remaining} totalSeconds={run.limitSeconds} what={t`the typing test`} />
      )}
      <PassageView passage={passage} alignment={alignment} />
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
        <Trans>
          In the passage, letters you typed wrongly or left out are struck through and underlined, and extra letters you
          typed are shown struck through where you typed them; the next letter to type is boxed.
        </Trans>
      </p>
      <div className="tt-actions">
        <Button variant="secondary" onClick={finish}>
          <Trans>Finish now</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Focuses the text box with the caret after what is typed: a run resumed after a reload goes on
 * where it stopped (the refilled box would otherwise put the caret at its start).
 */
function placeCaretAtEnd(area: HTMLTextAreaElement | null): void {
  if (!area) return;
  area.focus();
  const end = area.value.length;
  area.setSelectionRange(end, end);
  area.scrollTop = area.scrollHeight;
}

/**
 * The passage, each character marked typed-right, typed-wrong or left out (struck through, not only
 * coloured) or next; an extra typed letter appears struck through where it was typed.
 */
function PassageView({ passage, alignment }: { passage: string; alignment: Alignment }) {
  const spans = useMemo(() => {
    const chars = [...passage];
    const extrasAt = new Map<number, string>();
    for (const extra of alignment.extras) extrasAt.set(extra.at, (extrasAt.get(extra.at) ?? '') + extra.char);
    const out = [];
    for (let i = 0; i <= chars.length; i += 1) {
      const extra = extrasAt.get(i);
      if (extra) {
        out.push(
          <span key={`x${i}`} className="tt-bad tt-extra">
            {extra}
          </span>,
        );
      }
      if (i === chars.length) break;
      const mark = alignment.marks[i];
      let state = '';
      if (mark === 'ok') state = 'tt-ok';
      else if (mark) state = 'tt-bad';
      else if (i === alignment.marks.length) state = 'tt-next';
      out.push(
        <span key={i} className={state || undefined}>
          {chars[i]}
        </span>,
      );
    }
    return out;
  }, [passage, alignment]);
  return (
    <div className="tt-passage" aria-hidden="true" lang={undefined}>
      {spans}
    </div>
  );
}
