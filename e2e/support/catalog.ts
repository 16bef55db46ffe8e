import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Locale = 'en' | 'es' | 'fr';

/**
 * The translation of an English message in a committed catalog (messages.po, or staff.po for the
 * staff screens: every .po of the locale), so a test can say "this text is the Spanish of
 * 'Sign in'" without repeating the translation. Enough of the .po format for our catalogs: one
 * msgid/msgstr per entry, possibly split over quoted continuation lines.
 */
export function translate(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const folder = fileURLToPath(new URL(`../../src/locales/${locale}/`, import.meta.url));
  const entries = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po')))
    readCatalog(`${folder}${file}`, entries);
  const translation = entries.get(english);
  if (!translation) throw new Error(`The ${locale} catalogs have no translation of ${JSON.stringify(english)}`);
  return translation;
}

function readCatalog(path: string, entries: Map<string, string>): void {
  let id: string | undefined;
  let field: 'msgid' | 'msgstr' | undefined;
  let str = '';
  const flush = () => {
    if (id !== undefined) entries.set(id, str);
  };
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const keyword = /^(msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      if (keyword[1] === 'msgid') {
        flush();
        id = JSON.parse(keyword[2]!) as string;
        str = '';
        field = 'msgid';
      } else {
        str = JSON.parse(keyword[2]!) as string;
        field = 'msgstr';
      }
    } else if (line.startsWith('"') && field) {
      const more = JSON.parse(line) as string;
      if (field === 'msgid') id += more;
      else str += more;
    } else {
      field = undefined;
    }
  }
  flush();
}
