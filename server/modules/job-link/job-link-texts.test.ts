/**
 * The server's words for the job link's page (job-link-texts.ts, over the table generated from the
 * app, job-link-texts.gen.ts, D448) are the app's: each text the server writes is the message the
 * page renders, and in Spanish and French its translation in the app's catalogs
 * (src/locales/{es,fr}/*.po), placeholders filled and plurals picked as Lingui does; every kind the
 * app names is named here too. A message of the page changed in the app fails
 * scripts/built-in-names.test.ts until `npm run i18n:names`, and a key the server reads that the
 * app no longer has fails the typecheck.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appNames } from '../../../scripts/built-in-names.mjs';
import { readPo } from '../../../scripts/catalog-rules.mjs';
import { SERVER_KINDS } from '../activity-kinds.ts';
import { jobLinkTexts, kindText, pluralForm, stepNameText, totalTimeText } from './job-link-texts.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The language's translations without a context, from the job link's catalog and the main one. */
const catalogs = (language: 'es' | 'fr') =>
  new Map(
    ['job-link', 'messages']
      .flatMap((name) => readPo(fs.readFileSync(path.join(root, `src/locales/${language}/${name}.po`), 'utf8')))
      .filter((entry) => !entry.context)
      .map((entry) => [entry.id, entry.translations[0]]),
  );

/** The app's kinds' names by type and steps' built-in names, as its files define them. */
const { kinds: APP_KIND_NAMES, steps } = appNames();
const STEP_ENGLISH = Object.keys(steps);

/** A plural's text for a number, written back as the ICU form it came from (`#` for the number). */
const asForm = (category: string, text: string, count: number) => `${category} {${text.replace(String(count), '#')}}`;

describe('the job link page’s words on the server', () => {
  const en = jobLinkTexts('en');

  it('name every kind the app names, with the same English', () => {
    expect(Object.keys(APP_KIND_NAMES).length).toBeGreaterThan(10);
    expect(Object.fromEntries(SERVER_KINDS.map((k) => [k.kind.type, kindText('en', k.kind.type)]))).toEqual(
      APP_KIND_NAMES,
    );
  });

  for (const language of ['es', 'fr'] as const) {
    it(`in ${language} are the app’s catalogs’ translations`, () => {
      const catalog = catalogs(language);
      const t = jobLinkTexts(language);
      const translation = (id: string) => {
        const text = catalog.get(id);
        expect(text, `${language}: no translation of "${id}"`).toBeTruthy();
        return text;
      };
      const pairs: [string, string | undefined][] = [
        [t.skipToContent, translation(en.skipToContent)],
        [t.language, translation(en.language)],
        [t.notifications, translation(en.notifications)],
        [t.remote, translation(en.remote)],
        [t.remoteIn('{place}'), translation(en.remoteIn('{place}'))],
        [t.whatApplyingInvolves, translation(en.whatApplyingInvolves)],
        [t.about(0).replace('0', '{minutes}'), translation(en.about(0).replace('0', '{minutes}'))],
        [
          t.aboutWithConnection(0).replace('0', '{minutes}'),
          translation(en.aboutWithConnection(0).replace('0', '{minutes}')),
        ],
        [t.later, translation(en.later)],
        [t.worksOffline, translation(en.worksOffline)],
        [t.lead, translation(en.lead)],
        [t.createAccount, translation(en.createAccount)],
        [t.signIn, translation(en.signIn)],
        [t.activity, translation(en.activity)],
        ...STEP_ENGLISH.map((name): [string, string | undefined] => [stepNameText(language, name), translation(name)]),
        ...SERVER_KINDS.map(({ kind }): [string, string | undefined] => [
          kindText(language, kind.type),
          translation(kindText('en', kind.type)),
        ]),
      ];
      for (const [server, app] of pairs) expect(server).toBe(app);
      // The plural: each form the server picks is the catalog's, for 1 and for 25.
      const plural = translation(
        `{minutes, plural, one {${totalTimeText('en', 1).replace('1', '#')}} other {${totalTimeText('en', 25).replace('25', '#')}}}`,
      );
      expect(plural).toContain(asForm('one', totalTimeText(language, 1), 1));
      expect(plural).toContain(asForm('other', totalTimeText(language, 25), 25));
    });
  }

  it('pick the plural form by the language’s rules, and keep a company’s own step names and unknown kinds', () => {
    expect(totalTimeText('en', 1)).toBe('About 1 minute in all. You can stop and come back at any time.');
    expect(totalTimeText('es', 25)).toBe('Alrededor de 25 minutos en total. Puedes parar y volver cuando quieras.');
    expect(totalTimeText('fr', 1)).toMatch(/^Environ 1 minute en tout\./);
    expect(stepNameText('fr', ' Skills ')).toBe('Compétences');
    expect(stepNameText('es', 'Entrevista final')).toBe('Entrevista final');
    expect(kindText('fr', 'something_new')).toBe('Activité');
    expect(kindText('es', 'constructor')).toBe('Actividad');
  });

  it('put the number in every place a plural form names it, written as the language writes numbers', () => {
    const forms = { one: '# minuto (# en total)', other: '# minutos (# en total)', '=0': 'ninguno' };
    expect(pluralForm('es', forms, 1)).toBe('1 minuto (1 en total)');
    expect(pluralForm('es', forms, 1500)).toBe('1500 minutos (1500 en total)');
    expect(pluralForm('fr', { one: '# minute sur #', other: '# minutes sur #' }, 25000)).toBe(
      '25\u202f000 minutes sur 25\u202f000',
    );
    expect(pluralForm('es', forms, 0)).toBe('ninguno');
  });
});
