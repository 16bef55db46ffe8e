import { describe, expect, it } from 'vitest';
import type { InterviewDetail } from '../../../contracts/interview.ts';
import { fromDraft, initialValues, missingScores, submissionBody, toDraft } from './evaluation-model.ts';

const levels = [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Level ${level}` }));
const detail: InterviewDetail = {
  interview_uuid: '7d9c1f0e-2a3b-4c5d-8e6f-0a1b2c3d4e5f',
  purpose: 'interview',
  status: 'in_progress',
  participant: { user_id: 9, first_name: 'Casey', last_name: 'Candidate' },
  job_title: 'Shift Supervisor',
  activity_title: 'Interview',
  starts_at: null,
  kit: {
    interview_kit_id: 1,
    account_id: 1,
    name: 'Kit',
    purpose: 'interview',
    questions: [
      {
        interview_kit_question_id: 31,
        account_question_id: null,
        question_text: 'Q1',
        guidance: '',
        attribute_type_ids: [11],
      },
      {
        interview_kit_question_id: 32,
        account_question_id: null,
        question_text: 'Q2',
        guidance: '',
        attribute_type_ids: [12],
      },
    ],
    attributes: [
      { attribute_type_id: 11, name: 'Service', levels },
      { attribute_type_id: 12, name: 'Planning', levels },
    ],
    activity_count: 1,
    updated_at: '2026-11-23T08:00:00.000Z',
  },
  requisition_levels: [],
  interviewers: [],
  mine: { interview_evaluation_id: null, notes: '', recommendation: null, scores: [], answers: [], submitted_at: null },
};

describe('the interview screen model', () => {
  it('given nothing scored, then every kit attribute is missing and there is no body to submit', () => {
    const values = initialValues(detail);
    expect(missingScores(detail, values)).toEqual([11, 12]);
    expect(submissionBody(detail, { ...values, recommendation: 'yes' })).toBeNull();
  });

  it('given all scores but no recommendation, then nothing is submitted', () => {
    expect(
      submissionBody(detail, { notes: '', recommendation: null, scores: { 11: 3, 12: 4 }, answers: {} }),
    ).toBeNull();
  });

  it('given scores, a recommendation and notes, then the body has one score per attribute in kit order, trimmed notes, and only answered questions', () => {
    const body = submissionBody(detail, {
      notes: '  Good  ',
      recommendation: 'strong_yes',
      scores: { 12: 2, 11: 5 },
      answers: { 31: ' calm ', 32: '   ' },
    });
    expect(body).toEqual({
      interview_uuid: detail.interview_uuid,
      notes: 'Good',
      recommendation: 'strong_yes',
      scores: [
        { attribute_type_id: 11, score: 5 },
        { attribute_type_id: 12, score: 2 },
      ],
      answers: [{ interview_kit_question_id: 31, notes: 'calm' }],
    });
  });

  it('given values kept as a device draft, then reading the draft back gives the same values', () => {
    const values = { notes: 'n', recommendation: 'no' as const, scores: { 11: 1 }, answers: { 32: 'a' } };
    expect(fromDraft(toDraft(values))).toEqual(values);
  });

  it('given an evaluation already on the server, then the screen starts from it', () => {
    const values = initialValues({
      ...detail,
      mine: {
        ...detail.mine,
        notes: 'x',
        recommendation: 'yes',
        scores: [{ attribute_type_id: 11, score: 4 }],
        answers: [{ interview_kit_question_id: 31, notes: 'y' }],
      },
    });
    expect(values).toEqual({ notes: 'x', recommendation: 'yes', scores: { 11: 4 }, answers: { 31: 'y' } });
  });
});
