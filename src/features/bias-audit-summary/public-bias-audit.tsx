/**
 * /bias-audit/{accountUuid}: a company's published bias-audit summaries, public (D208), linked
 * from its career page and the staff audit page. Each states what NYC's Local Law 144 asks
 * besides the figures (D273): the audit's date, the independent auditor, the tool's distribution
 * date, the data's source and period. Every table is a labelled region that scrolls from the keyboard.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BiasAuditDetails, BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { call } from '../../lib/api-client.ts';
import { getPublicBiasAudits } from '../../lib/api/bias-audit.ts';
import { errorText } from '../../lib/error-text.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
import { AuditMeasures, AuditMethod } from '../../ui/bias-audit-tables/audit-tables.tsx';
import './bias-audit-summary.css';

function AuditDetails({ details, report }: { details: BiasAuditDetails; report: BiasAuditReport }) {
  const { t, i18n } = useLingui();
  const day = (d: string | null) =>
    d ? i18n.date(`${d}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : t`Not stated`;
  const source =
    details.data_source === 'historical'
      ? t`The company's own applicants (historical data)`
      : details.data_source === 'test'
        ? t`Test data`
        : t`Not stated`;
  return (
    <dl className="audit-public__details">
      <div>
        <dt>
          <Trans>Date of the audit</Trans>
        </dt>
        <dd>{day(details.audit_date)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Independent auditor</Trans>
        </dt>
        <dd>{details.auditor ?? t`Not stated`}</dd>
      </div>
      <div>
        <dt>
          <Trans>Tool first used on candidates</Trans>
        </dt>
        <dd>{day(details.tool_distributed_on)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Source of the data</Trans>
        </dt>
        <dd>
          {source}
          {details.data_source_note && <span className="audit-public__note">{details.data_source_note}</span>}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Period of the data</Trans>
        </dt>
        <dd>
          {report.data_from ? (
            <Trans>
              Applications made from {day(report.from_date)} to {day(report.to_date)}; the first counted is dated{' '}
              {day(report.data_from)}, the last {day(report.data_to)}.
            </Trans>
          ) : (
            <Trans>
              No application was made from {day(report.from_date)} to {day(report.to_date)}.
            </Trans>
          )}
        </dd>
      </div>
    </dl>
  );
}

export function PublicBiasAudit({ accountUuid }: { accountUuid: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Bias audit summary`);
  const query = useQuery({
    queryKey: ['public-bias-audit', accountUuid],
    queryFn: ({ signal }) => call(getPublicBiasAudits, { params: { accountUuid }, signal }),
  });
  return (
    <div className="audit-public candidate-page">
      <h1>
        {query.data ? <Trans>Bias audit summary: {query.data.company_name}</Trans> : <Trans>Bias audit summary</Trans>}
      </h1>
      {query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : !query.data ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : query.data.summaries.length === 0 ? (
        <p className="audit-empty">
          <Trans>This company has not published a bias audit summary.</Trans>
        </p>
      ) : (
        <>
          {query.data.summaries.map((s) => (
            <section key={s.published_at} className="audit-public__summary">
              <h2>
                {s.report.scope === 'company' ? t`The whole company` : s.report.scope_name}: {s.report.from_date} –{' '}
                {s.report.to_date}
              </h2>
              <p className="audit-measure__meta">
                <Trans>
                  Published on <time dateTime={s.published_at}>{i18n.date(s.published_at, { dateStyle: 'long' })}</time>
                  .
                </Trans>
              </p>
              <AuditDetails details={s.details} report={s.report} />
              <AuditMeasures report={s.report} titles={KIND_BUILT_IN_TITLES} />
            </section>
          ))}
          <h2>
            <Trans>Method</Trans>
          </h2>
          <AuditMethod />
        </>
      )}
    </div>
  );
}
