/** The words of the job-profile dashboards (D142): each board's title, what it measures, and its empty state. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';

export const BOARD_TITLES: Record<ProfileBoard, MessageDescriptor> = {
  attributes: msg`Attributes`,
  activities: msg`Activities`,
  interviewers: msg`Interviewers`,
  interview: msg`Interview questions`,
  resume: msg`Resume`,
  satisfaction: msg`Satisfaction`,
};

export const BOARD_INTROS: Record<ProfileBoard, MessageDescriptor> = {
  attributes: msg`Each attribute measured of the participants: how the scores spread, and how they relate to staying and to the performance rating.`,
  activities: msg`The mean score each participant had on each activity of the application they were hired from, and how it relates to staying and to the performance rating.`,
  interviewers: msg`For each interviewer, the participants they scored in interviews, their mean score and spread, and how their scores relate to what happened after the hire.`,
  interview: msg`For each interview-kit question, the scores participants got on the attributes it probes, and how they relate to staying and to the performance rating.`,
  resume: msg`From the experience on the participants' profiles: years of experience and past positions, and how they relate to staying and to the performance rating.`,
  satisfaction: msg`Satisfaction answers (1 to 5) by the day they were measured, and how they relate to staying and to the performance rating.`,
};

export const BOARD_EMPTY: Record<ProfileBoard, MessageDescriptor> = {
  attributes: msg`No participant has attribute scores yet.`,
  activities: msg`No participant was hired from an application with activity scores yet.`,
  interviewers: msg`No participant was hired from an application with submitted interview scores yet.`,
  interview: msg`No participant was hired from an application interviewed with a kit whose questions probe attributes yet.`,
  resume: msg`No participant has experience on their profile yet.`,
  satisfaction: msg`No participant has a satisfaction answer yet.`,
};

export const RESUME_NAMES: Record<string, MessageDescriptor> = {
  years_experience: msg`Years of experience`,
  positions: msg`Past positions`,
};
