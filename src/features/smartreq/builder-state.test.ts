import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  addedQuestionsFromPlan,
  isDetailsFormEmpty,
  neighbours,
  removeQuestion,
  DEFAULT_DETAILS_FORM,
} from './builder-state.ts';

describe('the added-questions list (seed 001 section 4)', () => {
  it('given a question added twice, when removed once and then again, then its count goes 1, 2, 1 and the entry goes at zero', () => {
    let list = addQuestion([], 7);
    expect(list).toEqual([{ account_question_id: 7, count: 1 }]);
    list = addQuestion(addQuestion(list, 9), 7);
    expect(list).toEqual([
      { account_question_id: 7, count: 2 },
      { account_question_id: 9, count: 1 },
    ]);
    list = removeQuestion(list, 7);
    expect(list).toEqual([
      { account_question_id: 7, count: 1 },
      { account_question_id: 9, count: 1 },
    ]);
    expect(removeQuestion(list, 7)).toEqual([{ account_question_id: 9, count: 1 }]);
    expect(removeQuestion([], 3)).toEqual([]);
  });

  it('given a plan, then each question counts once per question set that asks it', () => {
    const activity = (ids: number[]) => ({
      job_step_activity_id: 1,
      job_step_id: 1,
      activity_type: 'questions',
      title: 'Q',
      instructions: '',
      title_i18n: {},
      instructions_i18n: {},
      asmt_id: null,
      measurement_type_id: 5,
      usage_type_id: 1,
      sort_order: 1,
      account_question_ids: ids,
      has_responses: false,
      onboarding_form_id: null,
      language_test: null,
      skills_test_id: null,
      typing: null,
      speed_test: null,
      questionnaire: null,
      video_questions: [],
    });
    const plan = {
      job_id: 1,
      steps: [
        {
          job_step_id: 1,
          job_id: 1,
          name: 'S',
          name_i18n: {},
          sort_order: 1,
          usage_type_id: 1,
          activities: [activity([1, 2]), activity([2])],
        },
      ],
    };
    expect(addedQuestionsFromPlan(plan)).toEqual([
      { account_question_id: 1, count: 1 },
      { account_question_id: 2, count: 2 },
    ]);
  });
});

describe('the details form (seed 001 sections 3 and 5)', () => {
  it('given the defaults, then resume and LinkedIn are not required, the description is empty, and the form counts as empty', () => {
    expect(DEFAULT_DETAILS_FORM).toEqual({ is_resume_required: false, is_linkedin_required: false, description: '' });
    expect(isDetailsFormEmpty(DEFAULT_DETAILS_FORM)).toBe(true);
    expect(isDetailsFormEmpty({ ...DEFAULT_DETAILS_FORM, is_resume_required: true })).toBe(false);
    expect(isDetailsFormEmpty({ ...DEFAULT_DETAILS_FORM, description: '  ' })).toBe(true);
  });

  it('given the stepper, then job-title has no previous step and complete no next', () => {
    expect(neighbours('job-title')).toEqual({ previous: undefined, next: 'steps' });
    expect(neighbours('complete')).toEqual({ previous: 'details', next: undefined });
  });
});
