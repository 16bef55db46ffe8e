/**
 * A skills test's sections with each one's questions and options put back in the author's order
 * (the seed writes them in order, so by id): a run shows them in an order of its own (D332), and a
 * journey that chooses the author's nth option, which the seed made right or wrong, reads them so.
 */
interface Question {
  skills_test_question_id: number;
  options: { skills_test_option_id: number }[];
}

export function inAuthorsOrder<S extends { questions: Question[] }>(sections: S[]): S[] {
  return sections.map((section) => ({
    ...section,
    questions: [...section.questions]
      .sort((a, b) => a.skills_test_question_id - b.skills_test_question_id)
      .map((question) => ({
        ...question,
        options: [...question.options].sort((a, b) => a.skills_test_option_id - b.skills_test_option_id),
      })),
  }));
}
