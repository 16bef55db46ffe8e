/**
 * The shape the seeded skills tests are written in (one file per test in this folder), and the
 * helpers and practice-section texts they share.
 */
import type { Language } from '../../../../contracts/user.ts';

export type Text = Record<Language, string>;

export interface QuestionSeed {
  text: Text;
  options: Text[];
  /** Index into options. */
  correct: number;
}

export interface SectionSeed {
  title: Text;
  instructions: Text;
  minutes: number;
  practice?: boolean;
  questions: QuestionSeed[];
}

export interface SkillsTestSeed {
  slug: string;
  /** The demo activity title this test is linked to. */
  activityTitle: string;
  title: Text;
  instructions: Text;
  sections: SectionSeed[];
}

export const t = (en: string, es: string, fr: string): Text => ({ en, es, fr });
export const q = (text: Text, correct: number, ...options: Text[]): QuestionSeed => ({ text, options, correct });
export const n = (value: string): Text => t(value, value, value);

export const practiceTitle = t('Practice questions', 'Preguntas de práctica', 'Questions d’entraînement');
export const practiceInstructions = t(
  'These questions are not timed and do not count. After each one you see the best answer.',
  'Estas preguntas no tienen tiempo límite y no cuentan. Después de cada una verás la mejor respuesta.',
  'Ces questions ne sont pas chronométrées et ne comptent pas. Après chacune, vous voyez la meilleure réponse.',
);
