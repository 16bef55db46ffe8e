/**
 * The scorecard's panel: what staff see of an application's submitted interview evaluations. The
 * scorecard reads them in its one statement (scorecard-reads.store.ts) and shapes them here, in
 * its own module (D459): it imports no kind's module.
 */
import { holdsFlag } from '../../http/account-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { iso } from './row-values.ts';

/** What the scorecard reads about an application's interviews (scorecard-reads.store.ts, in the scorecard's one statement). */
export interface InterviewPanelParts {
  /** Whether the application has an interview that is not cancelled or declined. */
  has_interviews: boolean;
  /** The interviewers on those interviews. */
  panel: { user_id: number }[];
  /** Their submitted evaluations, oldest first. */
  evaluations: {
    interview_evaluation_id: number;
    interviewer_user_id: number;
    notes: string;
    recommendation: string | null;
    submitted_at: string | Date;
    interview_uuid: string;
    first_name: string;
    last_name: string;
  }[];
  /** The attribute scores of those evaluations, named in the viewer's language. */
  scores: { interviewer_user_id: number; attribute_type_id: number; score: number; name: string | null }[];
  /** Their notes on each kit question (only those with a note), in the kit's order, with the attributes each question measures. */
  answers: {
    interviewer_user_id: number;
    interview_kit_question_id: number;
    question_text: string;
    notes: string;
    attribute_type_ids: number[];
  }[];
}

/**
 * The application's submitted evaluations as the scorecard shows them to `viewer` (who may already
 * work on the job): an interviewer who has not submitted their own sees none of the others'.
 */
export function interviewerScoreFrom(viewer: LoadedUser, accountId: number, parts: InterviewPanelParts) {
  const { panel, evaluations, scores } = parts;
  const empty = {
    interviewers: [],
    attribute_scores: [],
    interviewer_notes: [],
    question_notes: [],
    attributes: [],
    evaluations: [],
    withheld: false,
    can_unlock: false,
  };
  if (!parts.has_interviews) return empty;
  const onPanel = panel.some((p) => p.user_id === viewer.user_id);
  const withheld = onPanel && !evaluations.some((e) => e.interviewer_user_id === viewer.user_id);
  const interviewers = [
    ...new Map(
      evaluations.map((e) => [
        e.interviewer_user_id,
        { user_id: e.interviewer_user_id, first_name: e.first_name, last_name: e.last_name },
      ]),
    ).values(),
  ];
  const canUnlock = holdsFlag(viewer, 'full_access', accountId) || holdsFlag(viewer, 'smartreq_access', accountId);
  if (withheld) return { ...empty, interviewers, withheld: true };
  return {
    interviewers,
    attribute_scores: scores.map((s) => ({
      interviewer_user_id: s.interviewer_user_id,
      attribute_type_id: s.attribute_type_id,
      score: s.score,
    })),
    interviewer_notes: evaluations
      .filter((e) => e.notes.trim())
      .map((e) => ({ interviewer_user_id: e.interviewer_user_id, note: e.notes })),
    question_notes: parts.answers.map((a) => ({
      interviewer_user_id: a.interviewer_user_id,
      interview_kit_question_id: a.interview_kit_question_id,
      question_text: a.question_text,
      note: a.notes,
      attribute_type_ids: a.attribute_type_ids,
    })),
    attributes: [
      ...new Map(
        scores.map((s) => [s.attribute_type_id, { attribute_type_id: s.attribute_type_id, name: s.name ?? '' }]),
      ).values(),
    ],
    evaluations: evaluations.map((e) => ({
      interviewer_user_id: e.interviewer_user_id,
      interview_uuid: e.interview_uuid,
      recommendation: e.recommendation,
      submitted_at: iso(e.submitted_at)!,
    })),
    withheld: false,
    can_unlock: canUnlock,
  };
}
