/**
 * /settings/templates/email: the mails a company may change. The list, or (with ?template=) the
 * editor of one mail in one language; the company's version replaces the system template for its
 * mail until restored to default.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-slugs.ts';
import type { Language } from '../../../contracts/languages.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EmailTemplateEditor, type EditorTab } from './email-template-editor.tsx';
import { EmailTemplateList } from './email-template-list.tsx';

export interface CompanyTemplatesSearch {
  template?: EmailTemplateSlug;
  tab?: EditorTab;
  language?: Language;
}

export function CompanyEmailTemplates({
  search,
  onSearch,
}: {
  search: CompanyTemplatesSearch;
  /** A change to the search, merged into the latest one (a pending change is kept, not overwritten). */
  onSearch(change: Partial<CompanyTemplatesSearch>): void;
}) {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const accountId = session.accountId ?? session.user?.roles[0]?.account_id;
  useDocumentTitle(t`Email templates`);
  if (accountId === undefined) {
    return (
      <p>
        <Trans>
          Email templates belong to a company. Provider admins change the system templates in the Email Editor.
        </Trans>
      </p>
    );
  }
  const scope = { kind: 'company', accountId } as const;
  if (search.template) {
    return (
      <EmailTemplateEditor
        scope={scope}
        slug={search.template}
        language={search.language ?? 'en'}
        tab={search.tab ?? 'email-body'}
        back={{ to: '/settings/templates/email', search: {} }}
        onTab={(tab) => onSearch({ tab })}
        onLanguage={(language) => onSearch({ language })}
      />
    );
  }
  return (
    <section aria-labelledby="email-templates-title">
      <h1 id="email-templates-title">
        <Trans>Email templates</Trans>
      </h1>
      <p>
        <Trans>
          Change the text of the mails your company sends, in each language. Until you change one, the default template
          is used.
        </Trans>
      </p>
      <EmailTemplateList
        scope={scope}
        linkTo={(slug) => ({ to: '/settings/templates/email', search: { template: slug } })}
      />
    </section>
  );
}
