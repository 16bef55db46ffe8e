/** The editor's tab panels: the HTML body, the details, the plain text, and the test data. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailTemplate, TemplateFields } from '../../../contracts/email-templates.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import type { EMAIL_EDITOR_TABS } from '../../routes/-search.ts';
import { useVariableDescriptions } from './template-names.ts';
import { PlainTextWritingHelp } from '../../ui/rich-text/plain-text-writing-help.tsx';
import { fallbackExample } from '../../ui/merge-fields/merge-field-texts.ts';

export type EditorTab = (typeof EMAIL_EDITOR_TABS)[number];

interface Props {
  tab: EditorTab;
  template: EmailTemplate;
  draft: Required<TemplateFields>;
  errors: Record<string, string>;
  testData: Record<string, string>;
  onDraft(change: Partial<TemplateFields>): void;
  onTestData(name: string, value: string): void;
}

function VariablePicker({ template }: { template: EmailTemplate }) {
  const { t } = useLingui();
  // Braces are ICU syntax in a catalog message, so the example goes in as a value.
  const fallback = fallbackExample();
  const descriptions = useVariableDescriptions();
  const copy = async (name: string) => {
    const placeholder = `{{${name}}}`;
    try {
      await navigator.clipboard.writeText(`{{${name}}}`);
      notify({ type: 'success', body: t`Copied ${placeholder} to the clipboard.`, duration: 4000 });
    } catch {
      notify({ type: 'warning', body: t`This browser did not allow copying. Type ${placeholder} instead.` });
    }
  };
  return (
    <div className="email-editor__variables">
      <p className="email-editor__variables-title">
        <Trans>Variables (click to copy; add a fallback with |: as in {fallback})</Trans>
      </p>
      <ul>
        {template.variables.map((v) => (
          <li key={v.name}>
            <button
              type="button"
              className="email-editor__variable"
              title={descriptions[v.name] ?? v.description}
              onClick={() => void copy(v.name)}
            >
              {`{{${v.name}}}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Code({
  id,
  label,
  value,
  error,
  onChange,
  isHtml,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  isHtml: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => (
        <>
          <textarea
            id={id}
            className="form-field__input email-editor__code email-editor__code--tall"
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
          <PlainTextWritingHelp fieldId={id} onChange={onChange} isHtml={isHtml} />
        </>
      )}
    </FormField>
  );
}

export function TemplateFieldsPanel({ tab, template, draft, errors, testData, onDraft, onTestData }: Props) {
  const { t } = useLingui();
  const descriptions = useVariableDescriptions();
  switch (tab) {
    case 'email-body':
      return (
        <>
          <VariablePicker template={template} />
          <Code
            id="email-html-body"
            label={t`Email body (HTML)`}
            value={draft.html_body}
            error={errors.html_body}
            onChange={(html_body) => onDraft({ html_body })}
            isHtml
          />
        </>
      );
    case 'plain-text':
      return (
        <>
          <VariablePicker template={template} />
          <Code
            id="email-plain-body"
            label={t`Plain text`}
            value={draft.plain_body}
            error={errors.plain_body}
            onChange={(plain_body) => onDraft({ plain_body })}
            isHtml={false}
          />
        </>
      );
    case 'details':
      return (
        <div className="email-editor__details">
          <TextField id="email-name" label={t`Template name`} value={template.template_display_name} readOnly />
          <TextField id="email-description" label={t`Description`} value={template.description} readOnly />
          <TextField
            id="email-subject"
            label={t`Subject`}
            value={draft.subject}
            error={errors.subject}
            onChange={(event) => onDraft({ subject: event.target.value })}
          />
          <TextField
            id="email-from-name"
            label={t`Sender name`}
            hint={t`Empty: the company's name.`}
            value={draft.from_name}
            error={errors.from_name}
            onChange={(event) => onDraft({ from_name: event.target.value })}
          />
          <TextField
            id="email-reply-to"
            type="email"
            label={t`Reply-to address`}
            hint={t`Empty: answers go to the sender.`}
            value={draft.reply_to}
            error={errors.reply_to}
            onChange={(event) => onDraft({ reply_to: event.target.value })}
          />
        </div>
      );
    case 'test-data':
      return (
        <div className="email-editor__details">
          <p>
            <Trans>
              Values for the preview and the test email, kept in this browser. A variable left empty shows its fallback.
            </Trans>
          </p>
          {template.variables.map((v) =>
            v.kind === 'paragraphs' ? (
              <FormField
                key={v.name}
                id={`email-test-${v.name}`}
                label={`{{${v.name}}}`}
                hint={descriptions[v.name] ?? v.description}
              >
                {(a11y) => (
                  <textarea
                    id={`email-test-${v.name}`}
                    className="form-field__input email-editor__code"
                    rows={5}
                    placeholder={v.example}
                    value={testData[v.name] ?? ''}
                    onChange={(event) => onTestData(v.name, event.target.value)}
                    {...a11y}
                  />
                )}
              </FormField>
            ) : (
              <TextField
                key={v.name}
                id={`email-test-${v.name}`}
                label={`{{${v.name}}}`}
                hint={descriptions[v.name] ?? v.description}
                placeholder={v.example}
                value={testData[v.name] ?? ''}
                onChange={(event) => onTestData(v.name, event.target.value)}
              />
            ),
          )}
        </div>
      );
  }
}
