import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatCountdown } from '../../offline/skills-timer.ts';
import { TimerAnnouncer } from '../../ui/timer-announcer/timer-announcer.tsx';

/**
 * The section's time left: a visible clock (hidden from screen readers, which would hear every
 * second) and a polite live region that speaks only at the milestones (the start, each whole
 * minute, 10 seconds left, and the end; src/ui/timer-announcer/timer-milestones.ts, D271). With an approved "no visible
 * countdown" (D200, D214) the clock and the milestones stay hidden until the candidate asks to see
 * them; the time is still kept, and the screen says when it is up.
 */
export function Countdown({
  seconds,
  totalSeconds,
  sectionTitle,
  isHidden = false,
}: {
  seconds: number;
  totalSeconds: number;
  sectionTitle: string;
  isHidden?: boolean;
}) {
  const [isShown, setShown] = useState(false);
  const low = seconds <= 60;
  if (isHidden && !isShown)
    return (
      <div className="st-countdown st-countdown--hidden" data-testid="countdown" data-hidden="true">
        <span className="st-countdown__label">
          <Trans>The time is kept without a clock on screen, as your accommodation asks.</Trans>
        </span>{' '}
        <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
          <Trans>Show the time left</Trans>
        </button>
      </div>
    );
  return (
    <div className={`st-countdown${low ? ' st-countdown--low' : ''}`} data-testid="countdown">
      <span className="st-countdown__label">
        <Trans>Time left</Trans>
      </span>{' '}
      <span className="st-countdown__value" aria-hidden="true" data-seconds={seconds}>
        {formatCountdown(seconds)}
      </span>
      <span className="visually-hidden">
        <Trans>{formatCountdown(seconds)} (minutes and seconds)</Trans>
      </span>
      <TimerAnnouncer secondsLeft={seconds} totalSeconds={totalSeconds} what={sectionTitle} />
    </div>
  );
}
