import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/layout/not-found-screen.tsx';

export const Route = createFileRoute('/not-found')({
  staticData: { access: 'public' },
  component: NotFoundScreen,
});
