import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/not-authorized')({ component: () => <main>not authorized</main> });
