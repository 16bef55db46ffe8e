/**
 * A mail started from one of the company's message templates (D292): the
 * template's version in every language it has, each editable for this send. The fields show one
 * version; what the person changes changes that version only, and each recipient receives the
 * version in their own language (else the company default's), as the person left it. Pure, so the
 * picker's test and the dialogs share it.
 */
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import type { MailText, MailVersions, VersionedMail } from '../../../contracts/mail-versions.ts';
import type { MessageTemplate } from '../../../contracts/message-templates.ts';

export interface TemplateTexts {
  versions: Partial<Record<Language, MailText>>;
  /** The languages whose version the person changed. */
  edited: Language[];
  /** The version in the fields. */
  shown: Language;
  /** The company's default language: the version of readers whose language has none. */
  defaultLanguage: Language;
}

export interface MailTexts extends MailText {
  /** Present while the mail is a template's versions (D292); absent for a text written from nothing. */
  template?: TemplateTexts | undefined;
}

/** Each language the template has a message in, with its subject: its own, else the default's, else `fallbackSubject`. */
export function templateVersions(
  template: Pick<MessageTemplate, 'subject' | 'subject_i18n' | 'body' | 'body_i18n'>,
  defaultLanguage: Language,
  fallbackSubject: string,
): Partial<Record<Language, MailText>> {
  const versions: Partial<Record<Language, MailText>> = {};
  for (const language of LANGUAGES) {
    const isDefault = language === defaultLanguage;
    const message = (isDefault ? template.body : (template.body_i18n[language] ?? '')).trim();
    if (!message) continue;
    const own = (isDefault ? template.subject : (template.subject_i18n[language] ?? '')).trim();
    versions[language] = { subject: own || template.subject.trim() || fallbackSubject, message };
  }
  return versions;
}

/**
 * The texts a chosen template gives: its versions, the one shown in the person's own language when
 * it has one, else the default's. `fallbackSubject` stands for a subject the template lacks.
 */
export function startFrom(
  template: Pick<MessageTemplate, 'subject' | 'subject_i18n' | 'body' | 'body_i18n'>,
  defaultLanguage: Language,
  ownLanguage: Language,
  fallbackSubject: string,
): MailTexts {
  const versions = templateVersions(template, defaultLanguage, fallbackSubject);
  const shown = versions[ownLanguage] ? ownLanguage : defaultLanguage;
  const text = versions[shown] ?? { subject: fallbackSubject, message: template.body };
  return { ...text, template: { versions, edited: [], shown, defaultLanguage } };
}

/** A change typed in the fields: it changes the shown version only. */
export function editTexts(texts: MailTexts, change: Partial<MailText>): MailTexts {
  const next = { ...texts, ...change };
  const template = texts.template;
  if (!template) return next;
  const shown = template.shown;
  return {
    ...next,
    template: {
      ...template,
      versions: { ...template.versions, [shown]: { subject: next.subject, message: next.message } },
      edited: template.edited.includes(shown) ? template.edited : [...template.edited, shown],
    },
  };
}

/** Another version in the fields. */
export function showVersion(texts: MailTexts, language: Language): MailTexts {
  const version = texts.template?.versions[language];
  if (!texts.template || !version) return texts;
  return { ...version, template: { ...texts.template, shown: language } };
}

/** A template's versions in the template's order of languages. */
export const versionLanguages = (template: TemplateTexts): Language[] =>
  LANGUAGES.filter((language) => template.versions[language] !== undefined);

/**
 * What the request carries: a template's versions (trimmed), the default's as the main text; or
 * the text as written.
 */
export function requestTexts(texts: MailTexts): VersionedMail {
  const trimmed = (text: MailText): MailText => ({ subject: text.subject.trim(), message: text.message.trim() });
  const template = texts.template;
  if (!template) return trimmed(texts);
  const versions: MailVersions = {};
  for (const language of versionLanguages(template)) versions[language] = trimmed(template.versions[language]!);
  const main = versions[template.defaultLanguage] ?? trimmed(texts);
  return { ...main, versions, language: template.defaultLanguage };
}
