import { createFileRoute } from '@tanstack/react-router';
import { StyleguideScreen } from '../../features/styleguide/styleguide-screen.tsx';

/** Provider admins only (contracts/access.ts). */
export const Route = createFileRoute('/_staff/styleguide')({
  component: StyleguideScreen,
});
