import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PathwayReportView } from './pathway-report-view.tsx';
import { ReportPending } from './report-pending.tsx';
import { pathwayReportQueryOptions, reportLanguageOf } from './pathway-report.queries.ts';
import './pathways.css';

export interface PathwayReportScreenProps {
  /** The pathway tracker to show; undefined when the candidate is on no pathway. */
  target: { refId: string; jobUuid: string } | undefined;
}

/** /user/pathways/report: the pathway report of the selected pathway tracker, printable. */
export function PathwayReportScreen({ target }: PathwayReportScreenProps) {
  const { t, i18n } = useLingui();
  const report = useQuery({
    ...pathwayReportQueryOptions(target?.refId ?? '', reportLanguageOf(i18n.locale)),
    enabled: target !== undefined,
  });
  useDocumentTitle(report.data ? t`Pathway report: ${report.data.pathway_title}` : t`Pathway report`);

  if (!target) {
    return (
      <div className="pathway-page">
        <h1>
          <Trans>Pathway report</Trans>
        </h1>
        <p>
          <Trans>
            You are not on a career pathway yet. When your company invites you to one, its report shows here.
          </Trans>
        </p>
        <Link to="/user/progress">
          <Trans>Go to My Progress</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="pathway-page">
      <nav className="pathway-actions no-print" aria-label={t`Report`}>
        <Link to="/user/progress-tracker" search={{ jobUuid: target.jobUuid, refId: target.refId }}>
          <Trans>Back to my pathway</Trans>
        </Link>
        {report.data && (
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
      </nav>
      {report.data ? <PathwayReportView report={report.data} /> : <ReportPending report={report} />}
    </div>
  );
}
