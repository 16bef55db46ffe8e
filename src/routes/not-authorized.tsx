import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedScreen } from '../features/layout/not-authorized-screen.tsx';

export const Route = createFileRoute('/not-authorized')({
  staticData: { access: 'public' },
  component: NotAuthorizedScreen,
});
