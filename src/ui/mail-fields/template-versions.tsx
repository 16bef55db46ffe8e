/**
 * Which version of a chosen template the fields show, and what each recipient receives (D292):
 * the version in their own language, else the company default's; a change made here changes the
 * version shown only, so the dialog names the versions changed and says the others go as the
 * template has them.
 */
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/languages.ts';
import { useLanguageLabels, useLanguageNames } from '../language-names/language-names.ts';
import { showVersion, versionLanguages, type MailTexts } from './template-texts.ts';
import './mail-preview.css';

export interface TemplateVersionsProps {
  idPrefix: string;
  texts: MailTexts;
  onChange(texts: MailTexts): void;
}

export function TemplateVersions({ idPrefix, texts, onChange }: TemplateVersionsProps) {
  const { t, i18n } = useLingui();
  const names = useLanguageNames();
  const labels = useLanguageLabels();
  const template = texts.template;
  if (!template) return null;
  const languages = versionLanguages(template);
  const list = (of: Language[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(of.map((l) => names[l]));
  const defaultName = names[template.defaultLanguage];
  const edited = list(template.edited);
  const untouched = languages.filter((l) => !template.edited.includes(l));
  const others = list(untouched);
  const noteId = `${idPrefix}-versions-note`;
  return (
    <div className="mail-versions">
      {languages.length > 1 && (
        <label className="mail-versions__choice">
          <span className="form-field__label">{t`Version to show and edit`}</span>
          <select
            className="form-field__input"
            value={template.shown}
            aria-describedby={noteId}
            onChange={(e) => onChange(showVersion(texts, e.target.value as Language))}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {template.edited.includes(language) ? t`${labels[language]} (changed)` : labels[language]}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="form-field__hint mail-versions__note" id={noteId}>
        {languages.length > 1
          ? t`Each candidate receives the version in their own language, else the ${defaultName} one.`
          : t`This template has only the ${defaultName} version: every candidate receives it.`}
        {template.edited.length > 0 &&
          untouched.length > 0 &&
          ' ' + t`Your changes are in the ${edited} version only: readers of ${others} receive the template’s text.`}
      </p>
    </div>
  );
}
