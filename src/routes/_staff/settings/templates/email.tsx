import { createFileRoute } from '@tanstack/react-router';
import { EMAIL_TEMPLATE_SLUGS } from '../../../../../contracts/email-template-slugs.ts';
import { LANGUAGES } from '../../../../../contracts/languages.ts';
import { EMAIL_EDITOR_TABS, oneOf, searchOf } from '../../../-search.ts';
import { CompanyEmailTemplates } from '../../../../features/email-editor/company-email-templates.tsx';

const templatesSearch = searchOf({
  template: oneOf(EMAIL_TEMPLATE_SLUGS),
  tab: oneOf(EMAIL_EDITOR_TABS),
  language: oneOf(LANGUAGES),
});

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/email')({
  validateSearch: templatesSearch,
  component: function CompanyTemplatesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <CompanyEmailTemplates search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
