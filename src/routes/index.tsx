import { createFileRoute, redirect } from '@tanstack/react-router';
import { entryRedirect } from './-entry-redirect.ts';

// The root layout already redirects '/' before its access check; this is the same rule in case
// the route is reached some other way (for example a router.navigate from code).
export const Route = createFileRoute('/')({
  staticData: { access: 'signed-in' },
  beforeLoad: ({ location }) => {
    throw redirect({ href: entryRedirect(location.searchStr), replace: true });
  },
});
