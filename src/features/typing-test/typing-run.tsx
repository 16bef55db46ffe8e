/**
 * A timed run over the passage with per-character feedback. What is typed is saved to IndexedDB
 * as it goes (and when the page is hidden), so a reload resumes the run with the time already used.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { diffToEvents, scoreTyping, type KeyEvent } from '../../../contracts/typing-score.ts';
import type { TypingRunRecord } from '../../offline/db.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { finishTypingRun, saveTypingProgress } from '../../offline/typing-runs.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { Button } from '../../ui/form/button.tsx';
import { formatClock } from './device.ts';

const SAVE_EVERY_MS = 1000;

export function TypingRun({ attemptId, run }: { attemptId: string; run: TypingRunRecord }) {
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
        <Trans>
          In the passage, letters you typed wrongly are struck through and underlined; the next letter to type is boxed.
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
