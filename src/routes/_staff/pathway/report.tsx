import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PathwayStaffReportScreen } from '../../../features/pathways/pathway-staff-report-screen.tsx';

const positive = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))), undefined);
const pathwayReportSearch = z.object({
  refId: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i))), undefined),
  job_id: positive,
  from: positive,
});

/** /pathway/report?refId=&job_id=&from=: a pathway tracker's report for staff who may work on the pathway. */
export const Route = createFileRoute('/_staff/pathway/report')({
  validateSearch: pathwayReportSearch,
  component: function PathwayReportRoute() {
    const { refId, job_id, from } = Route.useSearch();
    return <PathwayStaffReportScreen refId={refId?.toLowerCase()} jobId={job_id} userSmartreqId={from} />;
  },
});
