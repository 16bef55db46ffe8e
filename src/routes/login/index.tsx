import { createFileRoute } from '@tanstack/react-router';
import { loginDestination, parseLoginSearch } from '../../features/auth/login-destination.ts';
import { redirectIfSignedIn } from '../../features/auth/redirect-if-signed-in.ts';
import { LoginPage } from './-login-page.tsx';

export const Route = createFileRoute('/login/')({
  validateSearch: parseLoginSearch,
  staticData: { access: 'public', withoutQueryClient: true },
  beforeLoad: ({ context, search }) =>
    redirectIfSignedIn(context.session, loginDestination({ kind: 'anonymous' }, search)),
  component: function LoginRoute() {
    return <LoginPage variant={{ kind: 'anonymous' }} search={Route.useSearch()} />;
  },
});
