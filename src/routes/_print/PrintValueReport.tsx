import { createFileRoute } from '@tanstack/react-router';
import { PrintReportScreen } from '../../features/reports/report-screen.tsx';
import { reportSearch } from './-report-search.ts';

/** ?id= is the report's user_asmt_id (GET /user/v1/assessment-report/{id}/). */
export const Route = createFileRoute('/_print/PrintValueReport')({
  staticData: { access: 'signed-in' },
  validateSearch: reportSearch,
  component: function PrintValueReportRoute() {
    const { id } = Route.useSearch();
    return <PrintReportScreen key={id} id={id} />;
  },
});
