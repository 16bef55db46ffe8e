import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf, uuidText } from '../../-search.ts';
import { PathwayStaffReportScreen } from '../../../features/pathways/pathway-staff-report-screen.tsx';

const pathwayReportSearch = searchOf({ refId: uuidText, job_id: positiveId, from: positiveId });

/** /pathway/report?refId=&job_id=&from=: a pathway tracker's report for staff who may work on the pathway. */
export const Route = createFileRoute('/_staff/pathway/report')({
  validateSearch: pathwayReportSearch,
  component: function PathwayReportRoute() {
    const { refId, job_id, from } = Route.useSearch();
    return <PathwayStaffReportScreen refId={refId?.toLowerCase()} jobId={job_id} userSmartreqId={from} />;
  },
});
