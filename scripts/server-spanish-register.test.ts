// Texts the server sends or seeds, and the app's texts outside the catalogs, are held to the
// catalogs' rules (D287, D323): the mail templates, mail footers, server labels and refusals,
// seeded content, the career page, the bias audit's PDF and the language test's instructions are
// in no .po file, so scripts/check-catalogs.mjs never read them. Spanish is "tú", French "vous",
// and no language writes a "(s)" plural.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_RULES, PARENTHESISED_PLURAL } from './catalog-rules.mjs';

const root = join(import.meta.dirname, '..');
type Checked = 'es' | 'fr';
const rule = LANGUAGE_RULES.es![0]!;
/** French's rules: "vous", and ’ for an elision (the catalogs' rules, D278). */
const frenchRules = LANGUAGE_RULES.fr!;

/**
 * Not the reader's register: migrations hold the old wording they replace, tests quote it, and the
 * language test's item banks are test content whose dialogues may well say "usted" or "tu".
 */
const SKIPPED = [
  /\.test\.tsx?$/,
  /^server\/db\/migrations\//,
  /^server\/modules\/language-test\/bank-(es|fr)\.ts$/,
  /^server\/test\//,
  /^src\/testing\//,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
}

/** Each file parsed once for the three checks. */
const parsedFiles = new Map<string, ts.SourceFile>();
function parsed(file: string, text: string): ts.SourceFile {
  let source = parsedFiles.get(file);
  if (source?.text !== text) {
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    parsedFiles.set(file, source);
  }
  return source;
}

const nameIs = (name: ts.Node, language: Checked) =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === language;

/** An object literal that says which language it is: `{ language: 'es', … }`. */
const saysLanguage = (node: ts.ObjectLiteralExpression, language: Checked) =>
  node.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      p.name.text === 'language' &&
      ts.isStringLiteral(p.initializer) &&
      p.initializer.text === language,
  );

/** A row of a list of `[en, es, fr]` texts, as the seeded scales' labels are written. */
const isLanguageRow = (node: ts.Node): node is ts.ArrayLiteralExpression =>
  ts.isArrayLiteralExpression(node) &&
  ts.isArrayLiteralExpression(node.parent) &&
  node.elements.length === 3 &&
  node.elements.every((element) => literalText(element) !== undefined);

/** A literal's text, each `${…}` of a template read as a line break (what follows may start a sentence). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `\n${span.literal.text}`).join('');
  return undefined;
}

/**
 * The texts of a file in `language`: everything under a key named for it, in an object marked
 * `language: 'es'`, in a variable named for it (`const es: Footers = …`), in a `case 'es':` of a
 * switch, the seed content's `t(en, es, fr)` argument, or its place in a row of `[en, es, fr]` rows.
 */
export function languageTexts(file: string, text: string, language: Checked): { line: number; text: string }[] {
  const source = parsed(file, text);
  const found: { line: number; text: string }[] = [];
  const argument = language === 'es' ? 1 : 2;
  const visit = (node: ts.Node, inLanguage: boolean) => {
    const literal = literalText(node);
    if (literal !== undefined) {
      if (inLanguage)
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: literal });
      if (!ts.isTemplateExpression(node)) return;
    }
    if (ts.isPropertyAssignment(node) && nameIs(node.name, language)) return visit(node.initializer, true);
    if (ts.isVariableDeclaration(node) && nameIs(node.name, language) && node.initializer)
      return visit(node.initializer, true);
    if (ts.isCaseClause(node) && ts.isStringLiteral(node.expression) && node.expression.text === language) {
      node.statements.forEach((statement) => visit(statement, true));
      return;
    }
    if (isLanguageRow(node)) return visit(node.elements[argument]!, true);
    if (ts.isObjectLiteralExpression(node) && saysLanguage(node, language)) inLanguage = true;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      node.arguments.forEach((a, index) => visit(a, inLanguage || index === argument));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, inLanguage));
  };
  visit(source, false);
  return found;
}

export const spanishTexts = (file: string, text: string) => languageTexts(file, text, 'es');

/** Every string and template literal of a file (what a reader may be shown), with its line. */
function allLiterals(file: string, text: string): { line: number; text: string }[] {
  const source = parsed(file, text);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const literal = literalText(node);
    if (literal !== undefined)
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: literal });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const FOLDERS = ['server', 'contracts', 'src'];
const files = () => FOLDERS.flatMap(sourceFiles);
const where = (file: string) => (found: { line: number; text: string }) =>
  `${file}:${found.line}: ${found.text.slice(0, 100)}`;

