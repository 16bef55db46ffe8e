import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { announcementFor, formatCountdown, type Announcement } from '../../offline/skills-timer.ts';

/**
 * The section's time left: a visible clock (hidden from screen readers, which would hear every
 * second) and a polite live region that speaks only at 5 minutes, 1 minute and 0.
 */
export function Countdown({ seconds, sectionTitle }: { seconds: number; sectionTitle: string }) {
  const { t } = useLingui();
  const previous = useRef<number | undefined>(undefined);
  const [spoken, setSpoken] = useState<Announcement | null>(null);
  useEffect(() => {
    const announcement = announcementFor(previous.current, seconds);
    previous.current = seconds;
    if (announcement) setSpoken(announcement);
  }, [seconds]);
  const low = seconds <= 60;
  const spokenText =
    spoken === 'five-minutes'
      ? t`5 minutes left in ${sectionTitle}.`
      : spoken === 'one-minute'
        ? t`1 minute left in ${sectionTitle}.`
        : spoken === 'time-up'
          ? t`Time is up for ${sectionTitle}.`
          : '';
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
      <p className="visually-hidden" aria-live="polite" role="status">
        {spokenText}
      </p>
    </div>
  );
}
