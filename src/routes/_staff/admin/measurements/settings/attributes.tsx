import { createFileRoute } from '@tanstack/react-router';
import { MeasurementAttributesScreen } from '../../../../../features/skills-test-authoring/attributes-screen.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/attributes')({
  component: MeasurementAttributesScreen,
});
