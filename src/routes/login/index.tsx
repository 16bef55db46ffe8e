import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/login/')({
  component: () => (
    <main>
      <h1>
        <Trans>Sign in</Trans>
      </h1>
    </main>
  ),
});
