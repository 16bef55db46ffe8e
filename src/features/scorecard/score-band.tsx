/**
 * A scale's score with its band (D304): "41 ± 4", the band being the scale's standard error of
 * measurement from the company's own attempts. Without one (too few attempts) the score stands alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatScore } from './scorecard-format.tsx';

/** Whole points, or one decimal under 1, in the reader's number format. */
export function bandText(sem: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: sem >= 1 ? 0 : 1 }).format(sem);
}

export function ScoreWithBand({ score, sem }: { score: number; sem?: number | null }) {
  const { t, i18n } = useLingui();
  const shown = formatScore(score, i18n.locale);
  if (sem === undefined || sem === null) return <span className="scorecard-score__number">{shown}</span>;
  const band = bandText(sem, i18n.locale);
  return (
    <span className="scorecard-score__number">
      <Trans>
        {shown} ± {band}
      </Trans>
      <span className="visually-hidden"> {t`(give or take ${band}: the scale's standard error of measurement)`}</span>
    </span>
  );
}
