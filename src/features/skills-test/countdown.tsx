import { Trans } from '@lingui/react/macro';
import { formatCountdown } from '../../offline/skills-timer.ts';
import { TimerAnnouncer } from '../../ui/timer-announcer/timer-announcer.tsx';

/**
 * The section's time left: a visible clock (hidden from screen readers, which would hear every
 * second) and a polite live region that speaks only at the milestones (half time, 5 minutes,
 * 1 minute, 30 seconds, and the end; src/ui/timer-milestones.ts).
 */
export function Countdown({
  seconds,
  totalSeconds,
  sectionTitle,
}: {
  seconds: number;
  totalSeconds: number;
  sectionTitle: string;
}) {
  const low = seconds <= 60;
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
