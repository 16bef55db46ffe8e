import { createFileRoute } from '@tanstack/react-router';
import { MeasurementsScreen } from '../../../../features/skills-test-authoring/measurements-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/measurements/')({
  component: MeasurementsScreen,
});
