/**
 * Scoring key screening-questions@1 (custom screening questions). Pure: the caller loads
 * the questions with their choices' points and knockout flags and the submitted answers.
 *
 * - A question is scored only through its choices' points (question_options.score, 0 to 100):
 *   single choice and yes/no score the chosen option's points; multiple choice scores the sum of
 *   the chosen options' points, capped at 100. A choice question none of whose options has
 *   points, and every text, number, date or file question, is unscored (null).
 * - An unanswered scored question scores 0: the candidate was asked and gave nothing.
 * - knockout is true when any chosen option is a knockout answer.
 * - Each attribute linked to questions (question_attributes) scores the weighted mean of its
 *   scored questions' scores (weights from the link), 0 to 100 rounded to 2 decimals; an attribute
 *   whose linked questions are all unscored, or whose weights are all 0, gets no score.
 */
import { questionItemId, type QuestionType } from '../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../contracts/user-response.ts';

export const SCREENING_KEY = 'screening-questions@1';

export interface ScreeningScoringQuestion {
  account_question_id: number;
  question_type: QuestionType;
  /** Points are 0 to 100 or null (unscored); option_text 'yes'/'no' names the options of a yes/no question. */
  options: ReadonlyArray<{
    question_option_id: number;
    option_text: string;
    score: number | null;
    is_knockout: boolean;
  }>;
  attributes: ReadonlyArray<{ attribute_type_id: number; weight: number }>;
}

/** The submitted answers as stored: item_id `q<account_question_id>`. */
export type ScreeningAnswers = ReadonlyArray<{ item_id: string; value: AnswerValue }>;

export interface ScreeningScores {
  key: typeof SCREENING_KEY;
  /** One entry per question, in the order given; score null when unscored. */
  questions: { account_question_id: number; score: number | null; is_knockout: boolean }[];
  /** True when any chosen answer is a knockout answer. */
  knockout: boolean;
  /** Only attributes with at least one scored question, in first-seen order. */
  attributes: { attribute_type_id: number; score: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function chosenOptions(question: ScreeningScoringQuestion, value: AnswerValue | undefined) {
  if (value === undefined || value === null) return [];
  switch (question.question_type) {
    case 'single_choice':
      return question.options.filter((o) => o.question_option_id === value);
    case 'multiple_choice': {
      if (!Array.isArray(value)) return [];
      const ids = new Set(value.map(Number));
      return question.options.filter((o) => ids.has(o.question_option_id));
    }
    case 'yes_no':
      return typeof value === 'string'
        ? question.options.filter((o) => o.option_text.toLowerCase() === value.toLowerCase())
        : [];
    default:
      return [];
  }
}

function questionScore(question: ScreeningScoringQuestion, chosen: ReturnType<typeof chosenOptions>): number | null {
  const isChoice =
    question.question_type === 'single_choice' ||
    question.question_type === 'multiple_choice' ||
    question.question_type === 'yes_no';
  if (!isChoice || question.options.every((o) => o.score === null)) return null;
  const points = chosen.reduce((sum, o) => sum + (o.score ?? 0), 0);
  return round2(Math.max(0, Math.min(100, points)));
}

export function scoreScreeningAnswers(
  questions: readonly ScreeningScoringQuestion[],
  answers: ScreeningAnswers,
): ScreeningScores {
  const byItem = new Map(answers.map((a) => [a.item_id, a.value]));
  const perQuestion = questions.map((question) => {
    const chosen = chosenOptions(question, byItem.get(questionItemId(question.account_question_id)));
    return { question, score: questionScore(question, chosen), is_knockout: chosen.some((o) => o.is_knockout) };
  });

  const sums = new Map<number, { weighted: number; weights: number }>();
  for (const { question, score } of perQuestion) {
    if (score === null) continue;
    for (const { attribute_type_id, weight } of question.attributes) {
      const sum = sums.get(attribute_type_id) ?? { weighted: 0, weights: 0 };
      sum.weighted += score * weight;
      sum.weights += weight;
      sums.set(attribute_type_id, sum);
    }
  }

  return {
    key: SCREENING_KEY,
    questions: perQuestion.map(({ question, score, is_knockout }) => ({
      account_question_id: question.account_question_id,
      score,
      is_knockout,
    })),
    knockout: perQuestion.some((q) => q.is_knockout),
    attributes: [...sums.entries()]
      .filter(([, sum]) => sum.weights > 0)
      .map(([attribute_type_id, sum]) => ({ attribute_type_id, score: round2(sum.weighted / sum.weights) })),
  };
}
