/**
 * Another language's version of the mail, beside the one being edited (D234): its
 * subject and body as the owner keeps them, merge fields as written, so a translation is made
 * side by side. The body shows in a sandboxed frame, like the preview: nothing in it runs.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import type { Language } from '../../../contracts/languages.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { EmailBodyFrame } from './email-body-frame.tsx';
import { emailTemplateQueryOptions, type TemplateScope } from './email-templates.queries.ts';
import { useLanguageNames } from '../../ui/language-names/language-names.ts';

export function OtherVersion({
  scope,
  slug,
  language,
  onEdit,
}: {
  scope: TemplateScope;
  slug: EmailTemplateSlug;
  language: Language;
  onEdit(): void;
}) {
  const { t } = useLingui();
  const version = useQuery(emailTemplateQueryOptions(scope, slug, language));
  const name = useLanguageNames()[language];
  if (version.error) return <p role="alert">{errorText(version.error)}</p>;
  if (!version.data) return <p role="status">{t`Loading…`}</p>;
  const { data } = version;
  return (
    <div className="email-editor__other" data-testid="other-version">
      <p className="email-editor__other-state">
        {data.is_default ? (
          <Trans>{name}: the default text, no version of your own.</Trans>
        ) : (
          <Trans>{name}: your own version.</Trans>
        )}
      </p>
      <p>
        <strong>
          <Trans>Subject:</Trans>
        </strong>{' '}
        <span lang={language}>{data.subject}</span>
      </p>
      <EmailBodyFrame title={t`${name} version of the email`} html={data.html_body} />
      <Button variant="secondary" onClick={onEdit}>
        <Trans>Edit the {name} version</Trans>
      </Button>
    </div>
  );
}
