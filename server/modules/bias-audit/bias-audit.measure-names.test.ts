/**
 * The PDF's and the CSV's built-in measure names are the app's (D411): every step name of
 * src/ui/step-names.ts and every kind's `builtInTitles`, each with its Spanish and French from the
 * app's catalog (src/locales/{es,fr}/messages.po). When this fails, a built-in name or its
 * translation changed in the app: change bias-audit.measure-names.ts with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPo } from '../../../scripts/catalog-rules.mjs';
import { BUILT_IN_NAMES, measureName } from './bias-audit.measure-names.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The English names the app translates: STEP_NAMES' and the kinds' builtInTitles' keys. */
function appBuiltInNames(): string[] {
  const names: string[] = [];
  const keys = (block: string) =>
    [...block.matchAll(/(?:'([^']+)'|(\w+)):\s*msg`/g)].map((match) => (match[1] ?? match[2])!);
  names.push(...keys(/STEP_NAMES[^{]*\{([^}]*)\}/s.exec(read('src/ui/step-names.ts'))![1]!));
  const features = path.join(root, 'src/features');
  for (const folder of fs.readdirSync(features))
    for (const file of fs.readdirSync(path.join(features, folder)).filter((f) => f.endsWith('.kind.ts'))) {
      const block = /builtInTitles:\s*\{([^}]*)\}/s.exec(read(`src/features/${folder}/${file}`));
      if (block) names.push(...keys(block[1]!));
    }
  return names.sort();
}

describe("a bias audit measure's name in the files (D411)", () => {
  it("given the app's built-in names, then the server knows each with the app's Spanish and French", () => {
    expect(Object.keys(BUILT_IN_NAMES).sort()).toEqual(appBuiltInNames());
    for (const language of ['es', 'fr'] as const) {
      const catalog = new Map(
        readPo(read(`src/locales/${language}/messages.po`))
          .filter((entry) => !entry.context)
          .map((entry) => [entry.id, entry.translations[0]]),
      );
      for (const [english, translated] of Object.entries(BUILT_IN_NAMES))
        expect(translated[language], `${english} in ${language}`).toBe(catalog.get(english));
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
