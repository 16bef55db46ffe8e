import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { SUPPORT_EMAIL } from './links.ts';
import { StatusScreen } from './status-screen.tsx';

/** Where a signed-in user lands when their role does not reach a page (seed 000 section 2.7). */
export function NotAuthorizedScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Not authorized`);
  return (
    <StatusScreen code={403} title={<Trans>You don't have permission to view this page</Trans>}>
      <Trans>
        If you think you should have access, contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or ask your
        company's administrator.
      </Trans>
    </StatusScreen>
  );
}
