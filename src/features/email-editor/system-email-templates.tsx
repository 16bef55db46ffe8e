/** /email-editor and /email-editor/{templateName}: the provider's system templates. */
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_TEMPLATE_SLUGS, type EmailTemplateSlug } from '../../../contracts/email-template-slugs.ts';
import type { Language } from '../../../contracts/languages.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EmailTemplateEditor, type EditorTab } from './email-template-editor.tsx';
import { EmailTemplateList } from './email-template-list.tsx';

const SYSTEM = { kind: 'system' } as const;

export function SystemEmailTemplates() {
  const { t } = useLingui();
  useDocumentTitle(t`Email Editor`);
  return (
    <section aria-labelledby="email-templates-title">
      <h1 id="email-templates-title">
        <Trans>Email Editor</Trans>
      </h1>
      <p>
        <Trans>The system templates: every company's mail uses them unless the company keeps its own version.</Trans>
      </p>
      <EmailTemplateList
        scope={SYSTEM}
        linkTo={(slug) => ({ to: '/email-editor/$templateName', params: { templateName: slug } })}
      />
    </section>
  );
}

interface EditorProps {
  templateName: string;
  tab: EditorTab;
  language: Language;
  onSearch(change: { tab?: EditorTab; language?: Language }): void;
}

export function SystemEmailTemplateEditor({ templateName, tab, language, onSearch }: EditorProps) {
  if (!(EMAIL_TEMPLATE_SLUGS as readonly string[]).includes(templateName)) {
    return (
      <p role="alert">
        <Trans>There is no email template with this name.</Trans>
      </p>
    );
  }
  return (
    <EmailTemplateEditor
      scope={SYSTEM}
      slug={templateName as EmailTemplateSlug}
      language={language}
      tab={tab}
      back={{ to: '/email-editor' }}
      onTab={(next) => onSearch({ tab: next })}
      onLanguage={(next) => onSearch({ language: next })}
    />
  );
}
