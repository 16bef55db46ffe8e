import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StatusScreen } from './status-screen.tsx';

/** Any path the app does not know (seed 000 section 2.3), and /not-found itself. */
export function NotFoundScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <StatusScreen code={404} title={<Trans>Page not found</Trans>}>
      <Trans>
        We couldn't find the page you were looking for. Check the address, or start again from the main page.
      </Trans>
    </StatusScreen>
  );
}
