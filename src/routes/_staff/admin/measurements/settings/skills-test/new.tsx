import { createFileRoute } from '@tanstack/react-router';
import { NewSkillsTestScreen } from '../../../../../../features/skills-test-authoring/skills-test-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/new')({
  staticData: { access: 'provider-admin' },
  component: NewSkillsTestScreen,
});
