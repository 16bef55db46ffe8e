import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import type { SkillsActivity } from './skills-activity.ts';

export function TrackerLink({ activity }: { activity: SkillsActivity }) {
  return (
    <Link to="/user/progress-tracker" search={{ jobUuid: activity.jobUuid, refId: activity.refId }} className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

/** The test could not be loaded and nothing is cached: say why and offer a retry. */
export function LoadError({ activity, error, onRetry }: { activity: SkillsActivity; error: unknown; onRetry(): void }) {
  return (
    <section className="st-page">
      <TrackerLink activity={activity} />
      <div className="notice notice--error" role="alert">
        <p>{errorText(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </section>
  );
}

export const activitySearchOf = (activity: SkillsActivity) => ({ jobUuid: activity.jobUuid, refId: activity.refId, activityId: activity.activityId });
