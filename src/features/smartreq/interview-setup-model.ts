/** The interview setup as the recruiter types it, the checks the server also makes, and the body it becomes. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InterviewSetup, SaveInterviewSetup } from '../../../contracts/interview.ts';

export interface InterviewSetupDraft {
  kitId: string;
  panel: number[];
  duration: string;
  location: string;
  meetingUrl: string;
}

export function setupDraftFrom(setup: InterviewSetup, kits: { interview_kit_id: number }[]): InterviewSetupDraft {
  return {
    kitId: String(setup.interview_kit_id ?? kits[0]?.interview_kit_id ?? ''),
    panel: setup.interviewer_user_ids,
    duration: String(setup.duration_minutes),
    location: setup.location,
    meetingUrl: setup.meeting_url,
  };
}

export type SetupField = 'kit' | 'panel' | 'duration' | 'location' | 'meeting-url';

export function checkSetupDraft(draft: InterviewSetupDraft): {
  errors: Partial<Record<SetupField, MessageDescriptor>>;
  body?: SaveInterviewSetup;
} {
  const errors: Partial<Record<SetupField, MessageDescriptor>> = {};
  if (!/^\d+$/.test(draft.kitId)) errors.kit = msg`Choose an interview kit.`;
  if (draft.panel.length === 0) errors.panel = msg`Choose at least one interviewer.`;
  else if (draft.panel.length > 10) errors.panel = msg`Choose at most 10 interviewers.`;
  const duration = draft.duration.trim();
  if (!/^\d+$/.test(duration) || Number(duration) < 5 || Number(duration) > 480)
    errors.duration = msg`Enter a length from 5 to 480 minutes.`;
  if (draft.location.trim().length > 300) errors.location = msg`Keep the place under 300 characters.`;
  const url = draft.meetingUrl.trim();
  if (url && (!/^https:\/\/[^\s]+$/.test(url) || url.length > 500 || !URL.canParse(url)))
    errors['meeting-url'] = msg`Enter a link that starts with https://, or leave it empty.`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      interview_kit_id: Number(draft.kitId),
      interviewer_user_ids: draft.panel,
      duration_minutes: Number(duration),
      location: draft.location.trim(),
      meeting_url: url,
    },
  };
}
