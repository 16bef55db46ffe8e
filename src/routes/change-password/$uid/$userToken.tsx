import { createFileRoute, redirect } from '@tanstack/react-router';

/** The older form of the mailed reset link (seed 000 section 2.3) forwards to /reset-password. */
export const Route = createFileRoute('/change-password/$uid/$userToken')({
  staticData: { access: 'public' },
  beforeLoad: ({ params }) => {
    // A plain query string: the router's own search encoding would quote an all-digit uid.
    throw redirect({
      href: `/reset-password?${new URLSearchParams({ uid: params.uid, userToken: params.userToken })}`,
      replace: true,
    });
  },
});
