/**
 * Skills test scoring (pure): per section, the questions answered correctly in time out of the
 * section's questions; overall, the same summed over the timed sections, as a whole percent.
 * Late answers (recorded after the section's window) are kept but never count; a question with
 * no on-time answer counts as wrong. Practice sections are not scored.
 */
export interface ScoredAnswer {
  skills_test_question_id: number;
  skills_test_option_id: number | null;
  is_late: boolean;
}

export interface ScoringSection {
  skills_test_section_id: number;
  question_ids: number[];
}

export interface SectionScore {
  skills_test_section_id: number;
  correct: number;
  total: number;
  late: number;
  percent: number;
}

export interface SkillsTestScore {
  sections: SectionScore[];
  correct: number;
  total: number;
  percent: number;
}

/** Whole percent, half up; 0 of 0 is 0. */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct * 100) / total);
}

/**
 * @param correctOptions the correct option ids (any of them counts).
 * @param answersBySection the section's stored answers, on-time and late.
 */
export function scoreSkillsTest(
  sections: ScoringSection[],
  correctOptions: ReadonlySet<number>,
  answersBySection: ReadonlyMap<number, ScoredAnswer[]>,
): SkillsTestScore {
  const scored = sections.map((section): SectionScore => {
    const answers = answersBySection.get(section.skills_test_section_id) ?? [];
    const questions = new Set(section.question_ids);
    let correct = 0;
    let late = 0;
    for (const answer of answers) {
      if (!questions.has(answer.skills_test_question_id)) continue;
      if (answer.is_late) {
        late += 1;
        continue;
      }
      if (answer.skills_test_option_id !== null && correctOptions.has(answer.skills_test_option_id)) correct += 1;
    }
    const total = questions.size;
    return {
      skills_test_section_id: section.skills_test_section_id,
      correct,
      total,
      late,
      percent: percentOf(correct, total),
    };
  });
  const correct = scored.reduce((sum, s) => sum + s.correct, 0);
  const total = scored.reduce((sum, s) => sum + s.total, 0);
  return { sections: scored, correct, total, percent: percentOf(correct, total) };
}
