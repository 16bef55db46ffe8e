// Spanish the server sends or seeds is held to the catalogs' register rule (D287): the
// mail templates, server labels, seeded content and the language test's instructions are in no
// .po file, so scripts/check-catalogs.mjs never read them, and "usted" stayed there after D278.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_RULES } from './catalog-rules.mjs';

const root = join(import.meta.dirname, '..');
const rule = LANGUAGE_RULES.es![0]!;

/**
 * Not the reader's register: migrations hold the old wording they replace, tests quote it, and the
 * Spanish language test's item bank is test content whose dialogues may well say "usted".
 */
const SKIPPED = [
  /\.test\.ts$/,
  /^server\/db\/migrations\//,
  /^server\/modules\/language-test\/bank-es\.ts$/,
  /^server\/test\//,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)));
}

const isEsKey = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'es';

/** An object literal that says it is the Spanish one: `{ language: 'es', … }`. */
const saysSpanish = (node: ts.ObjectLiteralExpression) =>
  node.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      p.name.text === 'language' &&
      ts.isStringLiteral(p.initializer) &&
      p.initializer.text === 'es',
  );

/** A literal's text, each `${…}` of a template read as a line break (what follows may start a sentence). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `\n${span.literal.text}`).join('');
  return undefined;
}

/**
 * The Spanish texts of a file: everything under an `es` key, in an object marked `language: 'es'`,
 * or the second argument of the seed content's `t(en, es, fr)`.
 */
export function spanishTexts(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node, spanish: boolean) => {
    const literal = literalText(node);
    if (literal !== undefined) {
      if (spanish) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: literal });
      if (!ts.isTemplateExpression(node)) return;
    }
    if (ts.isPropertyAssignment(node) && isEsKey(node.name)) return visit(node.initializer, true);
    if (ts.isObjectLiteralExpression(node) && saysSpanish(node)) spanish = true;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      node.arguments.forEach((argument, index) => visit(argument, spanish || index === 1));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, spanish));
  };
  visit(source, false);
  return found;
}

/** Each Spanish text of the server and contracts in the other register, as file:line: text. */
function ustedTexts(): string[] {
  return ['server', 'contracts'].flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    // Parsed only when it holds a Spanish letter or sign: most files hold no Spanish at all.
    if (!/[áéíóúñ¿¡]/.test(text)) return [];
    return spanishTexts(file, text)
      .filter(({ text }) => rule.pattern.test(text))
      .map(({ line, text }) => `${file}:${line}: ${text.slice(0, 100)}`);
  });
}

describe('Spanish the server sends or seeds (D287)', () => {
  it('given the mail templates, labels, seeded content and instructions, then none is written in "usted"', () => {
    expect(ustedTexts()).toEqual([]);
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
});
