/** The mails whose template can be changed here, with the languages that hold a changed version. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import type { Language } from '../../../contracts/languages.ts';
import { emailTemplatesQueryOptions, type TemplateScope } from './email-templates.queries.ts';
import { missingLanguages } from './language-versions.ts';
import { useLanguageNames } from '../../ui/language-names/language-names.ts';
import { useTemplateNames } from './template-names.ts';
import './email-templates.css';

export function EmailTemplateList({
  scope,
  linkTo,
}: {
  scope: TemplateScope;
  linkTo(slug: EmailTemplateSlug): LinkOptions;
}) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const list = useSuspenseQuery(emailTemplatesQueryOptions(scope));
  const names = useTemplateNames();
  const languageNames = useLanguageNames();
  return (
    <ul className="email-templates__list">
      {list.data.map((item) => {
        const changed = item.custom_languages.map((l) => languageNames[l]).join(', ');
        const missing = missingLanguages(item.custom_languages)
          .map((l: Language) => languageNames[l])
          .join(', ');
        return (
          <li key={item.template_slug} className="email-templates__item">
            <Link {...linkTo(item.template_slug)}>{names[item.template_slug].name}</Link>
            <p>{names[item.template_slug].description}</p>
            <p>{changed ? <Trans>Changed in: {changed}</Trans> : <Trans>Default text in every language</Trans>}</p>
            {missing && (
              <p className="email-templates__missing">
                <Trans>Missing in: {missing} (readers get the default text there)</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
