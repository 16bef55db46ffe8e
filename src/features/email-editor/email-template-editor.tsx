/**
 * The email editor (seed 000 section 2.9): one mail's template in one language, for a company (its
 * own version, or the system template it would replace) or for the provider (the system template).
 * Tabs Email Body, Details, Plain Text and Test Data; Save and Cancel appear once something changed,
 * Save only acts when the template is valid (the same check the server runs); Restore to Default
 * asks first. The preview is rendered by the server from the draft and the test data, and shown in
 * a sandboxed frame, so nothing in a template runs in the app.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import { templateFieldProblems, type EmailTemplate, type TemplateFields } from '../../../contracts/email-templates.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import {
  emailTemplateQueryOptions,
  emailTemplatesQueryOptions,
  previewQueryOptions,
  restoreEmailTemplate,
  saveEmailTemplate,
  sendTestMail,
  type TemplateScope,
} from './email-templates.queries.ts';
import { useProblemTexts } from './problem-texts.ts';
import { readTestData, writeTestData } from './test-data-store.ts';
import { TemplateFieldsPanel, type EditorTab } from './template-fields-panel.tsx';
import { useLanguageLabels, useLanguageNames } from '../../ui/language-names/language-names.ts';
import { useTemplateNames } from './template-names.ts';
import { versionStates } from './language-versions.ts';
import { EmailBodyFrame } from './email-body-frame.tsx';
import { OtherVersion } from './other-version.tsx';
import './email-templates.css';

export type { EditorTab };
type Draft = Required<TemplateFields>;

const draftOf = (t: EmailTemplate): Draft => ({
  subject: t.subject,
  html_body: t.html_body,
  plain_body: t.plain_body,
  from_name: t.from_name,
  reply_to: t.reply_to,
});
const sameDraft = (a: Draft, b: Draft) => (Object.keys(a) as (keyof Draft)[]).every((k) => a[k] === b[k]);

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface EmailTemplateEditorProps {
  scope: TemplateScope;
  slug: EmailTemplateSlug;
  language: Language;
  tab: EditorTab;
  back: LinkOptions;
  onTab(tab: EditorTab): void;
  onLanguage(language: Language): void;
}

export function EmailTemplateEditor(props: EmailTemplateEditorProps) {
  const template = useQuery(emailTemplateQueryOptions(props.scope, props.slug, props.language));
  const { t } = useLingui();
  if (template.error) return <p role="alert">{errorText(template.error)}</p>;
  if (!template.data) return <p role="status">{t`Loading…`}</p>;
  // A new key per template and language: the draft starts again from what the server holds. Not a
  // new key per read: a refetch (the window focused again) would throw away the draft being typed;
  // the editor takes what a save or restore returns itself.
  return <LoadedEditor key={`${props.slug}.${props.language}`} {...props} template={template.data} />;
}

function LoadedEditor({
  scope,
  slug,
  language,
  tab,
  back,
  onTab,
  onLanguage,
  template,
}: EmailTemplateEditorProps & { template: EmailTemplate }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => draftOf(template));
  const [draft, setDraft] = useState(saved);
  const [testData, setTestData] = useState(() => readTestData(slug));
  const [isRestoreAsked, setRestoreAsked] = useState(false);
  /** Beside the editor: the preview, or another language's version to translate from. */
  const [beside, setBeside] = useState<Language | 'preview'>('preview');
  // Which languages hold the owner's own version: marks the select and a missing version (D234).
  const list = useQuery(emailTemplatesQueryOptions(scope));
  const customLanguages = list.data?.find((item) => item.template_slug === slug)?.custom_languages;
  const states = customLanguages && versionStates(customLanguages);
  // Save, restore and send-a-test are one mutation: one at a time, the last failure shown under the actions.
  const action = useMutation({
    mutationFn: ({ work }: { kind: 'save' | 'restore' | 'test'; work: () => Promise<void> }) => work(),
  });
  const busy = action.isPending ? action.variables.kind : undefined;
  const error = action.error ?? undefined;
  // In the reader's language; the template's own name is in the template's language.
  const names = useTemplateNames()[slug];
  useDocumentTitle(names.name);

  const isChanged = !sameDraft(draft, saved);
  const problems = templateFieldProblems(slug, draft).problems;
  const problemTexts = useProblemTexts(problems);
  const serverTexts = fieldErrorTexts(error);
  const isTestDataShown = template.type !== 'default';
  const tryBody = {
    ...useDebounced(draft, 400),
    template_slug: slug,
    language,
    ...(scope.kind === 'company' ? { account_id: scope.accountId } : {}),
    test_data: isTestDataShown ? testData : {},
  };
  const preview = useQuery(previewQueryOptions(tryBody));

  const run = (kind: 'save' | 'restore' | 'test', work: () => Promise<void>) => action.mutate({ kind, work });
  const save = () =>
    run('save', async () => {
      const result = await saveEmailTemplate(queryClient, scope, slug, language, draft);
      setSaved(draftOf(result));
      setDraft(draftOf(result));
      notify({ type: 'success', body: t`The email template is saved.` });
    });
  const restore = () =>
    run('restore', async () => {
      const restored = await restoreEmailTemplate(queryClient, scope, slug, language);
      setSaved(draftOf(restored));
      setDraft(draftOf(restored));
      setRestoreAsked(false);
      notify({ type: 'success', body: t`The email template is back to the default.` });
    });
  const sendTest = () =>
    run('test', async () => {
      const { sent_to } = await sendTestMail({ ...tryBody, ...draft, test_data: testData });
      notify({ type: 'success', body: t`A test email is on its way to ${sent_to}.` });
    });
  const changeTestData = (name: string, value: string) => {
    const next = { ...testData, [name]: value };
    setTestData(next);
    writeTestData(slug, next);
  };

  const tabs: { id: EditorTab; label: string }[] = [
    { id: 'email-body', label: t`Email Body` },
    { id: 'details', label: t`Details` },
    { id: 'plain-text', label: t`Plain Text` },
    ...(isTestDataShown ? [{ id: 'test-data' as const, label: t`Test Data` }] : []),
  ];
  const shownTab = tabs.some((x) => x.id === tab) ? tab : 'email-body';
  const languageNames = useLanguageNames();
  const languageLabels = useLanguageLabels();
  const optionLabel = (l: Language) =>
    !states
      ? languageLabels[l]
      : states[l] === 'own'
        ? t`${languageLabels[l]} (your version)`
        : states[l] === 'missing'
          ? t`${languageLabels[l]} (missing: default text)`
          : t`${languageLabels[l]} (default text)`;
  const changedIn = (customLanguages ?? []).map((l) => languageNames[l]).join(', ');

  return (
    <section className="email-editor" aria-labelledby="email-editor-title">
      <header className="email-editor__header">
        <Link {...back} className="email-editor__back">
          <Trans>Back</Trans>
        </Link>
        <h1 id="email-editor-title" className="email-editor__title">
          {names.name}
        </h1>
        <div className="email-editor__actions">
          {!template.is_default && (
            <Button variant="secondary" onClick={() => setRestoreAsked(true)}>
              <Trans>Restore to Default</Trans>
            </Button>
          )}
          {isChanged && (
            <>
              <Button variant="secondary" onClick={() => setDraft(saved)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={save} isBusy={busy === 'save'} disabled={problems.length > 0}>
                <Trans>Save</Trans>
              </Button>
            </>
          )}
        </div>
      </header>
      <p className="email-editor__description">{names.description}</p>
      <div className="form-field email-editor__language">
        <label className="form-field__label" htmlFor="email-editor-language">
          <Trans>Template language</Trans>
        </label>
        <select
          id="email-editor-language"
          className="form-field__input"
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {optionLabel(l)}
            </option>
          ))}
        </select>
      </div>
      {states?.[language] === 'missing' && (
        <div className="notice notice--warning" role="note" data-testid="missing-version">
          <p>
            <Trans>
              Missing: you changed this email in {changedIn}, but not in {languageNames[language]}. Readers in{' '}
              {languageNames[language]} get the default text below, not a translation of yours. Show your version beside
              the editor to translate it.
            </Trans>
          </p>
        </div>
      )}
      {error !== undefined && (
        <p className="email-editor__error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="email-editor__columns">
        <div className="email-editor__edit">
          <div role="tablist" aria-label={t`Parts of the email`} className="email-editor__tabs">
            {tabs.map((x) => (
              <button
                key={x.id}
                type="button"
                role="tab"
                id={`email-tab-${x.id}`}
                aria-selected={x.id === shownTab}
                aria-controls="email-tab-panel"
                className="email-editor__tab"
                onClick={() => onTab(x.id)}
              >
                {x.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="email-tab-panel" aria-labelledby={`email-tab-${shownTab}`}>
            <TemplateFieldsPanel
              tab={shownTab}
              template={template}
              draft={draft}
              errors={{ ...serverTexts, ...problemTexts }}
              testData={testData}
              onDraft={(change) => setDraft({ ...draft, ...change })}
              onTestData={changeTestData}
            />
          </div>
        </div>
        <aside
          className="email-editor__preview"
          aria-label={beside === 'preview' || beside === language ? t`Preview` : t`Another language`}
        >
          <h2 className="email-editor__preview-title">
            {beside === 'preview' || beside === language ? (
              <Trans>Preview</Trans>
            ) : (
              <Trans>The {languageNames[beside]} version</Trans>
            )}
          </h2>
          <div className="form-field">
            <label className="form-field__label" htmlFor="email-editor-beside">
              <Trans>Beside the editor</Trans>
            </label>
            <select
              id="email-editor-beside"
              className="form-field__input"
              value={beside}
              onChange={(event) => setBeside(event.target.value as Language | 'preview')}
            >
              <option value="preview">{t`Preview`}</option>
              {LANGUAGES.filter((l) => l !== language).map((l) => (
                <option key={l} value={l}>
                  {t`The ${languageNames[l]} version`}
                </option>
              ))}
            </select>
          </div>
          {beside !== 'preview' && beside !== language ? (
            <OtherVersion
              scope={scope}
              slug={slug}
              language={beside}
              onEdit={() => {
                setBeside('preview');
                onLanguage(beside);
              }}
            />
          ) : preview.data ? (
            <>
              <p>
                <strong>
                  <Trans>Subject:</Trans>
                </strong>{' '}
                {preview.data.subject}
              </p>
              <p>
                <strong>
                  <Trans>From:</Trans>
                </strong>{' '}
                {preview.data.from_name}
              </p>
              <EmailBodyFrame title={t`Email preview`} html={preview.data.html_body} />
            </>
          ) : (
            <p role="status">{preview.error ? errorText(preview.error) : t`Loading…`}</p>
          )}
          <Button variant="secondary" onClick={sendTest} isBusy={busy === 'test'} disabled={problems.length > 0}>
            <Trans>Send me a test</Trans>
          </Button>
        </aside>
      </div>
      <ConfirmDialog
        isOpen={isRestoreAsked}
        question={
          <Trans>
            Are you sure you want to restore this email template to the default template? All of your changes will be
            lost and will not be able to be recovered.
          </Trans>
        }
        confirmLabel={<Trans>Restore to Default</Trans>}
        onCancel={() => setRestoreAsked(false)}
        onConfirm={restore}
        isBusy={busy === 'restore'}
      />
    </section>
  );
}
