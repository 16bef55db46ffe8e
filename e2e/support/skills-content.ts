/**
 * A skills test's sections as the candidate's content gives them, and the same sections with each
 * one's questions and options put back in the author's order (the seed writes them in order, so by
 * id): a run shows them in an order of its own (D332), and a journey that chooses the author's nth
 * option, which the seed made right or wrong, reads them so.
 */

/** A section of the candidate's skills test content, with what the journeys read of it. */
export interface SkillsSection {
  skills_test_section_id: number;
  is_practice: boolean;
  title: string;
  questions: {
    skills_test_question_id: number;
    text: string;
    options: { skills_test_option_id: number; text: string }[];
  }[];
}

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
