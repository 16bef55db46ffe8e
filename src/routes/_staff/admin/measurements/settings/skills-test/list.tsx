import { createFileRoute } from '@tanstack/react-router';
import { SkillsTestListScreen } from '../../../../../../features/skills-test-authoring/skills-test-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/list')({
  component: SkillsTestListScreen,
});
