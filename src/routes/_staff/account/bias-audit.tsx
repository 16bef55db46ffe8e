import { createFileRoute } from '@tanstack/react-router';
import { BiasAuditScreen } from '../../../features/bias-audit/bias-audit-screen.tsx';
import {
  auditCompanyQuery,
  auditScopesQuery,
  publicationsQuery,
} from '../../../features/bias-audit/bias-audit.queries.ts';
import { loadDashboard } from './dashboard/-dashboard-scope.ts';

/** Company dashboard access at a company with the EEOC dashboard on (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/account/bias-audit')({
  staticData: { access: 'company-dashboard', accessPreference: 'EEOC_DASHBOARD' },
  // The choices, the published summaries and the company's public id (the public page's link);
  // the report itself follows the choices made on screen.
  loader: ({ context }) =>
    loadDashboard(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(auditScopesQuery(accountId)),
        context.queryClient.ensureQueryData(publicationsQuery(accountId)),
        context.queryClient.ensureQueryData(auditCompanyQuery(accountId)),
      ]),
    ),
  component: BiasAuditScreen,
});
