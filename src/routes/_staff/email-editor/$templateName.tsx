import { createFileRoute } from '@tanstack/react-router';
import { LANGUAGES } from '../../../../contracts/languages.ts';
import { EMAIL_EDITOR_TABS, oneOf, searchOf } from '../../-search.ts';
import { SystemEmailTemplateEditor } from '../../../features/email-editor/system-email-templates.tsx';
import { emailTemplateQueryOptions } from '../../../features/email-editor/email-templates.queries.ts';
import { EMAIL_TEMPLATE_SLUGS, type EmailTemplateSlug } from '../../../../contracts/email-template-catalog.ts';

const editorSearch = searchOf({ tab: oneOf(EMAIL_EDITOR_TABS), language: oneOf(LANGUAGES) });

export const Route = createFileRoute('/_staff/email-editor/$templateName')({
  staticData: { access: 'provider-admin' },
  // The selected tab; none means email-body (seed 000 section 2.9). No language means English.
  validateSearch: editorSearch,
  loaderDeps: ({ search }) => ({ language: search.language ?? 'en' }),
  // The template in the language the page opens on (an unknown name reads nothing: the page says so).
  loader: ({ context, params, deps }) =>
    (EMAIL_TEMPLATE_SLUGS as readonly string[]).includes(params.templateName)
      ? context.queryClient
          .ensureQueryData(
            emailTemplateQueryOptions({ kind: 'system' }, params.templateName as EmailTemplateSlug, deps.language),
          )
          .catch(() => undefined)
      : undefined,
  component: function SystemTemplateRoute() {
    const { templateName } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SystemEmailTemplateEditor
        templateName={templateName}
        tab={search.tab ?? 'email-body'}
        language={search.language ?? 'en'}
        // Merged into the latest search, not this render's: with a loader, a change of language is
        // still loading when the tab is clicked, and this render's search would undo it.
        onSearch={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })}
      />
    );
  },
});
