/**
 * /pathway/report?refId=: a pathway tracker's report for staff who may work on the pathway (the
 * same endpoint and rule as the employee's /user/pathways/report; anyone else gets "not found").
 * Worded for staff; kept out of the persisted candidate reads (its own query key).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PathwayReportView } from './pathway-report-view.tsx';
import { ReportPending } from './report-pending.tsx';
import { reportLanguageOf, staffPathwayReportQueryOptions } from './pathway-report.queries.ts';
import './pathways.css';

export interface PathwayStaffReportScreenProps {
  refId: string | undefined;
  /** The scorecard the link came from, to go back to. */
  userSmartreqId?: number;
  /** The pathway's job_id, for the link to its roles. */
  jobId?: number;
}

export function PathwayStaffReportScreen({ refId, userSmartreqId, jobId }: PathwayStaffReportScreenProps) {
  const { t, i18n } = useLingui();
  const report = useQuery({
    ...staffPathwayReportQueryOptions(refId ?? '', reportLanguageOf(i18n.locale)),
    enabled: refId !== undefined,
  });
  const data = report.data;
  useDocumentTitle(data ? t`Pathway report of ${data.candidate_name}` : t`Pathway report`);
  const isMissing = refId === undefined || (report.error instanceof ApiError && report.error.status === 404);

  return (
    <div className="pathway-page">
      <nav className="pathway-staff-nav no-print" aria-label={t`Pathway report`}>
        {userSmartreqId !== undefined && (
          <Link to="/smartreq-detail-applicant/{-$id}" params={{ id: String(userSmartreqId) }}>
            <Trans>Back to the scorecard</Trans>
          </Link>
        )}
        {userSmartreqId === undefined && jobId !== undefined && (
          <Link id="pathway-report-participants" to="/pathway/participants" search={{ job_id: jobId }}>
            <Trans>Back to the participants</Trans>
          </Link>
        )}
        {data && jobId !== undefined && (
          <Link id="pathway-report-roles" to="/pathway/setup/pathway-jobs" search={{ job_id: jobId }}>
            <Trans>Pathway roles and weights</Trans>
          </Link>
        )}
        {data && (
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
      </nav>
      {data ? (
        <div data-audience="staff">
          <PathwayReportView report={data} audience="staff" />
        </div>
      ) : (
        <ReportPending
          report={report}
          missing={
            isMissing ? (
              <Trans>This pathway report does not exist or you do not have access to its pathway.</Trans>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
