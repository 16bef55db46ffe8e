/**
 * The activity module's face (D352): what code outside its folder may use. The lifecycle every kind
 * calls, the announcements others listen to, and what a kind's server definition is made of.
 */
export { completeActivity, pctComplete, refreshTrackerProgress, startActivity } from './activity-lifecycle.ts';
export {
  announceAnswersSubmitting,
  onActivityCompleted,
  onAnswersSubmitting,
  onProgressRecounted,
  type SubmittedAnswers,
} from './activity-events.ts';
export {
  defineServerKind,
  isoOf,
  type AnyServerKind,
  type EstimatedActivity,
  type KindApplying,
  type KindHooks,
  type KindPlanDefaults,
  type KindRouteDeps,
  type KindSettingsRules,
  type StaffResultReader,
  type StoredSettings,
} from './server-kind.ts';
export { planInvalid, type KindPlanSlot } from './kind-plan-slot.ts';
