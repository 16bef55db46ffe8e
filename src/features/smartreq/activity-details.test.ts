import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { PlanActivity } from '../../../contracts/smartreq.ts';
import { activityDetails } from './activity-details.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const base: PlanActivity = {
  job_step_activity_id: 1,
  job_step_id: 1,
  activity_type: 'typing_test',
  title: 'Typing',
  instructions: '',
  title_i18n: {},
  instructions_i18n: {},
  asmt_id: null,
  measurement_type_id: null,
  usage_type_id: 1,
  sort_order: 0,
  account_question_ids: [],
  has_responses: false,
  onboarding_form_id: null,
  language_test: null,
  skills_test_id: null,
  typing: null,
  speed_test: null,
  questionnaire: null,
  video_questions: [],
};

describe('the plan editor line under an activity', () => {
  it('given a typing test of 90 seconds in French, then it names the kind, the length and the passage language', () => {
    expect(activityDetails(i18n, { ...base, typing: { duration_seconds: 90, language: 'fr' } })).toEqual([
      'Typing test',
      '1:30 min, passage in French',
    ]);
  });

  it("given a typing test without a language, then the passage is in the candidate's language", () => {
    expect(activityDetails(i18n, { ...base, typing: { duration_seconds: 15, language: null } })[1]).toBe(
      "0:15 min, passage in the candidate's language",
    );
  });

  it('given speed minimums, then only the ones set are listed', () => {
    const details = activityDetails(i18n, {
      ...base,
      activity_type: 'speed_test',
      speed_test: { min_download_mbps: 25, min_upload_mbps: null, max_latency_ms: 80 },
    });
    expect(details).toEqual(['Internet speed test', 'download at least 25 Mbps, latency at most 80 ms']);
  });

  it('given a video activity without questions, and one with two, then the line says how many', () => {
    expect(activityDetails(i18n, { ...base, activity_type: 'video' })).toEqual([
      'Video question',
      'No video questions yet',
    ]);
    const question = {
      video_question_id: 1,
      text: 'Hi',
      text_i18n: {},
      media: 'video',
      time_limit_seconds: 60,
      max_retakes: null,
    };
    expect(
      activityDetails(i18n, {
        ...base,
        activity_type: 'video',
        video_questions: [question, { ...question, video_question_id: 2 }],
      })[1],
    ).toBe('2 video questions');
  });

  it('given a skills-test activity with no test chosen, then the line warns of it; with responses, it says so last', () => {
    expect(activityDetails(i18n, { ...base, activity_type: 'skills_test' })).toEqual([
      'Skills test',
      'No skills test chosen',
    ]);
    expect(
      activityDetails(i18n, { ...base, activity_type: 'skills_test', skills_test_id: 3, has_responses: true }),
    ).toEqual(['Skills test', 'Candidates have responded']);
  });

  it('given a language test, then the language and its parts follow the kind', () => {
    const details = activityDetails(i18n, {
      ...base,
      activity_type: 'language_test',
      language_test: { language: 'es', instruction_language: 'en', parts: ['listening', 'reading'] },
    });
    expect(details).toEqual(['Language test', 'Spanish', 'Listening, Reading']);
  });
});

describe('the count of video questions', () => {
  it('given one video question, then it is singular', () => {
    const question = {
      video_question_id: 1,
      text: 'Hi',
      text_i18n: {},
      media: 'video',
      time_limit_seconds: 60,
      max_retakes: null,
    };
    expect(activityDetails(i18n, { ...base, activity_type: 'video', video_questions: [question] })[1]).toBe(
      '1 video question',
    );
  });
});
