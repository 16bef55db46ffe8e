/**
 * One correlation in figures and words (decision D118): r, its 95% interval, what it means for
 * staying or for the performance rating, and how many people are behind it, "too few to rely on"
 * below the reliable minimum. The /people turnover panel and the job-profile dashboards show it.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TurnoverAttribute } from '../../../contracts/people.ts';
import './correlation-reading.css';

/** One correlation in figures and words: r, its interval, what it means and how many people are behind it (D118). */
export function CorrelationReading({ attribute, minimum, outcome = 'staying' }: { attribute: Pick<TurnoverAttribute, 'correlation' | 'reading'>; minimum: number; outcome?: 'staying' | 'performance' }) {
  const { t, i18n } = useLingui();
  const { correlation: c, reading } = attribute;
  const n = c.n;
  const fmt = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (c.r === null || c.low === null || c.high === null) return <p className="correlation-reading__words">{t`Based on ${n} people: not enough to compute.`}</p>;
  const r = fmt(c.r);
  const low = fmt(c.low);
  const high = fmt(c.high);
  const size = outcome === 'performance' ? performanceSize(reading) : stayingSize(reading);
  return (
    <>
      <p className="correlation-reading__figure">
        <Trans>
          r = {r} (95% interval {low} to {high})
        </Trans>
      </p>
      <p className="correlation-reading__words">
        {size} {reading.excludes_zero ? t`The interval excludes no relation.` : t`The interval includes no relation.`}{' '}
        {reading.too_few ? t`Based on ${n} people; too few to rely on (we rely on ${minimum} or more).` : t`Based on ${n} people.`}
      </p>
    </>
  );
}

function stayingSize(reading: TurnoverAttribute['reading']): string {
  if (reading.strength === 'none') return t`No clear relation with staying.`;
  if (reading.direction === 'positive') {
    return reading.strength === 'strong'
      ? t`People who score higher tend strongly to stay.`
      : reading.strength === 'moderate'
        ? t`People who score higher tend to stay.`
        : t`People who score higher stay slightly more often.`;
  }
  return reading.strength === 'strong'
    ? t`People who score higher tend strongly to leave.`
    : reading.strength === 'moderate'
      ? t`People who score higher tend to leave.`
      : t`People who score higher leave slightly more often.`;
}

function performanceSize(reading: TurnoverAttribute['reading']): string {
  if (reading.strength === 'none') return t`No clear relation with the performance rating.`;
  if (reading.direction === 'positive') {
    return reading.strength === 'strong'
      ? t`People who score higher are rated much higher.`
      : reading.strength === 'moderate'
        ? t`People who score higher tend to be rated higher.`
        : t`People who score higher are rated slightly higher.`;
  }
  return reading.strength === 'strong'
    ? t`People who score higher are rated much lower.`
    : reading.strength === 'moderate'
      ? t`People who score higher tend to be rated lower.`
      : t`People who score higher are rated slightly lower.`;
}

