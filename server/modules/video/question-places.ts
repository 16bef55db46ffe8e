/**
 * Which saved question each of the plan editor's video questions is, and the versions in other
 * languages it keeps (D469): a changed list keeps the rows (and so the ids, the versions and any
 * answers) of the questions that stay, in their new order.
 */
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import type { VideoQuestionInput } from '../../../contracts/smartreq.ts';

export interface SavedQuestion {
  video_question_id: number;
  text: string;
  text_i18n: unknown;
}

export interface QuestionPlace {
  /** The saved row it is; undefined: a new question. */
  video_question_id: number | undefined;
  versions: TextVersions;
}

/**
 * By the id the editor sent (one of this activity's questions, each once); a question sent without
 * an id is the first unmatched saved one with the same text. The versions: those sent, else the saved
 * ones while the text is unchanged; a changed text without versions sent loses them, since they
 * translate a question no longer asked.
 */
export function placeQuestions(
  questions: readonly VideoQuestionInput[],
  saved: readonly SavedQuestion[],
): QuestionPlace[] {
  const unmatched = new Map(saved.map((q) => [q.video_question_id, q]));
  const take = (found: SavedQuestion | undefined) => {
    if (found) unmatched.delete(found.video_question_id);
    return found;
  };
  const byId = questions.map((q) =>
    q.video_question_id === undefined ? undefined : take(unmatched.get(q.video_question_id)),
  );
  const matched = questions.map(
    (q, i) =>
      byId[i] ??
      (q.video_question_id === undefined ? take([...unmatched.values()].find((s) => s.text === q.text)) : undefined),
  );
  return questions.map((q, i) => {
    const row = matched[i];
    const versions =
      q.text_i18n !== undefined
        ? storedVersions(q.text_i18n)
        : row && row.text === q.text
          ? storedVersions(row.text_i18n)
          : {};
    return { video_question_id: row?.video_question_id, versions };
  });
}

/** Whether two sets of versions say the same in every language (blank ones being none). */
export function sameVersions(a: unknown, b: unknown): boolean {
  const x = storedVersions(a);
  const y = storedVersions(b);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]) as Set<keyof TextVersions>;
  return [...keys].every((language) => x[language] === y[language]);
}
