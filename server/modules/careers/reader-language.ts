/**
 * The language a public career page is read in (D207): `?lang=` when it names one of ours, else
 * the first of ours the browser's Accept-Language lists, else none (the posting's own language).
 * A posting then shows its version in that language, else the company default's (D199).
 */
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import type { Language } from '../../../contracts/languages.ts';
import { browserLanguage, isLanguage } from '../../http/request-language.ts';
import type { LivePosting } from './careers.store.ts';

/** Who reads a public page: in which language, and whether they chose it (`?lang=`) or the browser did. */
export type Reader = { language?: Language; chosen: boolean };

export function readerOf(query: unknown, acceptLanguage: string | undefined): Reader {
  if (isLanguage(query)) return { language: query, chosen: true };
  return { language: browserLanguage(acceptLanguage), chosen: false };
}

/** The posting as a reader of `reader` sees it: title, description and labels in one language. */
export function postingInLanguage(
  posting: LivePosting,
  reader: Language | undefined,
  defaultLanguage: string,
): LivePosting {
  const own = posting.language as Language;
  if (!reader || reader === own) return posting;
  const fallback = isLanguage(defaultLanguage) ? defaultLanguage : own;
  const title = pickText(allVersions(posting.title, posting.title_i18n, own), reader, fallback);
  if (title.language === own) return posting;
  const html = allVersions(posting.description_html, posting.description_html_i18n, own);
  return {
    ...posting,
    title: title.text,
    description_html: html[title.language] ?? posting.description_html,
    language: title.language,
  };
}
