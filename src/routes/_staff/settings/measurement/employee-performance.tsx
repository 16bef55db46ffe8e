import { createFileRoute } from '@tanstack/react-router';
import { EmployeePerformanceSettings } from '../../../../features/settings/employee-performance-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import {
  performanceScaleQueryOptions,
  reviewQuestionsQueryOptions,
} from '../../../../features/settings/employee-performance.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/employee-performance')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(performanceScaleQueryOptions(accountId)),
        context.queryClient.ensureQueryData(reviewQuestionsQueryOptions(accountId)),
      ]),
    ),
  component: EmployeePerformanceSettings,
});
