/**
 * The server's words for the job link's page (job-link-texts.ts) are the app's: each English text
 * is the message the page renders and each Spanish and French text its translation in the app's
 * catalogs (src/locales/{es,fr}/*.po), and every kind the app names is named here too. When this
 * fails, a message of src/features/job-link/job-link-page.tsx, a step name or a kind's label
 * changed: change job-link-texts.ts with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_KINDS } from '../activity-kinds.ts';
import { jobLinkTexts, kindText, stepNameText, totalTimeText } from './job-link-texts.ts';

const root = path.resolve(import.meta.dirname, '../../..');
type Catalog = Map<string, string>;
const key = (id: string, context?: string) => `${context ?? ''}\u0004${id}`;

/** A .po file's entries: msgctxt and msgid to msgstr (multi-line strings joined). */
function readPo(file: string): Catalog {
  const entries: Catalog = new Map();
  let current: Record<string, string> = {};
  let last = '';
  const flush = () => {
    if (current.msgid !== undefined) entries.set(key(current.msgid, current.msgctxt), current.msgstr ?? '');
    current = {};
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (field) {
      if (field[1] !== 'msgstr' && current.msgstr !== undefined) flush();
      last = field[1]!;
      current[last] = JSON.parse(field[2]!) as string;
    } else if (line.startsWith('"')) current[last] += JSON.parse(line) as string;
    else if (line.trim() === '') flush();
  }
  flush();
  return entries;
}

const catalogs = (language: 'es' | 'fr') => {
  const all: Catalog = new Map();
  for (const name of ['job-link', 'messages'])
    for (const [k, v] of readPo(path.join(root, `src/locales/${language}/${name}.po`))) all.set(k, v);
  return all;
};

/** The kinds' names as the app defines them: `type: msg\`…\``. */
function appKindLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  const features = path.join(root, 'src/features');
  for (const folder of fs.readdirSync(features)) {
    const dir = path.join(features, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.label.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, type, message] of source.matchAll(/(\w+): msg`([^`]+)`/g)) labels[type!] = message!;
    }
  }
  return labels;
}

/** The steps' built-in names as the app stores them (src/ui/step-names.ts). */
const STEP_ENGLISH = [...fs.readFileSync(path.join(root, 'src/ui/step-names.ts'), 'utf8').matchAll(/(\w+): msg`/g)].map(
  (match) => match[1]!,
);

const PLURAL = (one: string, other: string) => `{minutes, plural, one {${one}} other {${other}}}`;

describe('the job link page’s words on the server', () => {
  const en = jobLinkTexts('en');

  it('name every kind the app names, with the same English', () => {
    const labels = appKindLabels();
    expect(Object.keys(labels).length).toBeGreaterThan(10);
    expect(Object.fromEntries(SERVER_KINDS.map((k) => [k.kind.type, kindText('en', k.kind.type)]))).toEqual(labels);
  });

  for (const language of ['es', 'fr'] as const) {
    it(`in ${language} are the app’s catalogs’ translations`, () => {
      const catalog = catalogs(language);
      const t = jobLinkTexts(language);
      const translation = (id: string, context?: string) => {
        const text = catalog.get(key(id, context));
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
        [PLURAL(t.totalTime.one, t.totalTime.other), translation(PLURAL(en.totalTime.one, en.totalTime.other))],
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
});
