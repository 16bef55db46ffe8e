import { createFileRoute } from '@tanstack/react-router';
import type { Language } from '../../../../../contracts/user.ts';
import { SkillsReportScreen } from '../../../../features/skills-test/report-screen.tsx';
import { i18n } from '../../../../lib/i18n.ts';

export const Route = createFileRoute('/_applicant/user/skill-test-report/$skill_test_id')({
  staticData: { access: 'signed-in' },
  component: function SkillTestReportRoute() {
    const { skill_test_id } = Route.useParams();
    return <SkillsReportScreen id={Number(skill_test_id)} language={i18n.locale as Language} />;
  },
});
