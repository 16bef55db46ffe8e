import { createFileRoute } from '@tanstack/react-router';
import { ScaleQualityView } from '../../../../features/dashboards/scale-quality-views.tsx';
import { scaleQualityQuery } from '../../../../features/dashboards/scale-quality.queries.ts';
import { useDashboardScope, loadDashboard, reportLanguage } from './-dashboard-scope.ts';

/** The quality of each scale (D304): from every completed attempt, so the filters do not change it. */
export const Route = createFileRoute('/_staff/account/dashboard/scale-quality')({
  staticData: { access: 'company-dashboard' },
  loader: ({ context, cause }) =>
    loadDashboard({ ...context, cause }, (accountId) =>
      context.queryClient.ensureQueryData(scaleQualityQuery(accountId, reportLanguage())),
    ),
  component: function DashboardRoute() {
    const { accountId } = useDashboardScope();
    return <ScaleQualityView accountId={accountId} />;
  },
});
