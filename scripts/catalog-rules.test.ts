import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conflictingTranslations, entryProblems, readPo } from './catalog-rules.mjs';

const fixture = (name: string) => readPo(readFileSync(join(import.meta.dirname, 'fixtures', 'catalogs', name), 'utf8'));
/** Each fixture message's translation with the rules it breaks (none: an empty list). */
const judged = (locale: string, name: string) =>
  Object.fromEntries(fixture(name).map((entry) => [entry.translations.join(' | '), entryProblems(locale, entry)]));

describe('the catalog check, on fixtures (D278)', () => {
  it('given Spanish, then "usted" and its imperatives are the other register and "(s)" is no plural; tú, ICU plurals and a sentence-inner "Dé"/"Use" pass', () => {
    const problems = judged('es', 'es-mixed.po');
    expect(problems['Debes esperar {0} día(s) antes de volver a postularte']).toEqual([
      'a "(s)" plural (write an ICU plural instead)',
    ]);
    for (const usted of ['Inténtelo de nuevo', 'Lo que se evalúa de usted', 'Guardado. Elija una fecha.'])
      expect(problems[usted], usted).toEqual([expect.stringContaining('the "usted" register')]);
    expect(problems['Elige tu idioma']).toEqual([]);
    expect(problems['{count, plural, one {# día} other {# días}}']).toEqual([]);
    expect(problems['El candidato usa un lector de pantalla que Use llamó «Dé»']).toEqual([]);
  });

  it('given Spanish that reads "Your" as "Su" or "You can" as "Puede" (D399), then it is the "usted" register; a translation that speaks "tú" elsewhere passes', () => {
    const problems = judged('es', 'es-mixed.po');
    for (const usted of [
      'Su archivo está listo. Puede descargarlo hasta el {1}.',
      'Puede pedir un proceso alternativo aquí abajo.',
    ])
      expect(problems[usted], usted).toEqual([expect.stringContaining('the "usted" register for the reader')]);
    expect(problems['Sus respuestas se conservan. Puede que tus informes cambien.']).toEqual([]);
    // An imperative with a pronoun attached: usted's "Escríbalas", tú's "Pídela".
    expect(problems['Todavía no hay preguntas. Escríbalas desde la página de una sección.']).toEqual([
      expect.stringContaining('the "usted" register'),
    ]);
    expect(problems['Pídela después de la oferta.']).toEqual([]);
  });

  it('given usted\'s imperative after a colon or a "No" (D399: "…: indique qué se evalúa", found by eye), then it is the "usted" register; tú and a third person\'s subjunctive pass', () => {
    const problems = judged('es', 'es-mixed.po');
    for (const usted of [
      'Los candidatos leen este aviso: indique qué se evalúa.',
      'No cierre esta página.',
      // Found in the style guide's Spanish in session 68.
      'Escape cancela. Pregunte antes de cualquier acción que no se pueda deshacer.',
    ])
      expect(problems[usted], usted).toEqual([expect.stringContaining('the "usted" register')]);
    for (const passes of [
      'Los candidatos leen este aviso: indica qué se evalúa.',
      'No cierres esta página.',
      'Pide al candidato que indique sus horas y elige una.',
      'Firme bajo presión',
      'El candidato, tenga o no experiencia, lo lee.',
      'Escape cierra. Pregunta antes de cualquier acción que no se pueda deshacer.',
    ])
      expect(problems[passes], passes).toEqual([]);
  });

  it('given French, then "tu", a straight apostrophe and "(s)" each fail; "vous" and words that start with "tu" pass', () => {
    const problems = judged('fr', 'fr-mixed.po');
    expect(problems['E-mail envoyé à {n} candidat(s)']).toEqual(['a "(s)" plural (write an ICU plural instead)']);
    expect(problems['Choisis ta langue']).toEqual([expect.stringContaining('the "tu" register')]);
    expect(problems["Aujourd'hui"]).toEqual([expect.stringContaining('straight apostrophe')]);
    expect(problems['Choisissez votre langue, puis continuez']).toEqual([]);
    expect(problems['Votre tuteur, en tête de liste']).toEqual([]);
  });

  it('given an English message with "(s)", then it fails in any language, its translation aside', () => {
    expect(entryProblems('fr', { id: 'Shared with {n} recipient(s)', translations: ['Partagé'] })).toEqual([
      'a "(s)" plural (write an ICU plural instead)',
    ]);
  });
});

describe('one language read one way across its catalogs (D410)', () => {
  const po = (body: string) => readPo(`msgid ""\nmsgstr ""\n\n${body}`);
  const staff = po(
    'msgctxt "requisition status"\nmsgid "Open"\nmsgstr "Abierta"\n\nmsgid "Open"\nmsgstr "Abrir"\n\nmsgid "Screening questions"\nmsgstr "Preguntas de filtrado"\n',
  );

  it('given a message translated one way in one catalog and another way in a second, then it is a conflict naming both', () => {
    const candidate = po('msgid "Screening questions"\nmsgstr "Preguntas de selección"\n');
    expect(conflictingTranslations({ 'staff.po': staff, 'screening-questions.po': candidate })).toEqual([
      {
        id: 'Screening questions',
        context: '',
        translations: [
          { text: 'Preguntas de filtrado', catalogs: ['staff.po'] },
          { text: 'Preguntas de selección', catalogs: ['screening-questions.po'] },
        ],
      },
    ]);
  });

  it('given a context (msgctxt), then the same English with another meaning is its own message; a same translation or an empty one is no conflict', () => {
    expect(staff[0]).toMatchObject({ context: 'requisition status', id: 'Open', translations: ['Abierta'] });
    const interview = po('msgid "Open"\nmsgstr "Abrir"\n\nmsgid "Screening questions"\nmsgstr ""\n');
    expect(conflictingTranslations({ 'staff.po': staff, 'interview.po': interview })).toEqual([]);
  });
});
