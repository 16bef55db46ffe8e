/** The words for an interview's status and an interviewer's recommendation, shared by the interview screens and dashboards. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InterviewStatusValue } from '../../contracts/interview-scheduling-common.ts';
import type { Recommendation } from '../../contracts/interview.ts';

export const INTERVIEW_STATUS_TEXT: Record<InterviewStatusValue, MessageDescriptor> = {
  unscheduled: msg`Not scheduled`,
  requested: msg`Waiting for the candidate to choose a time`,
  scheduled: msg`Scheduled`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  declined: msg`Declined`,
};

export const RECOMMENDATION_TEXT: Record<Recommendation, MessageDescriptor> = {
  strong_no: msg`Definitely not`,
  no: msg`No`,
  yes: msg`Yes`,
  strong_yes: msg`Strong yes`,
};
