import { createFileRoute } from '@tanstack/react-router';
import { ScreeningTemplatesSettings } from '../../../../features/company-templates/screening-templates-settings.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import {
  SCREENING_TEMPLATE_LIST_START,
  screeningTemplateListQueryOptions,
} from '../../../../features/company-templates/company-templates.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/screening-question')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        screeningTemplateListQueryOptions(accountId, firstListView(SCREENING_TEMPLATE_LIST_START)),
      ),
    ),
  component: ScreeningTemplatesSettings,
});
