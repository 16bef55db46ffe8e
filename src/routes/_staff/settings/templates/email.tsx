import { createFileRoute } from '@tanstack/react-router';
import { EMAIL_TEMPLATE_SLUGS } from '../../../../../contracts/email-template-slugs.ts';
import { LANGUAGES } from '../../../../../contracts/languages.ts';
import { EMAIL_EDITOR_TABS, oneOf, searchOf } from '../../../-search.ts';
import { CompanyEmailTemplates } from '../../../../features/email-editor/company-email-templates.tsx';
import {
  emailTemplateQueryOptions,
  emailTemplatesQueryOptions,
} from '../../../../features/email-editor/email-templates.queries.ts';

const templatesSearch = searchOf({
  template: oneOf(EMAIL_TEMPLATE_SLUGS),
  tab: oneOf(EMAIL_EDITOR_TABS),
  language: oneOf(LANGUAGES),
});

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/email')({
  staticData: { access: 'company-settings' },
  validateSearch: templatesSearch,
  loaderDeps: ({ search }) => ({ template: search.template, language: search.language ?? 'en' }),
  // The company's list, or the template open in the language the page opens on (the page's own company choice).
  loader: ({ context: { queryClient, session }, deps }) => {
    const accountId = session.accountId ?? session.user?.roles[0]?.account_id;
    if (accountId === undefined) return;
    const scope = { kind: 'company', accountId } as const;
    // A failed read is the screen's to show, with its retry, as before the loader.
    return (
      deps.template
        ? queryClient.ensureQueryData(emailTemplateQueryOptions(scope, deps.template, deps.language))
        : queryClient.ensureQueryData(emailTemplatesQueryOptions(scope))
    ).catch(() => undefined);
  },
  component: function CompanyTemplatesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // Merged into the latest search, not this render's: with a loader, a change of language is still
    // loading when the tab is clicked, and this render's search would undo it.
    return (
      <CompanyEmailTemplates
        search={search}
        onSearch={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
      />
    );
  },
});
