/**
 * A company text's versions in the other languages, beside the company default's field (D199,
 * D214): one input per language, each marked "missing" in words while blank, so staff see which
 * readers get the default's text instead. The default's own field is the caller's (`children`).
 * Used by every staff editor of a company text: custom fields, plan steps and activities.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { languageLabel, languageName } from '../../lib/language-names.ts';
import { FormField } from '../form/form-field.tsx';
import './field-versions.css';

export type Versions = Partial<Record<Language, string>>;

export const versionId = (idPrefix: string, language: Language) => `${idPrefix}-${language}`;

export interface FieldVersionsProps {
  /** The default's input id; each version's is `<idPrefix>-<language>`. */
  idPrefix: string;
  /** "Label in other languages" and the like. */
  legend: string;
  defaultLanguage: Language;
  values: Versions;
  errors: Partial<Record<Language, string>>;
  onChange(language: Language, value: string): void;
  /** Options: one per line, in the order of the default's. */
  isMultiline?: boolean;
  /** Whether the default has text: a blank optional text needs no versions, so nothing is marked. */
  hasDefault: boolean;
  /**
   * The default is one of the product's own names (a built-in step name), which readers get in
   * their language from the product's catalogs: a blank version is not missing.
   */
  hasBuiltInVersions?: boolean;
  maxLength: number;
  /** The default's own field, shown first; without it, the versions stand alone under a field the caller placed. */
  children?: ReactNode;
  /** What the default's field is, when not the company default ("English, the posting's language"). */
  defaultTag?: string;
  /**
   * The default's field says which language it is in its own hint (useDefaultVersionTag), where a tag
   * above its label would read as the hint of the field before it.
   */
  isTagInField?: boolean;
}

/** What the default's field is: "English, the company's default". */
export function useDefaultVersionTag(): (language: Language) => string {
  const { t, i18n } = useLingui();
  return (language) => {
    const defaultName = languageLabel(language, i18n.locale);
    return t`${defaultName}, the company's default`;
  };
}

export function FieldVersions(props: FieldVersionsProps) {
  const { t, i18n } = useLingui();
  const { idPrefix, legend, defaultLanguage, values, errors, onChange, isMultiline, hasDefault, maxLength } = props;
  const others = LANGUAGES.filter((language) => language !== defaultLanguage);
  const companyDefaultTag = useDefaultVersionTag();
  const defaultName = languageName(defaultLanguage, i18n.locale);
  return (
    <div className={props.children ? 'field-versions' : 'field-versions field-versions--alone'}>
      {props.children && (
        <div className="field-versions__default">
          {!props.isTagInField && (
            <p className="field-versions__tag">{props.defaultTag ?? companyDefaultTag(defaultLanguage)}</p>
          )}
          {props.children}
        </div>
      )}
      <fieldset className="field-versions__others">
        <legend className="field-versions__legend">{legend}</legend>
        <div className="field-versions__grid">
          {others.map((language) => {
            const id = versionId(idPrefix, language);
            const name = languageName(language, i18n.locale);
            const isBlank = hasDefault && !(values[language] ?? '').trim();
            const hint = !isBlank ? undefined : props.hasBuiltInVersions ? (
              t`Blank: ${name} readers see this built-in name translated.`
            ) : (
              <span className="field-versions__missing">
                <span aria-hidden="true">⚠ </span>
                {t`Missing: ${name} readers see the ${defaultName} text.`}
              </span>
            );
            return (
              <FormField
                key={language}
                id={id}
                label={languageLabel(language, i18n.locale)}
                hint={hint}
                error={errors[language]}
              >
                {(a11y) =>
                  isMultiline ? (
                    <textarea
                      id={id}
                      lang={language}
                      className="form-field__input field-versions__textarea"
                      rows={5}
                      value={values[language] ?? ''}
                      onChange={(event) => onChange(language, event.target.value)}
                      {...a11y}
                    />
                  ) : (
                    <input
                      id={id}
                      lang={language}
                      className="form-field__input"
                      value={values[language] ?? ''}
                      maxLength={maxLength + 50}
                      onChange={(event) => onChange(language, event.target.value)}
                      {...a11y}
                    />
                  )
                }
              </FormField>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
