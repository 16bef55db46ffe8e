import { createFileRoute } from '@tanstack/react-router';
import { PathwayListScreen } from '../../features/pathways/pathway-list-screen.tsx';

/** Any staff (contracts/access.ts); the server lists what each may see. */
export const Route = createFileRoute('/_staff/pathways')({
  component: PathwayListScreen,
});
