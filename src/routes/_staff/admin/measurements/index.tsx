import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsScreen } from '../../../../features/skills-test-authoring/measurements-screen.tsx';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/measurements/')({
  staticData: { access: 'provider-admin' },
  component: MeasurementsScreen,
});
