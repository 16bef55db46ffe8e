/** One item of the built-in language test (the bank files build them with `item`). */
export interface BankItem {
  item_id: string;
  stimulus_id: string;
  stimulus: string;
  question: string;
  options: { option_id: string; text: string }[];
  /** The keyed option. */
  answer: string;
}

/** Shorthand for the bank files: options a, b, c in order. */
export function item(
  item_id: string,
  stimulus_id: string,
  stimulus: string,
  question: string,
  options: [string, string, string],
  answer: 'a' | 'b' | 'c',
): BankItem {
  return {
    item_id,
    stimulus_id,
    stimulus,
    question,
    options: options.map((text, i) => ({ option_id: 'abc'[i]!, text })),
    answer,
  };
}

/** A language's two parts of the built-in test. */
export type LanguageBank = Record<'listening' | 'reading', BankItem[]>;
