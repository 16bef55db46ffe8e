import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LANGUAGES } from '../../../contracts/languages.ts';
import { LANGUAGE_NAMES, activateLanguage, isLanguage } from '../../lib/i18n.ts';
import './language-switch.css';

/** English, Spanish, French; the choice is remembered on this device by activateLanguage. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={i18n.locale}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) void activateLanguage(language, true);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
