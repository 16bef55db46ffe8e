import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ReportView } from './report-view.tsx';
import { printPathOf, reportLanguage, reportQueryOptions } from './reports.queries.ts';
import './reports.css';

function ReportState({ query }: { query: ReturnType<typeof useQuery> }) {
  if (query.isPending)
    return (
      <p className="reports-page__muted" role="status">
        <Trans>Loading the report…</Trans>
      </p>
    );
  if (query.isError)
    return (
      <div className="reports-page__error" role="alert">
        <p>{errorText(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  return null;
}

/** /user/assessment-report/{assessment_id}: one report on screen, with a link to its print view. */
export function ReportScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const report = useQuery(reportQueryOptions(id, reportLanguage(i18n.locale)));
  useDocumentTitle(report.data?.title ?? t`Assessment report`);
  return (
    <div className="reports-page">
      <nav className="report-actions" aria-label={t`Report`}>
        <Link to="/user/reports">
          <Trans>Back to My Reports</Trans>
        </Link>
        {report.data && (
          <Link to={printPathOf(report.data.kind)} search={{ id }}>
            <Trans>Printable version</Trans>
          </Link>
        )}
      </nav>
      {report.data ? (
        <ReportView report={report.data} />
      ) : (
        <>
          <h1>
            <Trans>Assessment report</Trans>
          </h1>
          <ReportState query={report} />
        </>
      )}
    </div>
  );
}

/** The print views (/PrintPersonalityReport?id=... and the others): the report laid out for paper. */
export function PrintReportScreen({ id }: { id: string | undefined }) {
  const { t, i18n } = useLingui();
  const report = useQuery({ ...reportQueryOptions(id ?? '', reportLanguage(i18n.locale)), enabled: Boolean(id) });
  useDocumentTitle(report.data ? t`${report.data.title} (printable)` : t`Printable report`);
  return (
    <div className="report-print">
      <div className="report-print__toolbar no-print">
        <Link to="/user/reports">
          <Trans>Back to My Reports</Trans>
        </Link>
        {report.data && (
          <Button onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
      </div>
      {report.data ? (
        <ReportView report={report.data} />
      ) : (
        <>
          <h1>
            <Trans>Printable report</Trans>
          </h1>
          {id ? (
            <ReportState query={report} />
          ) : (
            <p>
              <Trans>No report was chosen. Open a report from My Reports.</Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
