/**
 * What an activity kind declares for the candidate's side (D186), once, in its own
 * feature folder (`src/features/<kind>/<kind>.kind.ts`), listed by src/kinds/candidate.gen.ts.
 * The shared facts (its type, whether it is offered or submitted whole) are the kind's contract
 * definition (contracts/activity-kinds.ts); this adds what only the browser needs. The tracker
 * reads it instead of keeping a map of kinds.
 *
 * Plain data and functions, no screen imported: the tracker's route loads the registry, and a
 * kind's screen stays in its own route's lazy chunk (bench/budget.json).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';
import type { ActivityType, TrackerActivity } from '../../../contracts/progress.ts';
import type { OnlineOnlyReason } from '../../offline/offline-readiness.ts';

/** The tracker activity a screen is opened for (its route validates the same search). A type, not an interface: a route's search is a record. */
export type ActivityScreenSearch = {
  jobUuid: string;
  refId: string;
  activityId: number;
};

/** A path of a screen route, as links name it. */
export type ScreenPath = NonNullable<LinkOptions['to']>;

/** One activity on the tracker, as a kind's readiness check reads it. */
export interface KindActivity {
  refId: string;
  activity: TrackerActivity;
}

/**
 * What an activity of the kind needs on this device to be done offline, or why it needs the
 * network (D193). The tracker's readiness line and its "Available offline" come from this alone.
 */
export type KindOffline =
  | {
      readonly works: 'offline';
      /** Every screen the activity passes through: their routes' code must be on the device. */
      readonly screens: readonly ScreenPath[];
      /** Code those screens load later, lazily (a submission step). */
      readonly laterCode?: () => Promise<unknown>;
      /** Query key prefixes of the activity's content, as the persisted read snapshot keeps them (none: nothing to read). */
      content(activity: KindActivity): ReadonlyArray<readonly unknown[]>;
      /** Free room its answers and recordings take, in bytes. */
      readonly bytes?: number;
    }
  | { readonly works: 'online-only'; readonly because: OnlineOnlyReason };

export interface CandidateKindDefinition<T extends ActivityType = ActivityType> {
  /** The kinds sharing this screen (an application form and a résumé; screening questions and EEOC). */
  readonly types: readonly T[];
  /**
   * The English titles the product gives its activities when staff do not name them, as stored, with
   * their translations: a title the company kept as it is shows in the reader's language (D199,
   * src/ui/company-text.ts). Keyed by the English text: a built message keeps only its id. Its
   * messages are in the main catalog (lingui.config.ts): the tracker waits for no kind's catalog.
   */
  readonly builtInTitles: Readonly<Record<string, MessageDescriptor>>;
  /** The screen the tracker's Start or Continue opens, for one activity. */
  screen(search: ActivityScreenSearch): LinkOptions;
  /** The device may hold a begun attempt (its answers in IndexedDB): the tracker then says Continue. */
  readonly isResumable: boolean;
  /** Whether the tracker offers the screen for this activity (by default: while it is not completed). */
  isStartable?(activity: TrackerActivity): boolean;
  /** Whether it works offline, and with what; or why it needs a connection. */
  readonly offline: KindOffline;
  /** It measures the device's connection: the public device check runs this (loaded when the check starts). */
  readonly connectionMeasure?: () => Promise<MeasureConnection>;
}

/** A measurement of the device's connection, with its progress (0..1 of the whole). */
export type MeasureConnection = (
  onProgress: (progress: { fraction: number }) => void,
  signal: AbortSignal,
) => Promise<{ downloadMbps: number; uploadMbps: number; latencyMs: number }>;

/** Declares a kind's candidate side, keeping its literal types for the registry. */
export function defineCandidateKind<const D extends CandidateKindDefinition>(definition: D): D {
  return definition;
}
