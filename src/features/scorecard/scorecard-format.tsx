import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '../../../contracts/scorecard.ts';

export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Scores are 0 to 100; one decimal at most, written as the reader's language writes numbers ("68,8" in French and Spanish). */
export function formatScore(score: number | null, locale: string): string | null {
  return score === null ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);
}

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: ApplicationStatus) => ({ active: t`Active`, rejected: t`Rejected`, hired: t`Hired` })[status];
}

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  return (
    <span className={`scorecard-badge scorecard-badge--${status}`}>
      <span className="visually-hidden">{t`Status:`} </span>
      {label(status)}
    </span>
  );
}

/** A 0 to 100 bar; the number beside it carries the meaning, so the bar is hidden from screen readers. */
export function ScoreBar({ score }: { score: number | null }) {
  return (
    <span className="score-bar" aria-hidden="true">
      <span className="score-bar__fill" style={{ width: `${Math.max(0, Math.min(100, score ?? 0))}%` }} />
    </span>
  );
}
