/**
 * The PDF's and the CSV's built-in measure names are the app's (D411, D425): every step name of
 * src/ui/step-names.ts and every kind's `builtInTitles` reads in the files as the app's catalog
 * (src/locales/{es,fr}/messages.po) translates it. The server reads them from the table generated
 * from the app (server/modules/built-in-names.gen.ts: run npm run i18n:names when it is stale).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appNames } from '../../../scripts/built-in-names.mjs';
import { readPo } from '../../../scripts/catalog-rules.mjs';
import { measureName } from './bias-audit.measure-names.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe("a bias audit measure's name in the files (D411)", () => {
  it("given the app's built-in names, then each reads in the files as the app's Spanish and French", () => {
    const { steps, titles } = appNames();
    const english = [...Object.values(steps), ...Object.values(titles)];
    expect(english.length).toBeGreaterThan(20);
    const report = { default_language: 'en' as const };
    for (const language of ['es', 'fr'] as const) {
      const catalog = new Map(
        readPo(read(`src/locales/${language}/messages.po`))
          .filter((entry) => !entry.context)
          .map((entry) => [entry.id, entry.translations[0]]),
      );
      for (const name of english) {
        expect(measureName({ label: name, label_i18n: { en: name } }, report, language), `${name} in ${language}`).toBe(
          catalog.get(name),
        );
        expect(measureName({ label: name }, report, language)).toBe(catalog.get(name));
      }
    }
  });

  it("given a company's version, a built-in name or a name written in one language, then each reads as the page says", () => {
    const report = { default_language: 'en' as const };
    const own = { label: 'Customer care test', label_i18n: { en: 'Customer care test', es: 'Prueba de atención' } };
    expect(measureName(own, report, 'es')).toBe('Prueba de atención');
    expect(measureName(own, report, 'fr')).toBe('Customer care test');
    const typing = { label: 'Typing test', label_i18n: { en: 'Typing test' } };
    expect(measureName(typing, report, 'es')).toBe('Prueba de mecanografía');
    expect(measureName(typing, report, 'fr')).toBe('Test de dactylographie');
    // A summary published before versions were kept.
    expect(measureName({ label: 'Assessments' }, report, 'fr')).toBe('Évaluations');
  });
});
