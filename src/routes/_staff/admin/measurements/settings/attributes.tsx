import { createFileRoute } from '@tanstack/react-router';
import { MeasurementAttributesScreen } from '../../../../../features/skills-test-authoring/attributes-screen.tsx';
import { measurementAttributesQueryOptions } from '../../../../../features/skills-test-authoring/authoring.queries.ts';
import { pageLanguage } from '../../../settings/-first-view.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/attributes')({
  staticData: { access: 'provider-admin' },
  // The whole catalogue: the page filters, sorts and pages it itself.
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(measurementAttributesQueryOptions(pageLanguage())),
  component: MeasurementAttributesScreen,
});
