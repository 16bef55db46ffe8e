import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf, uuidText } from '../../-search.ts';
import { PathwayStaffReportScreen } from '../../../features/pathways/pathway-staff-report-screen.tsx';
import { reportLanguageOf, staffPathwayReportQueryOptions } from '../../../features/pathways/pathway-report.queries.ts';
import { i18n } from '../../../lib/i18n.ts';

const pathwayReportSearch = searchOf({ refId: uuidText, job_id: positiveId, from: positiveId });

/** /pathway/report?refId=&job_id=&from=: a pathway tracker's report for staff who may work on the pathway. */
export const Route = createFileRoute('/_staff/pathway/report')({
  staticData: { access: 'pathways' },
  validateSearch: pathwayReportSearch,
  loaderDeps: ({ search }) => ({ refId: search.refId?.toLowerCase() }),
  // A missing or refused report shows on the page (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (deps.refId === undefined) return;
    await context.queryClient
      .ensureQueryData(staffPathwayReportQueryOptions(deps.refId, reportLanguageOf(i18n.locale)))
      .catch(() => undefined);
  },
  component: function PathwayReportRoute() {
    const { refId, job_id, from } = Route.useSearch();
    return <PathwayStaffReportScreen refId={refId?.toLowerCase()} jobId={job_id} userSmartreqId={from} />;
  },
});
