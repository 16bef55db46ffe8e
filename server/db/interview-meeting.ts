/**
 * An interview activity's meeting settings, kept in job_step_activities.settings: read and written
 * here only, by the interview's setup (interview/interview-kits.service.ts) and by scheduling
 * (interview-scheduling), which books that duration. Below the modules (D459), as the
 * questionnaire's content is (D338): scheduling reads the stored settings without importing the
 * interview kind's module.
 */
import { DEFAULT_DURATION_MINUTES } from '../../contracts/interview-scheduling-common.ts';

export interface InterviewMeeting {
  durationMinutes: number;
  location: string;
  meetingUrl: string;
}

interface Stored {
  interview_duration_minutes?: unknown;
  interview_location?: unknown;
  interview_meeting_url?: unknown;
}

export function readInterviewMeeting(settings: unknown): InterviewMeeting {
  const s = (typeof settings === 'string' ? safeJson(settings) : settings) as Stored | null;
  const duration = Number(s?.interview_duration_minutes);
  return {
    durationMinutes:
      Number.isInteger(duration) && duration >= 5 && duration <= 480 ? duration : DEFAULT_DURATION_MINUTES,
    location: typeof s?.interview_location === 'string' ? s.interview_location : '',
    meetingUrl: typeof s?.interview_meeting_url === 'string' ? s.interview_meeting_url : '',
  };
}

/** The settings object with the meeting written in, other keys kept. */
export function withInterviewMeeting(settings: unknown, meeting: InterviewMeeting): Record<string, unknown> {
  const base = (typeof settings === 'string' ? safeJson(settings) : settings) as Record<string, unknown> | null;
  return {
    ...(base ?? {}),
    interview_duration_minutes: meeting.durationMinutes,
    interview_location: meeting.location,
    interview_meeting_url: meeting.meetingUrl,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
