import { ActivityLoadError } from '../../ui/tracker-link.tsx';
import type { SkillsActivity } from './skills-activity.ts';

export { TrackerLink } from '../../ui/tracker-link.tsx';

/** The test could not be loaded and nothing is cached: say why and offer a retry. */
export function LoadError({ activity, error, onRetry }: { activity: SkillsActivity; error: unknown; onRetry(): void }) {
  return <ActivityLoadError activity={activity} className="st-page" error={error} onRetry={onRetry} />;
}

export const activitySearchOf = (activity: SkillsActivity) => ({
  jobUuid: activity.jobUuid,
  refId: activity.refId,
  activityId: activity.activityId,
});