/** Each text in `language` of the server, contracts and app that breaks `broken`'s rule, as file:line: text. */
function textsBreaking(language: Checked, broken: readonly { pattern: RegExp }[], marker: RegExp): string[] {
  return files().flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    // Parsed only when it holds one of the language's letters: most files hold no such text at all.
    if (!marker.test(text)) return [];
    return languageTexts(file, text, language)
      .filter(({ text }) => broken.some((r) => r.pattern.test(text)))
      .map(where(file));
  });
}

/** A "(s)" plural in any literal; an address's "http(s)" is no plural. */
const pluralIn = (text: string) => PARENTHESISED_PLURAL.pattern.test(text.replace(/https?\(s\)/g, ''));

describe('texts the server sends or seeds, and the app writes outside its catalogs (D287, D323)', () => {
  it('given the mail templates, footers, labels, refusals, seeded content and instructions in Spanish, then none is written in "usted"', () => {
    expect(textsBreaking('es', [rule], /[áéíóúñ¿¡]/)).toEqual([]);
  });

  it('given the same in French, then none is written in "tu" nor with a straight apostrophe', () => {
    expect(textsBreaking('fr', frenchRules, /[àâçéèêëîïôûùœ’]/)).toEqual([]);
  });

  it('given every literal of server/, contracts/ and src/, then none writes a "(s)" plural', () => {
    const found = files().flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      if (!/\p{L}\((?:s|es|x)\)/u.test(text)) return [];
      return allLiterals(file, text)
        .filter(({ text }) => pluralIn(text))
        .map(where(file));
    });
    expect(found).toEqual([]);
  });

  it('given the wording shipped before, then the rule finds each "usted" text and passes "tú" and other languages', () => {
    const before = `
      const SHIPPED = {
        outcome: { es: { subject: '{{company_name}}: ¿cómo le va a su equipo?', html_body: \`\${P}Responda aquí\` } },
        satisfaction: { es: { plain_body: 'Hola:\\n\\nInicie sesión y responda en la página de su perfil de puesto' } },
      };
      const LETTER = { es: { body: ['Nos complace ofrecerle el puesto', 'Para aceptar esta oferta, firme a continuación.'] } };
      const PARTS = { es: { reading: { instructions: (l) => \`Lea cada texto breve en \${l} y responda.\` } } };
      const ROW = { language: 'es', text: 'Escuchará grabaciones breves.' };
      const practice = t('Practice', 'Cinco situaciones. Elija lo que probablemente haría.', 'Cinq situations.');
      const tu = { es: '¿Cómo le va a tu equipo? Elige tu respuesta.' };
      const english = { en: 'Use the button. Lea', fr: 'Lisez' };
    `;
    const texts = spanishTexts('before.ts', before).map(({ text }) => text);
    expect(texts.filter((text) => rule.pattern.test(text))).toEqual([
      '{{company_name}}: ¿cómo le va a su equipo?',
      '\nResponda aquí',
      'Hola:\n\nInicie sesión y responda en la página de su perfil de puesto',
      'Nos complace ofrecerle el puesto',
      'Para aceptar esta oferta, firme a continuación.',
      'Lea cada texto breve en \n y responda.',
      'Escuchará grabaciones breves.',
      'Cinco situaciones. Elija lo que probablemente haría.',
    ]);
    expect(texts).toContain('¿Cómo le va a tu equipo? Elige tu respuesta.');
    expect(texts.join(' ')).not.toMatch(/Use the button|Lisez|Practice|Cinq/);
  });

  it('given texts kept in a variable or a switch named for the language, then they are read as that language too', () => {
    const shapes = `
      const es: Footers = (purpose) => {
        switch (purpose) { case 'a': return \`Recibe este correo porque \${x}. Inicie sesión.\`; }
      };
      const fr: Labels = { hint: 'Choisis ta langue' };
      function words(language) {
        switch (language) {
          case 'es': return 'Elija una fecha.';
          case 'fr': return 'Choisissez une date.';
          default: return 'Pick a day.';
        }
      }
      const labels = five([['Ready now', 'Preparado ya', 'Prêt·e'], ['Not yet', 'Aún no: elija', 'Pas encore']]);
      const en = { files: (n) => \`\${n} file(s).\` };
    `;
    expect(languageTexts('shapes.ts', shapes, 'es').map(({ text }) => text)).toEqual([
      'a',
      'Recibe este correo porque \n. Inicie sesión.',
      'Elija una fecha.',
      'Preparado ya',
      'Aún no: elija',
    ]);
    expect(languageTexts('shapes.ts', shapes, 'fr').map(({ text }) => text)).toEqual([
      'Choisis ta langue',
      'Choisissez une date.',
      'Prêt·e',
      'Pas encore',
    ]);
    expect(
      allLiterals('shapes.ts', shapes)
        .map(({ text }) => text)
        .filter(pluralIn),
    ).toEqual(['\n file(s).']);
    expect(pluralIn('an http(s) address')).toBe(false);
  });
});
