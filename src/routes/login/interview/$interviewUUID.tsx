import { createFileRoute } from '@tanstack/react-router';
import { loginDestination, parseLoginSearch } from '../../../features/auth/login-destination.ts';
import type { LoginVariant } from '../../../features/auth/login-destination.ts';
import { redirectIfSignedIn } from '../../../features/auth/redirect-if-signed-in.ts';
import { LoginPage } from '../-login-page.tsx';

function variantOf(params: { interviewUUID: string }): LoginVariant {
  return { kind: 'interview', interviewUUID: params.interviewUUID };
}

export const Route = createFileRoute('/login/interview/$interviewUUID')({
  validateSearch: parseLoginSearch,
  staticData: { access: 'public', withoutQueryClient: true },
  beforeLoad: ({ context, params, search }) =>
    redirectIfSignedIn(context.session, loginDestination(variantOf(params), search)),
  component: function LoginRoute() {
    return <LoginPage variant={variantOf(Route.useParams())} search={Route.useSearch()} />;
  },
});
