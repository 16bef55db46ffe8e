import { createFileRoute } from '@tanstack/react-router';
import { SystemEmailTemplates } from '../../../features/email-editor/system-email-templates.tsx';

/** Provider admins (contracts/access.ts): the system templates of every mail. */
export const Route = createFileRoute('/_staff/email-editor/')({
  component: SystemEmailTemplates,
});
