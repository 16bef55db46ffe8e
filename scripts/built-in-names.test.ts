/**
 * One source for the product's built-in names (D425) and the job link page's words (D448): the
 * app's messages and catalogs. The server's tables (server/modules/built-in-names.gen.ts,
 * server/modules/job-link/job-link-texts.gen.ts) are generated from them, and each kind reads the
 * same on the app's screens, the server's job link page and the bias audit's files.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureName } from '../server/modules/bias-audit/index.ts';
import { kindText } from '../server/modules/job-link/index.ts';
import { appNames, isStale, jobLinkSource, messagePairs, namesSource, pluralForms } from './built-in-names.mjs';
import { readPo } from './catalog-rules.mjs';

const ROOT = join(import.meta.dirname, '..');
let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Each language's translation of the main catalog's messages without a context, as the app reads them. */
function appCatalog(language: 'es' | 'fr'): Map<string, string | undefined> {
  const entries = readPo(readFileSync(join(ROOT, `src/locales/${language}/messages.po`), 'utf8'));
  return new Map(entries.filter((entry) => !entry.context).map((entry) => [entry.id, entry.translations[0]]));
}

describe("the product's built-in names, one source (D425)", () => {
  it('are on the server what the app says (run npm run i18n:names when this fails)', async () => {
    expect(await isStale()).toBe(false);
  });

  it("name each kind the same on the app's screens, the server's job link and the bias audit's files", () => {
    const { kinds, titles } = appNames();
    expect(Object.keys(kinds).length).toBeGreaterThan(10);
    const report = { default_language: 'en' as const };
    for (const language of ['es', 'fr'] as const) {
      const catalog = appCatalog(language);
      for (const [type, english] of Object.entries(kinds)) {
        const app = catalog.get(english);
        expect(app, `${type} in ${language}`).toBeTruthy();
        expect(kindText(language, type), `${type} on the job link in ${language}`).toBe(app);
        // The kind's name as an activity's built-in title (the tracker's, the audit's measures).
        if (Object.values(titles).includes(english))
          expect(measureName({ label: english }, report, language), `${type} in the files in ${language}`).toBe(app);
      }
    }
  });

  it("follow a translation changed in the app's catalog", () => {
    tree = mkdtempSync(join(tmpdir(), 'names-'));
    for (const folder of ['src/ui', 'src/features', 'src/locales'])
      cpSync(join(ROOT, folder), join(tree, folder), { recursive: true });
    const catalog = join(tree, 'src/locales/es/messages.po');
    const text = readFileSync(catalog, 'utf8');
    writeFileSync(catalog, text.replace('msgstr "Prueba de mecanografía"', 'msgstr "Prueba de tecleo"'));
    expect(namesSource(tree)).toContain('"typing_test": {"en":"Typing test","es":"Prueba de tecleo"');
    expect(namesSource(ROOT)).not.toContain('Prueba de tecleo');
  });

  it("follow the job link page's messages and their translations, plurals by form and placeholders kept", () => {
    tree = mkdtempSync(join(tmpdir(), 'names-'));
    for (const folder of ['src/ui', 'src/features', 'src/locales'])
      cpSync(join(ROOT, folder), join(tree, folder), { recursive: true });
    const catalog = join(tree, 'src/locales/es/job-link.po');
    writeFileSync(
      catalog,
      readFileSync(catalog, 'utf8')
        .replace('Alrededor de # minutos en total.', 'Unos # minutos en total.')
        .replace('msgstr "Crear una cuenta"', 'msgstr "Crea tu cuenta"'),
    );
    const source = jobLinkSource(tree);
    expect(source).toContain(
      '"Create an account": {"en":"Create an account","es":"Crea tu cuenta","fr":"Créer un compte"}',
    );
    expect(source).toContain('"Remote ({place})": {"en":"Remote ({place})","es":"En remoto ({place})"');
    expect(source).toMatch(/"es":\{"one":"Alrededor de # minuto en total\.[^"]*","other":"Unos # minutos en total\./);
    // The language switch's label and the notifications' region, from the main catalog.
    expect(source).toContain('"Language": {"en":"Language","es":"Idioma","fr":"Langue"}');
    expect(jobLinkSource(ROOT)).not.toContain('Crea tu cuenta');
  });

  it('read an ICU plural by its forms, and refuse one inside a longer message', () => {
    expect(pluralForms('{n, plural, =0 {None} one {# day {x}} other {# days}}')).toEqual({
      '=0': 'None',
      one: '# day {x}',
      other: '# days',
    });
    expect(pluralForms('Remote ({place})')).toBeUndefined();
    expect(() => pluralForms('In {n, plural, one {# day} other {# days}}')).toThrow(/whole-message plural/);
    expect(() => pluralForms('{n, plural, one {# day}}')).toThrow(/other form/);
  });

  it('read quoted and bare keys of a message table', () => {
    expect(messagePairs("{ Resume: msg`Resume`, 'Typing test': msg`Typing test` }")).toEqual([
      ['Resume', 'Resume'],
      ['Typing test', 'Typing test'],
    ]);
  });
});
