import { describe, expect, it } from 'vitest';
import { checkSetupDraft, setupDraftFrom } from './interview-setup-model.ts';

const setup = {
  job_step_activity_id: 5,
  interview_kit_id: null,
  interviewer_user_ids: [],
  duration_minutes: 45,
  location: '',
  meeting_url: '',
  instructions: '',
};

describe('the interview setup form', () => {
  it('given a new interview activity, then the company’s first kit is proposed and nothing else', () => {
    expect(setupDraftFrom(setup, [{ interview_kit_id: 7 }, { interview_kit_id: 8 }])).toEqual({
      kitId: '7',
      panel: [],
      duration: '45',
      location: '',
      meetingUrl: '',
    });
  });

  it('given no interviewer, a length out of range and a link without https, then each field has its error and nothing is sent', () => {
    const { errors, body } = checkSetupDraft({
      kitId: '7',
      panel: [],
      duration: '2',
      location: '',
      meetingUrl: 'http://meet.example/x',
    });
    expect(Object.keys(errors).sort()).toEqual(['duration', 'meeting-url', 'panel']);
    expect(body).toBeUndefined();
  });

  it('given a kit, a panel, a length and a place, then the body is trimmed and complete', () => {
    const { errors, body } = checkSetupDraft({
      kitId: '7',
      panel: [3, 4],
      duration: ' 30 ',
      location: ' Back office ',
      meetingUrl: ' https://meet.example/room ',
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      interview_kit_id: 7,
      interviewer_user_ids: [3, 4],
      duration_minutes: 30,
      location: 'Back office',
      meeting_url: 'https://meet.example/room',
    });
  });
});
