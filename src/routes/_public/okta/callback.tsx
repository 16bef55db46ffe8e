import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { SsoCallback } from '../../../features/sso-sign-in/sso-callback.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';

export const Route = createFileRoute('/_public/okta/callback')({
  staticData: { access: 'public' },
  component: CallbackRoute,
});

function CallbackRoute() {
  const { t } = useLingui();
  const title = t`Single sign-on`;
  useDocumentTitle(title);
  return (
    <section className="sso-callback" aria-labelledby="sso-callback-title">
      <h1 id="sso-callback-title">{title}</h1>
      <SsoCallback />
    </section>
  );
}
