// The rules scripts/check-catalogs.mjs holds each catalog to, apart so that a test can hold
// fixtures to them: a .po file read into entries, a language's typography, one register per
// language, and plurals through ICU, never "day(s)" (D278).

/** Entries of a .po file as {id, translations}; obsolete (#~) entries and the header are skipped. */
export function readPo(text) {
  const entries = [];
  let current;
  let field;
  const unquote = (s) => JSON.parse(s.replace(/\\'/g, "'"));
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const keyword = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, value] = keyword;
      if (name === 'msgctxt' || (name === 'msgid' && field !== 'msgctxt')) {
        current = { id: '', translations: [] };
        entries.push(current);
      }
      field = name;
      if (name === 'msgctxt') current.context = unquote(value);
      else if (name === 'msgid') current.id = unquote(value);
      else if (name.startsWith('msgstr')) current.translations.push(unquote(value));
    } else if (line.startsWith('"') && current && field) {
      if (field === 'msgctxt') current.context += unquote(line);
      else if (field === 'msgid') current.id += unquote(line);
      else if (field.startsWith('msgstr')) current.translations[current.translations.length - 1] += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      if (line === '') field = undefined;
    }
  }
  return entries.filter((entry) => entry.id !== '');
}

/** Not a letter: JavaScript's \b knows only ASCII letters, and Spanish ends words in é. */
const END = '(?![\\p{L}])';

/**
 * Imperatives of "usted" that only that register writes, at a sentence's start. Spanish is written
 * with "tú" (D278: the candidate screens, the mails and the sign-in pages already were,
 * and most messages): a message that speaks "usted" is the other register.
 */
const USTED_IMPERATIVES = [
  'Abra',
  'Active',
  'Adjunte',
  'Añada',
  'Arrastre',
  'Asigne',
  'Compruebe',
  'Conéctese',
  'Confirme',
  'Contacte',
  'Cree',
  'Dé',
  'Deje',
  'Descargue',
  'Elija',
  'Elimine',
  'Envíe',
  'Escanee',
  'Escriba',
  'Espere',
  'Guarde',
  'Haga',
  'Indique',
  'Inicie',
  'Inténtelo',
  'Introduzca',
  'Marque',
  'Pida',
  'Ponga',
  'Pulse',
  'Quite',
  'Registre',
  'Responda',
  'Revise',
  'Seleccione',
  'Use',
  'Utilice',
  'Vuelva',
  // Added with the server's content check (D287): the forms the seeded and mailed texts used.
  'Conteste',
  'Empiece',
  'Escuchará',
  'Escuche',
  'Indíquenos',
  'Lea',
  'Verá',
  // With a pronoun attached (D399): "Pídala", "Ábrala", "Escríbalas" (tú: "Pídela", "Ábrela", "Escríbelas").
  '(?:Pídal|Ábral|Escríbal|Hágal|Guárdel|Envíel|Elíjal|Revísel|Indíquel|Compruébel)(?:o|a)s?',
  // D399, widened in session 67: more of the forms UI texts use. Not "Cierre" ("Cierre de la oferta") nor "Firme"
  // ("Firme bajo presión"): nouns and adjectives too; they count only after a comma (below).
  'Acepte',
  'Actualice',
  'Agregue',
  'Asegúrese',
  'Busque',
  'Cambie',
  'Comience',
  'Complete',
  'Consulte',
  'Copie',
  'Ingrese',
  'Intente',
  'Mida',
  'Presione',
  'Pregunte',
  'Recuerde',
  'Rellene',
  'Solicite',
  'Suba',
  'Toque',
  'Verifique',
  'Visite',
];

/**
 * "No" before usted's subjunctive at a sentence's start: "No cierre esta página" (tú: "No cierres").
 * The candidate screens say this most before a timed test or an upload.
 */
const USTED_PROHIBITIONS = [
  'actualice',
  'cambie',
  'cierre',
  'comparta',
  'olvide',
  'pulse',
  'recargue',
  'salga',
  'toque',
  'use',
  'utilice',
  'vuelva',
];

/**
 * Imperatives of "usted" after a comma, semicolon or colon, where a third person's subjunctive does
 * not stand alone ("Para aceptar esta oferta, firme a continuación"; "…de una requisición: indique
 * qué se evalúa", found by eye in session 66). A subjunctive after "que" ("pide al candidato que
 * indique su horario") or "y" ("que lea y escriba") has no comma before it and passes. Not "tenga",
 * "sea" or "esté": "El candidato, tenga o no experiencia, …" is a third person.
 */
const USTED_INNER_IMPERATIVES = [
  'abra',
  'acepte',
  'actualice',
  'adjunte',
  'añada',
  'asegúrese',
  'compruebe',
  'confirme',
  'consulte',
  'descargue',
  'elija',
  'empiece',
  'escriba',
  'espere',
  'firme',
  'guarde',
  'haga',
  'indique',
  'ingrese',
  'inicie',
  'inténtelo',
  'introduzca',
  'lea',
  'marque',
  'pida',
  'pulse',
  'responda',
  'revise',
  'seleccione',
  'suba',
  'utilice',
  'vea',
  'verifique',
  'vuelva',
];

