/** /bias-audit/{accountUuid}: a company's published bias-audit summaries, public (D208). */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { getPublicBiasAudits } from '../../lib/api/bias-audit.ts';
import { errorText } from '../../lib/error-text.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AuditMeasures, AuditMethod } from '../../ui/bias-audit-tables/audit-tables.tsx';
import './bias-audit-summary.css';

export function PublicBiasAudit({ accountUuid }: { accountUuid: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Bias audit summary`);
  const query = useQuery({
    queryKey: ['public-bias-audit', accountUuid],
    queryFn: ({ signal }) => call(getPublicBiasAudits, { params: { accountUuid }, signal }),
  });
  return (
    <main className="audit-public candidate-page">
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
                  ; the data runs from {s.report.data_from ?? '–'} to {s.report.data_to ?? '–'}.
                </Trans>
              </p>
              <AuditMeasures report={s.report} />
            </section>
          ))}
          <h2>
            <Trans>Method</Trans>
          </h2>
          <AuditMethod />
        </>
      )}
    </main>
  );
}
