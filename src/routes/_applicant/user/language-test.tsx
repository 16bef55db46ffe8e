import { createFileRoute } from '@tanstack/react-router';
import { LanguageTestScreen } from '../../../features/language-test/language-test-screen.tsx';
import { languageTestSearch } from './-language-test-search.ts';
import { loadLanguageActivity } from './-language-test-activity.ts';

export const Route = createFileRoute('/_applicant/user/language-test')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: languageTestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadLanguageActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function LanguageTestRoute() {
    const activity = Route.useLoaderData();
    return <LanguageTestScreen activity={activity} />;
  },
});
