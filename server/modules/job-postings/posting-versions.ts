/**
 * A posting's title and description in the other languages (D199, D207). The columns keep the
 * posting's own `language` version; `title_i18n`, `description_i18n` and `description_html_i18n`
 * keep the others, each description cleaned once when saved, as the column's is.
 */
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { POSTING_DESCRIPTION_MAX, POSTING_TITLE_MAX } from '../../../contracts/job-posting-rules.ts';
import type { SavePosting } from '../../../contracts/job-postings.ts';
import type { Language } from '../../../contracts/languages.ts';
import { HttpError } from '../../http/http-error.ts';
import { cleanDescription } from './description-html.ts';

export interface StoredVersions {
  title_i18n: string;
  description_i18n: string;
  description_html_i18n: string;
}

/** The versions a save asks for, the posting's own language left out (its columns hold that one). */
export function versionsToStore(body: SavePosting): StoredVersions | undefined {
  if (body.title_i18n === undefined && body.description_i18n === undefined) return undefined;
  const others = (versions: unknown): TextVersions => {
    const out = storedVersions(versions);
    delete out[body.language];
    return out;
  };
  const titles = others(body.title_i18n);
  const descriptions = others(body.description_i18n);
  const problems: { prop: string; message: string }[] = [];
  for (const [language, title] of Object.entries(titles))
    if (title.length > POSTING_TITLE_MAX)
      problems.push({ prop: `title_i18n.${language}`, message: 'This is too long.' });
  for (const [language, text] of Object.entries(descriptions))
    if (text.length > POSTING_DESCRIPTION_MAX)
      problems.push({ prop: `description_i18n.${language}`, message: 'This is too long.' });
  if (problems.length > 0)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
  const markdown: TextVersions = {};
  const html: TextVersions = {};
  for (const [language, text] of Object.entries(descriptions) as [Language, string][]) {
    const cleaned = cleanDescription(text);
    markdown[language] = cleaned.markdown;
    html[language] = cleaned.html;
  }
  return {
    title_i18n: JSON.stringify(titles),
    description_i18n: JSON.stringify(markdown),
    description_html_i18n: JSON.stringify(html),
  };
}

/** Keeps a save's versions out of the posting's own fields. */
export function withoutVersions(body: SavePosting): SavePosting {
  const { title_i18n: _title, description_i18n: _description, ...rest } = body;
  return rest;
}
