import { createFileRoute } from '@tanstack/react-router';
import { StyleguideScreen } from '../../features/styleguide/styleguide-screen.tsx';

/** Provider admins only (declared on the route below). */
export const Route = createFileRoute('/_staff/styleguide')({
  staticData: { access: 'provider-admin' },
  component: StyleguideScreen,
});
