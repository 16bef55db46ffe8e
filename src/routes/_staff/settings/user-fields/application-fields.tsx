import { createFileRoute } from '@tanstack/react-router';
import { CustomFieldsSettings } from '../../../../features/settings/custom-fields-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/user-fields/application-fields')({
  component: () => <CustomFieldsSettings group="application" />,
});
