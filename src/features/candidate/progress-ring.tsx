import { useLingui } from '@lingui/react/macro';
import './progress-ring.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Percent complete as a ring: blue while in progress, green at 100 (seed 000 section 4), with the number as text. */
export function ProgressRing({ pct, size = 72 }: { pct: number; size?: number }) {
  const { t, i18n } = useLingui();
  const value = Math.max(0, Math.min(100, Math.round(pct)));
  const isComplete = value >= 100;
  return (
    <div
      className={`progress-ring ${isComplete ? 'progress-ring--complete' : 'progress-ring--progress'}`}
      style={{ width: size, height: size }}
      role="img"
      aria-label={t`${value}% complete`}
    >
      <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="progress-ring__track" cx="32" cy="32" r={RADIUS} />
        <circle
          className="progress-ring__bar"
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 32 32)"
        />
      </svg>
      {/* As the reader's language writes a percentage: "50 %" in French and Spanish, "50%" in English. */}
      <span className="progress-ring__text" aria-hidden="true">
        {i18n.number(value / 100, { style: 'percent' })}
      </span>
    </div>
  );
}
