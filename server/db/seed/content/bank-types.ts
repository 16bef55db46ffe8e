/** The shape every item bank in this folder is written in, before the seed turns it into rows. */
import type { Language } from '../../../../contracts/user.ts';

export type Texts = Record<Language, string>;

export interface BankAttribute {
  code: string;
  /** A facet's domain; undefined for a top-level attribute. */
  parent?: string;
  name: Texts;
}

export interface BankItem {
  /** The full item_id, `<slug>:<code>`. */
  id: string;
  /** Null only for practice items, which are never scored. */
  attribute: string | null;
  keyed: 1 | -1;
  text: Texts;
}

export interface BankSection {
  title: Texts;
  practice: boolean;
  items: BankItem[];
}

export interface ItemBank {
  slug: 'personality' | 'interests' | 'values' | 'competencies';
  kind: 'personality' | 'interests' | 'values' | 'competencies';
  /** Must name a key in server/scoring/score-assessment.ts. */
  scoring_key: string;
  has_pledge: boolean;
  estimated_minutes: number;
  scale: string;
  title: Texts;
  instructions: Texts;
  attributes: BankAttribute[];
  sections: BankSection[];
}

export const PRACTICE_TITLE: Texts = {
  en: 'Practice questions',
  es: 'Preguntas de práctica',
  fr: 'Questions d’entraînement',
};

/** `count` sections titled "Part n of count", the scored items dealt out in order. */
export function partSections(items: BankItem[], count: number): BankSection[] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => ({
    title: { en: `Part ${i + 1} of ${count}`, es: `Parte ${i + 1} de ${count}`, fr: `Partie ${i + 1} sur ${count}` },
    practice: false,
    items: items.slice(i * size, (i + 1) * size),
  }));
}

/**
 * Interleaves attributes (first item of each, then the second of each...) so no section is one
 * attribute in a row: `rows[attribute] = [item texts...]`.
 */
export function interleave(slug: string, rows: Record<string, { keyed?: -1; text: Texts }[]>): BankItem[] {
  const codes = Object.keys(rows);
  const longest = Math.max(...codes.map((code) => rows[code]!.length));
  const items: BankItem[] = [];
  for (let n = 0; n < longest; n++) {
    for (const code of codes) {
      const row = rows[code]![n];
      if (row) items.push({ id: `${slug}:${code}${n + 1}`, attribute: code, keyed: row.keyed ?? 1, text: row.text });
    }
  }
  return items;
}

export function practiceItems(slug: string, texts: Texts[]): BankSection {
  return {
    title: PRACTICE_TITLE,
    practice: true,
    items: texts.map((text, i) => ({ id: `${slug}:practice-${i + 1}`, attribute: null, keyed: 1, text })),
  };
}
