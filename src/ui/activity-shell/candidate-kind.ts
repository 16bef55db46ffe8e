/**
 * What an activity kind declares for the candidate's side (issue 42 item 1), once, in its own
 * feature folder (`src/features/<kind>/<kind>.kind.ts`), listed once in src/kinds/candidate.ts.
 * The shared facts (its type, whether it is offered or submitted whole) are the kind's contract
 * definition (contracts/activity-kinds.ts); this adds what only the browser needs. The tracker
 * reads it instead of keeping a map of kinds.
 *
 * Plain data and functions, no screen imported: the tracker's route loads the registry, and a
 * kind's screen stays in its own route's lazy chunk (bench/budget.json).
 */
import type { LinkOptions } from '@tanstack/react-router';
import type { ActivityType, TrackerActivity } from '../../../contracts/progress.ts';

/** The tracker activity a screen is opened for (its route validates the same search). A type, not an interface: a route's search is a record. */
export type ActivityScreenSearch = {
  jobUuid: string;
  refId: string;
  activityId: number;
};

export interface CandidateKindDefinition<T extends ActivityType = ActivityType> {
  /** The kinds sharing this screen (an application form and a résumé; screening questions and EEOC). */
  readonly types: readonly T[];
  /** The screen the tracker's Start or Continue opens, for one activity. */
  screen(search: ActivityScreenSearch): LinkOptions;
  /** The device may hold a begun attempt (its answers in IndexedDB): the tracker then says Continue. */
  readonly isResumable: boolean;
  /** Whether the tracker offers the screen for this activity (by default: while it is not completed). */
  isStartable?(activity: TrackerActivity): boolean;
}

/** Declares a kind's candidate side, keeping its literal types for the registry. */
export function defineCandidateKind<const D extends CandidateKindDefinition>(definition: D): D {
  return definition;
}
