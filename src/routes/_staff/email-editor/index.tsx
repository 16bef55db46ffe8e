import { createFileRoute } from '@tanstack/react-router';
import { SystemEmailTemplates } from '../../../features/email-editor/system-email-templates.tsx';
import { emailTemplatesQueryOptions } from '../../../features/email-editor/email-templates.queries.ts';

/** Provider admins (declared on the route below): the system templates of every mail. */
export const Route = createFileRoute('/_staff/email-editor/')({
  staticData: { access: 'provider-admin' },
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(emailTemplatesQueryOptions({ kind: 'system' })).catch(() => undefined),
  component: SystemEmailTemplates,
});
