import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/legal-page.tsx';
import { legalSearch } from '../../features/legal/legal-search.ts';

export const Route = createFileRoute('/_public/terms')({
  staticData: { access: 'public' },
  validateSearch: legalSearch,
  component: function TermsRoute() {
    return <LegalPage document="terms" search={Route.useSearch()} />;
  },
});
