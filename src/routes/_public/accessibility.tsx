import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '../../features/accessibility/statement-page.tsx';
import { SUPPORT_EMAIL } from '../../features/layout/links.ts';

export const Route = createFileRoute('/_public/accessibility')({
  staticData: { access: 'public' },
  component: function AccessibilityRoute() {
    return <StatementPage supportEmail={SUPPORT_EMAIL} />;
  },
});
