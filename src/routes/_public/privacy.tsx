import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/legal-page.tsx';
import { legalSearch } from '../../features/legal/legal-search.ts';

export const Route = createFileRoute('/_public/privacy')({
  staticData: { access: 'public' },
  validateSearch: legalSearch,
  component: function PrivacyRoute() {
    return <LegalPage document="privacy" search={Route.useSearch()} />;
  },
});
