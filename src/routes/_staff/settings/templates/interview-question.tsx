import { createFileRoute } from '@tanstack/react-router';
import { KitsSettings } from '../../../../features/interview-kits/kits-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';
import { kitsQueryOptions } from '../../../../features/interview-kits/kits.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/interview-question')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) => context.queryClient.ensureQueryData(kitsQueryOptions(accountId))),
  component: KitsSettings,
});
