/**
 * The built-in language test's content: for each language tested, a listening part (short clips,
 * one question each) and a reading part (short passages, several questions each), written for
 * this product (bank-en.ts, bank-es.ts, bank-fr.ts); and the title and instructions of each part
 * in each instruction language (instructions.ts). The key (which option is right) stays on the
 * server. Item and option ids are stable: stored answers refer to them.
 */
import { BANK_EN } from './bank-en.ts';
import { BANK_ES } from './bank-es.ts';
import { BANK_FR } from './bank-fr.ts';
import { PART_INSTRUCTIONS } from './instructions.ts';
import type { BankItem, LanguageBank } from './bank-item.ts';

export type { BankItem } from './bank-item.ts';

export const BUILT_IN_TYPES = ['listening', 'reading'] as const;
export type BuiltInType = (typeof BUILT_IN_TYPES)[number];

export const BANKS: Readonly<Record<string, LanguageBank>> = { en: BANK_EN, es: BANK_ES, fr: BANK_FR };

export interface BuiltInPart {
  title: string;
  instructions: string;
  items: BankItem[];
}

/** The part of the built-in test for a parsed id, or undefined when the built-in test has no such part. */
export function builtInPart(
  assessmentType: string,
  language: string,
  instructionLanguage: string,
): BuiltInPart | undefined {
  const bank = BANKS[language];
  const texts = PART_INSTRUCTIONS[instructionLanguage];
  if (!bank || !texts || !(BUILT_IN_TYPES as readonly string[]).includes(assessmentType)) return undefined;
  const type = assessmentType as BuiltInType;
  const languageName = texts.languageNames[language] ?? language;
  return {
    title: texts[type].title(languageName),
    instructions: texts[type].instructions(languageName),
    items: bank[type],
  };
}
