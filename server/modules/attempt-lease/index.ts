/** The attempt-lease module's face (D352): what code outside its folder may use. */
export {
  activityLeaseRequest,
  admitActivityWrite,
  DEFAULT_ACTIVITY_LEASE_MS,
  heartbeatActivity,
  takeOverActivity,
  yieldsTo,
  type ActivityLeaseRequest,
  type ActivityTarget,
} from './activity-lease.ts';
export {
  deviceOf,
  isLeaseLive,
  judgeLease,
  leasedError,
  leaseUntil,
  movedError,
  otherDeviceMessage,
  type LeaseVerdict,
} from './attempt-lease.ts';
export { admitSubmission, singleSubmissionHeartbeat, singleSubmissionTakeOver } from './single-submission-lease.ts';
