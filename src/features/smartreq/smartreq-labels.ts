/** Words for the requisition workspace's codes, translated where they are shown. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobEventKind } from '../../../contracts/job-events.ts';
import type { PlanActivityType, RequisitionStatus } from '../../../contracts/smartreq.ts';
import { STAFF_KIND_LABELS } from '../../kinds/staff.ts';

/** Every kind's label, declared by the kind (src/kinds/staff.ts; src/kinds/staff.test.ts checks none is missing). */
export const ACTIVITY_KIND_LABELS = STAFF_KIND_LABELS as Record<PlanActivityType, MessageDescriptor>;

export const STATUS_LABELS: Record<RequisitionStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg({ message: 'Open', context: 'requisition status' }),
  closed: msg`Closed`,
};

export const MEASUREMENT_TYPE_LABELS: Record<number, MessageDescriptor> = {
  5: msg`Pre-screen questions`,
  2: msg`Job questions`,
  1: msg`Personal assessment`,
  7: msg`Job assessment`,
};

export const EVENT_LABELS: Record<JobEventKind, MessageDescriptor> = {
  requisition_created: msg`Created the requisition`,
  requisition_updated: msg`Changed the requisition`,
  requisition_duplicated: msg`Copied the requisition`,
  plan_changed: msg`Changed the screening plan`,
  attributes_changed: msg`Changed the attributes and weights`,
  team_member_added: msg`Added a team member`,
  team_member_removed: msg`Removed a team member`,
  applied: msg`A candidate applied`,
  activity_completed: msg`A candidate completed an activity`,
  status_changed: msg`Changed an applicant's status`,
  advanced: msg`Advanced an applicant to a later stage`,
  rejected: msg`Rejected an applicant`,
  recovered: msg`Recovered an applicant`,
  hired: msg`Hired an applicant`,
  marked_new: msg`Marked an applicant as new`,
  time_accommodation_changed: msg`Changed an applicant's extra time`,
  assigned: msg`Assigned an applicant`,
  emailed: msg`Emailed applicants`,
  rejection_email_scheduled: msg`Scheduled a rejection email`,
  rejection_email_cancelled: msg`A scheduled rejection email was cancelled`,
  reply_received: msg`A candidate replied to an email`,
  moved_in: msg`An applicant was moved here`,
  moved_out: msg`An applicant was moved to another requisition`,
  removed: msg`Removed an applicant`,
  comment_added: msg`Commented on an applicant`,
  scorecard_shared: msg`Shared a scorecard`,
  rescore_requested: msg`Asked for scores to be recalculated`,
  rescored: msg`Scores were recalculated`,
  document_added: msg`Added a document to an applicant`,
  document_updated: msg`Changed an applicant's document`,
  document_deleted: msg`Deleted an applicant's document`,
  interview_unlocked: msg`Unlocked an interviewer's evaluation`,
  interview_requested: msg`Sent an interview scheduling link`,
  interview_booked: msg`A candidate booked an interview`,
  interview_scheduled: msg`Scheduled an interview`,
  interview_rescheduled: msg`Moved an interview`,
  interview_cancelled: msg`An interview was cancelled`,
  interview_declined: msg`Declined an interview`,
  interview_completed: msg`An interview was completed`,
  feedback_submitted: msg`An interviewer submitted feedback`,
  offer_created: msg`Started an offer`,
  offer_sent: msg`Sent an offer`,
  offer_reminded: msg`Reminded the signer of an offer`,
  offer_viewed: msg`A signer opened an offer`,
  offer_signed: msg`A signer signed an offer`,
  offer_completed: msg`An offer was signed by everyone`,
  offer_declined: msg`An offer was declined`,
  offer_cancelled: msg`Cancelled an offer`,
  offer_expired: msg`An offer expired`,
  offer_response_recorded: msg`Recorded a candidate's answer to an offer`,
  profile_created: msg`Created the job profile`,
  profile_updated: msg`Changed the job profile`,
  outcomes_changed: msg`Changed the outcomes`,
  participants_added: msg`Added participants`,
  participants_removed: msg`Removed participants`,
  participants_moved_in: msg`Participants were moved here from another profile`,
  participants_moved_out: msg`Moved participants to another profile`,
};

/** A job profile's log (D141) says "measurement plan" where a requisition's says "screening plan". */
export const PROFILE_EVENT_LABELS: Partial<Record<JobEventKind, MessageDescriptor>> = {
  plan_changed: msg`Changed the measurement plan`,
};

export function kindLabel(kind: string): MessageDescriptor {
  return ACTIVITY_KIND_LABELS[kind as PlanActivityType] ?? msg`Activity`;
}
