/**
 * The candidate's side of every activity kind, once (D186): each kind's
 * `defineCandidateKind` in its own feature folder (`src/features/<kind>/<kind>.kind.ts`), listed by
 * candidate.gen.ts (npm run kinds). The tracker reads
 * it (its route passes `candidateKindOf` down); no other file lists the kinds a candidate opens.
 * It also gathers the titles the kinds give their activities (`KIND_BUILT_IN_TITLES`) for the
 * tracker, and the device check's connection measurement.
 *
 * src/kinds/ is the one place besides routes that composes features (eslint.config.js); routes
 * import it, features never do. Definitions are data and functions: importing this loads no
 * kind's screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityType } from '../../contracts/progress.ts';
import type { CandidateKindDefinition, MeasureConnection } from '../ui/activity-shell/candidate-kind.ts';
import { CANDIDATE_KIND_DEFINITIONS } from './candidate.gen.ts';

/** Kinds done on a screen of this app. Interviews and offers are not: the tracker links them to their lists. */
export const CANDIDATE_KINDS: readonly CandidateKindDefinition[] = CANDIDATE_KIND_DEFINITIONS;

const byType = new Map<ActivityType, CandidateKindDefinition>(
  CANDIDATE_KINDS.flatMap((kind) => kind.types.map((type) => [type, kind] as const)),
);

/** The candidate side of a kind; undefined for a kind without a screen here (an interview, an offer). */
export function candidateKindOf(type: ActivityType): CandidateKindDefinition | undefined {
  return byType.get(type);
}

/** Every kind's built-in English titles with their translations (src/ui/company-text.ts). */
export const KIND_BUILT_IN_TITLES: Readonly<Record<string, MessageDescriptor>> = Object.assign(
  {},
  ...CANDIDATE_KINDS.map((kind) => kind.builtInTitles),
);

/** The public device check's connection measurement: the kind's that measures one, loaded when the check starts. */
export const measureConnection: MeasureConnection = async (onProgress, signal) => {
  const load = CANDIDATE_KINDS.find((kind) => kind.connectionMeasure)?.connectionMeasure;
  if (!load) throw new Error('No activity kind measures the connection.');
  return (await load())(onProgress, signal);
};
