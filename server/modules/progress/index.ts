/** The progress module's face (D352): what code outside its folder may use. */
export { onApplicationReceipt } from './progress-events.ts';
export {
  closedMessage,
  mailApplicationReceived,
  startProfilePlanTracker,
  startTracker,
  toTrackerItem,
  trackerLink,
} from './progress.service.ts';
export { findTracker, isJobTeamMember } from './progress.store.ts';
