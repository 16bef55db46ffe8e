/**
 * What happened on a requisition: the Activity tab and a scorecard's history list these. The
 * server writes one event per change; the screens translate the kind.
 */
export const JOB_EVENT_KINDS = [
  'requisition_created',
  'requisition_updated',
  'requisition_duplicated',
  'plan_changed',
  'attributes_changed',
  'team_member_added',
  'team_member_removed',
  'applied',
  'activity_completed',
  'status_changed',
  'rejected',
  'recovered',
  'hired',
  'marked_new',
  'time_accommodation_changed',
  'assigned',
  'emailed',
  'moved_in',
  'moved_out',
  'removed',
  'comment_added',
  'scorecard_shared',
  'rescore_requested',
  'rescored',
  'document_added',
  'document_updated',
  'document_deleted',
  'interview_unlocked',
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];
