/**
 * The mail staff write to applicants, in the bulk email dialog and the reject dialogs (D201, D213):
 * a message template to start from, then the subject and the message, whose merge fields the
 * server fills per recipient (MailPreview shows each one's mail). A template brings its version in
 * each language; the fields show one, a change changes that one only, and each recipient gets the
 * version in their language (D292, template-texts.ts), which the dialog says. A merge field that
 * does not exist is said at once; an empty field once the person has tried to send.
 */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { isLanguage } from '../../lib/language.ts';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { REJECTION_MESSAGE_MAX, REJECTION_SUBJECT_MAX } from '../../../contracts/rejection-email.ts';
import { FormField } from '../form/form-field.tsx';
import { mergeFieldHint, mergeProblemText } from '../merge-fields/merge-field-texts.ts';
import { PlainTextWritingHelp } from '../rich-text/plain-text-writing-help.tsx';
import { usableTemplatesQueryOptions } from './mail-fields.queries.ts';
import { editTexts, startFrom, type MailTexts } from './template-texts.ts';
import { TemplateVersions } from './template-versions.tsx';

export type { MailTexts };

export interface MailFieldsProps {
  /** The fields' ids start with it: `${idPrefix}-subject`, `${idPrefix}-message`. */
  idPrefix: string;
  accountId: number;
  texts: MailTexts;
  /** The texts after a change (the subject, the message and the template's versions). */
  onChange(texts: MailTexts): void;
  /** The template list's first choice, which leaves the message as it is. */
  noTemplateLabel: string;
  /** A template chosen while the subject is empty gives the subject its name (a rejection has a subject of its own). */
  isSubjectFromTemplate?: boolean;
  /** Problems are shown once the person has tried to submit. */
  isAttempted: boolean;
  /** What the server refused in a field, shown where the form finds nothing of its own. */
  serverErrors?: Partial<Record<string, string>>;
  /** The writing help under the message. */
  hasWritingHelp?: boolean;
}

export function MailFields({
  idPrefix,
  accountId,
  texts,
  onChange,
  noTemplateLabel,
  isSubjectFromTemplate = false,
  isAttempted,
  serverErrors = {},
  hasWritingHelp = false,
}: MailFieldsProps) {
  const { t, i18n } = useLingui();
  // The list is a convenience: when it cannot be read, the fields are written by hand.
  const templates = useQuery({ ...usableTemplatesQueryOptions(accountId), retry: false });
  const id = (name: string) => `${idPrefix}-${name}`;
  const problems = mergeFieldProblems({ subject: texts.subject, message: texts.message });
  const errorOf = (prop: 'subject' | 'message'): string | undefined => {
    const problem = problems.find((p) => p.prop === prop);
    if (problem) return mergeProblemText(problem);
    if (isAttempted && !texts[prop].trim()) return prop === 'subject' ? t`Enter a subject.` : t`Write the message.`;
    return serverErrors[prop];
  };
  const choose = (templateId: string) => {
    const chosen = templates.data?.results.find((x) => String(x.message_template_id) === templateId);
    // No template: the text stays as it is, sent as written to everyone.
    if (!chosen || !templates.data)
      return onChange({ subject: texts.subject, message: texts.message, template: undefined });
    const namesSubject = isSubjectFromTemplate && !texts.subject.trim();
    const own = isLanguage(i18n.locale) ? i18n.locale : 'en';
    onChange(startFrom(chosen, templates.data.default_language, own, namesSubject ? chosen.name : texts.subject));
  };
  const edit = (change: Partial<MailTexts>) => onChange(editTexts(texts, change));

  return (
    <>
      {templates.data && templates.data.results.length > 0 && (
        <FormField id={id('template')} label={t`Start from a message template`}>
          {(a11y) => (
            <select
              id={id('template')}
              className="form-field__input"
              defaultValue=""
              onChange={(e) => choose(e.target.value)}
              {...a11y}
            >
              <option value="">{noTemplateLabel}</option>
              {templates.data.results.map((x) => (
                <option key={x.message_template_id} value={x.message_template_id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {texts.template && <TemplateVersions idPrefix={idPrefix} texts={texts} onChange={onChange} />}
      <FormField id={id('subject')} label={t`Subject`} error={errorOf('subject')}>
        {(a11y) => (
          <input
            id={id('subject')}
            className="form-field__input"
            maxLength={REJECTION_SUBJECT_MAX}
            value={texts.subject}
            onChange={(e) => edit({ subject: e.target.value })}
            {...a11y}
          />
        )}
      </FormField>
      <FormField id={id('message')} label={t`Message`} hint={mergeFieldHint()} error={errorOf('message')}>
        {(a11y) => (
          <>
            <textarea
              id={id('message')}
              className="form-field__input"
              rows={6}
              maxLength={REJECTION_MESSAGE_MAX}
              value={texts.message}
              onChange={(e) => edit({ message: e.target.value })}
              {...a11y}
            />
            {hasWritingHelp && (
              <PlainTextWritingHelp fieldId={id('message')} onChange={(message) => edit({ message })} />
            )}
          </>
        )}
      </FormField>
    </>
  );
}
