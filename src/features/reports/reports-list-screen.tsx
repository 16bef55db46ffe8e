import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { KIND_TEXT } from './report-texts.ts';
import { printPathOf, reportLanguage, reportsQueryOptions } from './reports.queries.ts';
import './reports.css';

/** /user/reports: the candidate's completed questionnaires, newest first, each opening its report. */
export function ReportsListScreen({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My Reports`);
  const reports = useQuery(reportsQueryOptions(userId, reportLanguage(i18n.locale)));
  const list = reports.data ?? [];
  return (
    <section className="reports-page" aria-labelledby="reports-title">
      <h1 id="reports-title" className="reports-page__title">
        <Trans>My Reports</Trans>
      </h1>
      {reports.isPending && (
        <p className="reports-page__muted" role="status">
          <Trans>Loading your reports…</Trans>
        </p>
      )}
      {reports.isError && (
        <div className="reports-page__error" role="alert">
          <p>{errorText(reports.error)}</p>
          <Button variant="secondary" onClick={() => void reports.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {reports.isSuccess && list.length === 0 && (
        <p className="reports-page__muted">
          <Trans>You have no reports yet. A report appears here when you complete a questionnaire.</Trans>
        </p>
      )}
      {list.length > 0 && (
        <ul className="reports-list" aria-label={t`Your reports`}>
          {list.map((report) => {
            const completed = i18n.date(new Date(report.completed_at), { dateStyle: 'medium' });
            return (
              <li key={report.user_asmt_id} className="reports-card">
                <h2 className="reports-card__title">
                  <Link to="/user/assessment-report/$assessment_id" params={{ assessment_id: report.user_asmt_id }}>
                    {report.title}
                  </Link>
                </h2>
                <p className="reports-card__meta">
                  <span>{i18n._(KIND_TEXT[report.kind])}</span>
                  <span>{report.job_title}</span>
                  <span>
                    <Trans>Completed {completed}</Trans>
                  </span>
                </p>
                <p className="reports-card__actions">
                  <Link
                    to={printPathOf(report.kind)}
                    search={{ id: report.user_asmt_id }}
                    aria-label={t`Printable version of ${report.title}, ${completed}`}
                  >
                    <Trans>Printable version</Trans>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