/**
 * "Le" addressing the reader: a question to them ("¿Cómo le va en el trabajo?", but not "¿Cómo le va
 * a tu equipo?", where "le" is the team) or an offer made to them ("ofrecerle el puesto").
 */
const USTED_PRONOUNS = '¿(?:[Cc]ómo|[Qq]ué|[Cc]uánto|[Cc]uándo) le(?![^?]*\\btu(?!\\p{L}))|[Oo]frecerle';

/** What a language's translations must not hold, and why. */
export const LANGUAGE_RULES = {
  es: [
    {
      pattern: new RegExp(
        `(?:^|[\\s¡¿(])[Uu]sted(?:es)?${END}|(?:^|[.:!?]\\s+|\\n|[¡¿>])(?:${USTED_IMPERATIVES.join('|')})${END}` +
          `|[,;:]\\s+(?:${USTED_INNER_IMPERATIVES.join('|')})${END}|(?:${USTED_PRONOUNS})${END}` +
          `|(?:^|[.:!?]\\s+|\\n|[¡>])No (?:${USTED_PROHIBITIONS.join('|')})${END}`,
        'u',
      ),
      why: 'the "usted" register (Spanish is written with "tú": "Elige", "Escribe", "tu")',
    },
  ],
  fr: [
    { pattern: /'/, why: 'a straight apostrophe (French writes ’, as in « aujourd’hui »)' },
    {
      pattern: new RegExp(`(?:^|[\\s«(])(?:tu|toi|ton|ta|tes)${END}`, 'iu'),
      why: 'the "tu" register (French is written with "vous")',
    },
  ],
};

/**
 * The reader addressed as "usted" where the English speaks to them (D399): a sentence that starts
 * "Your" read "Su"/"Sus", one that starts "You can"/"You may" read "Puede"/"Podrá" ("Tu archivo",
 * "Puedes descargarlo"). A translation that speaks "tú" elsewhere ("Sus respuestas se conservan;
 * tus informes...": the "Sus" is someone else's) and an impersonal "Puede que" pass.
 */
const USTED_FOR_THE_READER = [
  { english: /(?:^|[.!?:]\s+)Your\s/u, spanish: /(?:^|[.!?:;]\s+)Sus?\s/u },
  {
    english: /(?:^|[.!?]\s+)You (?:can|may)\s/u,
    spanish: /(?:^|[.!?]\s+)(?:Ya no )?(?:Puede|Podrá)\s+(?!que(?![\p{L}]))/u,
  },
];
/** A translation that says "tu", "tus" or "te" speaks "tú": its "Sus" is someone else's. */
const TU_WORD = /(?:^|[^\p{L}])(?:tu|tus|te|ti|contigo)(?![\p{L}])/iu;
const USTED_FOR_THE_READER_WHY =
  'the "usted" register for the reader ("Your", "You can" as "Su", "Puede": Spanish is written with "tú": "Tu", "Puedes")';

/** A plural written "day(s)", "candidato(s)", "jour(s)": ICU's plural says one or many (any language, the English too). */
export const PARENTHESISED_PLURAL = {
  pattern: /\p{L}\((?:s|es|x)\)/u,
  why: 'a "(s)" plural (write an ICU plural instead)',
};

/** Each rule an entry breaks, with the text that breaks it; the English (msgid) is held to the plural rule too. */
export function entryProblems(locale, entry) {
  const problems = [];
  const texts = [entry.id, ...entry.translations];
  if (texts.some((text) => PARENTHESISED_PLURAL.pattern.test(text))) problems.push(PARENTHESISED_PLURAL.why);
  for (const rule of LANGUAGE_RULES[locale] ?? [])
    if (entry.translations.some((text) => rule.pattern.test(text))) problems.push(rule.why);
  if (
    locale === 'es' &&
    USTED_FOR_THE_READER.some(
      ({ english, spanish }) =>
        english.test(entry.id) && entry.translations.some((text) => spanish.test(text) && !TU_WORD.test(text)),
    )
  )
    problems.push(USTED_FOR_THE_READER_WHY);
  return problems;
}

/**
 * The messages one language translates differently in two of its catalogs (D410). The catalogs a
 * screen loads merge into one table keyed by message and context, so whichever loads last wins: a
 * message that means two things ("Open": a button, a requisition's status) takes a context
 * (`msg({ message, context })`, `<Trans context>`); one that means the same reads the same.
 * `catalogs` maps a catalog's name to its entries (readPo); each conflict names the message, its
 * context and each translation with the catalogs that hold it.
 */
export function conflictingTranslations(catalogs) {
  const byKey = new Map();
  for (const [name, entries] of Object.entries(catalogs))
    for (const entry of entries) {
      if (entry.translations.every((text) => text.trim() === '')) continue;
      const key = JSON.stringify([entry.context ?? '', entry.id]);
      const translation = entry.translations.join(' | ');
      const seen = byKey.get(key) ?? new Map();
      seen.set(translation, [...(seen.get(translation) ?? []), name]);
      byKey.set(key, seen);
    }
  const conflicts = [];
  for (const [key, seen] of byKey) {
    if (seen.size < 2) continue;
    const [context, id] = JSON.parse(key);
    conflicts.push({ id, context, translations: [...seen].map(([text, names]) => ({ text, catalogs: names })) });
  }
  return conflicts;
}
