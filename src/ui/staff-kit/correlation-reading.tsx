/**
 * One correlation in figures and words (decision D118): r, its 95% interval, what it means for
 * staying or for the performance rating, and how many people are behind it, "too few to rely on"
 * below the reliable minimum. The /people turnover panel and the job-profile dashboards show it.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TurnoverAttribute } from '../../../contracts/people.ts';
import './correlation-reading.css';

/** A scatter point: the score and the outcome, stayed (turnover panel) or a value (1 stayed / 0 left, or the rating). */
type Point = { score: number; stayed?: boolean; value?: number };

const allSame = (values: readonly unknown[]) => values.length > 0 && values.every((v) => v === values[0]);

/**
 * Why a correlation with 5 people or more could not be computed, read from its points: nobody's
 * outcome differs (everyone stayed, everyone left, everyone has the same rating) or nobody's score
 * does. Under 5 people, or without points, it is simply too few.
 */
export function whyNoCorrelation(
  n: number,
  points: readonly Point[] | undefined,
  outcome: 'staying' | 'performance',
): 'too_few' | 'all_stayed' | 'all_left' | 'same_rating' | 'same_score' {
  if (n < 5 || points === undefined || points.length === 0) return 'too_few';
  const outcomes = points.map((p) => (p.stayed === undefined ? p.value : p.stayed ? 1 : 0));
  if (allSame(outcomes))
    return outcome === 'performance' ? 'same_rating' : outcomes[0] === 0 ? 'all_left' : 'all_stayed';
  if (allSame(points.map((p) => p.score))) return 'same_score';
  return 'too_few';
}

function noCorrelationText(why: ReturnType<typeof whyNoCorrelation>, n: number): string {
  switch (why) {
    case 'all_stayed':
      return t`Based on ${n} people: everyone stayed, so nothing can relate to staying yet.`;
    case 'all_left':
      return t`Based on ${n} people: everyone left, so nothing can relate to staying yet.`;
    case 'same_rating':
      return t`Based on ${n} people: everyone has the same rating, so nothing can relate to it yet.`;
    case 'same_score':
      return t`Based on ${n} people: everyone has the same score, so it cannot tell them apart.`;
    case 'too_few':
      return t`Based on ${n} people: not enough to compute.`;
  }
}

/** One correlation in figures and words: r, its interval, what it means and how many people are behind it (D118). */
export function CorrelationReading({
  attribute,
  minimum,
  outcome = 'staying',
}: {
  attribute: Pick<TurnoverAttribute, 'correlation' | 'reading'> & { points?: readonly Point[] };
  minimum: number;
  outcome?: 'staying' | 'performance';
}) {
  const { t, i18n } = useLingui();
  const { correlation: c, reading } = attribute;
  const n = c.n;
  const fmt = (value: number) => i18n.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (c.r === null || c.low === null || c.high === null)
    return (
      <p className="correlation-reading__words">
        {noCorrelationText(whyNoCorrelation(n, attribute.points, outcome), n)}
      </p>
    );
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
        {reading.too_few
          ? t`Based on ${n} people; too few to rely on (we rely on ${minimum} or more).`
          : t`Based on ${n} people.`}
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
