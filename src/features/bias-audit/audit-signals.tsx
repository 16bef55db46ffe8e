/**
 * How timed tests were taken, by group (D402, D417), under the audit's measures: per kind of fact
 * the share of the scope's test takers it was noted for, by sex, race or ethnicity and both, with
 * the audit's ratios and tests, so a company sees whether a fact falls harder on one group. Framed
 * as facts and never a verdict; not part of the audit's files or summaries. Where the server says
 * the breakdown is not there (404: the EEOC dashboard off) or not for this reader (403), the
 * section is left out, as a reader who may not see it would never know it exists.
 */
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BiasAuditQueryValue } from '../../../contracts/bias-audit.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { BreakdownTable, type BreakdownWords } from '../../ui/bias-audit-tables/audit-tables.tsx';
import { SIGNAL_KIND_LABELS } from '../../ui/staff-kit/signal-kinds.ts';
import { auditSignalsQuery } from './bias-audit.queries.ts';

const isHidden = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

export function AuditSignals({ accountId, query }: { accountId: number; query: BiasAuditQueryValue }) {
  const { i18n, t } = useLingui();
  const signals = useQuery(auditSignalsQuery(accountId, query));
  // Seven columns on a phone: short headings keep the row to one line (French and Spanish wrapped
  // word by word, six lines tall), the full words for screen readers and on hover.
  const words: BreakdownWords = {
    count: { short: t({ message: 'Takers', context: 'short column heading' }), full: t`Test takers` },
    selected: { short: t({ message: 'Noted', context: 'short column heading' }), full: t`Noted for` },
    rate: { short: t({ message: 'Share', context: 'short column heading' }), full: t`Share noted` },
    ratio: { short: t({ message: 'Ratio', context: 'short column heading' }), full: t`Ratio to the most noted` },
    interval: { short: t({ message: '95% CI', context: 'short column heading' }), full: t`95% confidence interval` },
    pValue: { short: t({ message: 'p (Fisher)', context: 'short column heading' }), full: t`Fisher p-value` },
    reference: <Trans>(noted most often)</Trans>,
  };
  if (signals.isError && isHidden(signals.error)) return null;
  return (
    <section className="audit-signals" aria-labelledby="audit-signals-title">
      <h2 id="audit-signals-title">
        <Trans>How timed tests were taken, by group</Trans>
      </h2>
      <p>
        <Trans>
          What candidates' devices noted while they took a timed test (time away from the page, offline spells, paste
          attempts, full-screen exits, window changes): for each kind of fact, the share of test takers it was noted for
          at least once. These are facts the candidates were told about, not a verdict on anyone, and no fact changes a
          score, a rank or a fit. They are not measures of this audit and are never in its CSV, its PDF or a published
          summary.
        </Trans>
      </p>
      <p>
        <Trans>
          Ratio: a group's share divided by the share of the group the fact was noted for most often, with Fisher's
          exact test and a 95% interval as for the measures. A ratio well under 1 with a small p-value says the fact was
          noted more often for the group marked as noted most, which shared computers, unsteady connections or a
          disability can explain.
        </Trans>
      </p>
      {signals.isError ? (
        <p className="form-field__error" role="alert">
          {errorText(signals.error)}
        </p>
      ) : !signals.data ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : signals.data.takers === 0 ? (
        <p className="audit-empty">
          <Trans>No applicant finished a timed test in this period.</Trans>
        </p>
      ) : (
        <>
          <p className="audit-measure__meta">
            <Plural
              value={signals.data.takers}
              one="# applicant finished a timed test in this period."
              other="# applicants finished a timed test in this period."
            />
          </p>
          {signals.data.kinds.map((k) => {
            const name = i18n._(SIGNAL_KIND_LABELS[k.kind]);
            return (
              <details key={k.kind} className="audit-signals__kind">
                <summary>{name}</summary>
                {k.breakdowns.map((b) => (
                  <BreakdownTable key={b.dimension} name={name} breakdown={b} words={words} />
                ))}
              </details>
            );
          })}
        </>
      )}
    </section>
  );
}
