/**
 * A scale's score with its band (D304): "41 ± 4", the band being the scale's standard error of
 * measurement from the company's own attempts. Without one (too few attempts) the score stands alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore } from './scorecard-format.tsx';

/** Whole points, or one decimal under 1. */
export function bandText(sem: number): string {
  return String(sem >= 1 ? Math.round(sem) : Math.round(sem * 10) / 10);
}

export function ScoreWithBand({ score, sem }: { score: number; sem?: number | null }) {
  const { t } = useLingui();
  const shown = formatScore(score);
  if (sem === undefined || sem === null) return <span className="scorecard-score__number">{shown}</span>;
  const band = bandText(sem);
  return (
    <span className="scorecard-score__number">
      <Trans>
        {shown} ± {band}
      </Trans>
      <span className="visually-hidden"> {t`(give or take ${band}: the scale's standard error of measurement)`}</span>
    </span>
  );
}
