import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/languages.ts';

/** The product's languages by name, in the reader's language (staff editors of texts kept per language). */
export function useLanguageNames(): Record<Language, string> {
  const { t } = useLingui();
  return { en: t`English`, es: t`Spanish`, fr: t`French` };
}
