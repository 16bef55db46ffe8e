/** The interview screen's pure rules: which scores are missing, and the body submitted. */
import type { InterviewDetail, Recommendation, SubmitEvaluation } from '../../../contracts/interview.ts';

export interface EvaluationValues {
  notes: string;
  recommendation: Recommendation | null;
  scores: Record<number, number>;
  answers: Record<number, string>;
}

export function initialValues(detail: InterviewDetail): EvaluationValues {
  return {
    notes: detail.mine.notes,
    recommendation: detail.mine.recommendation,
    scores: Object.fromEntries(detail.mine.scores.map((s) => [s.attribute_type_id, s.score])),
    answers: Object.fromEntries(detail.mine.answers.map((a) => [a.interview_kit_question_id, a.notes])),
  };
}

/** Attribute ids of the kit still without a score. */
export function missingScores(detail: InterviewDetail, values: EvaluationValues): number[] {
  return (detail.kit?.attributes ?? []).map((a) => a.attribute_type_id).filter((id) => !values.scores[id]);
}

export function submissionBody(detail: InterviewDetail, values: EvaluationValues): SubmitEvaluation | null {
  if (!values.recommendation || missingScores(detail, values).length > 0) return null;
  return {
    interview_uuid: detail.interview_uuid,
    notes: values.notes.trim(),
    recommendation: values.recommendation,
    scores: (detail.kit?.attributes ?? []).map((a) => ({
      attribute_type_id: a.attribute_type_id,
      score: values.scores[a.attribute_type_id]!,
    })),
    answers: (detail.kit?.questions ?? [])
      .filter((q) => values.answers[q.interview_kit_question_id]?.trim())
      .map((q) => ({
        interview_kit_question_id: q.interview_kit_question_id,
        notes: values.answers[q.interview_kit_question_id]!.trim(),
      })),
  };
}

export function toDraft(values: EvaluationValues) {
  return {
    notes: values.notes,
    recommendation: values.recommendation,
    scores: Object.entries(values.scores).map(([id, score]) => ({ attribute_type_id: Number(id), score })),
    answers: Object.entries(values.answers).map(([id, notes]) => ({ interview_kit_question_id: Number(id), notes })),
  };
}

export function fromDraft(draft: ReturnType<typeof toDraft>): EvaluationValues {
  return {
    notes: draft.notes,
    recommendation: draft.recommendation,
    scores: Object.fromEntries(draft.scores.map((s) => [s.attribute_type_id, s.score])),
    answers: Object.fromEntries(draft.answers.map((a) => [a.interview_kit_question_id, a.notes])),
  };
}
