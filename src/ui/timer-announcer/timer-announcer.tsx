import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { milestoneCrossed, type TimerMilestone } from './timer-milestones.ts';

/**
 * A polite live region that speaks a countdown's milestones (timer-milestones.ts), never every
 * second. The visible clock beside it stays out of the live updates (aria-hidden, or role="timer",
 * which is not live). `what` names the timed thing ("Typing test"), so the words stand alone.
 */
export function TimerAnnouncer({
  secondsLeft,
  totalSeconds,
  what,
}: {
  secondsLeft: number;
  totalSeconds: number;
  what: string;
}) {
  const { t } = useLingui();
  const previous = useRef<number | undefined>(undefined);
  const [spoken, setSpoken] = useState<TimerMilestone | null>(null);
  const whole = Math.ceil(secondsLeft);
  useEffect(() => {
    const milestone = milestoneCrossed(previous.current, whole, totalSeconds);
    previous.current = whole;
    if (milestone) setSpoken(milestone);
  }, [whole, totalSeconds]);

  let text = '';
  if (spoken?.kind === 'time-up') text = t`Time is up for ${what}.`;
  else if (spoken && spoken.secondsLeft < 60)
    text = plural(spoken.secondsLeft, { one: `# second left in ${what}.`, other: `# seconds left in ${what}.` });
  else if (spoken && spoken.secondsLeft % 60 !== 0)
    // A start part-way through a minute (a reload): the minute under way, said as what it is.
    text = plural(Math.ceil(spoken.secondsLeft / 60), {
      one: `Less than # minute left in ${what}.`,
      other: `Less than # minutes left in ${what}.`,
    });
  else if (spoken)
    text = plural(spoken.secondsLeft / 60, { one: `# minute left in ${what}.`, other: `# minutes left in ${what}.` });
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="timer-announcer">
      {text}
    </p>
  );
}
