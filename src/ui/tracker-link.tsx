import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../lib/error-text.ts';
import { Button } from './form/button.tsx';

/** The way back to the candidate's progress tracker, above every screen of an activity. */
export function TrackerLink({ activity }: { activity: { jobUuid: string; refId: string } }) {
  return (
    <Link
      to="/user/progress-tracker"
      search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
      className="back-link"
    >
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

/** The activity's content could not be loaded and nothing is cached: say why and offer a retry. */
export function ActivityLoadError({
  activity,
  className,
  error,
  onRetry,
}: {
  activity: { jobUuid: string; refId: string };
  className: string;
  error: unknown;
  onRetry(): void;
}): ReactNode {
  return (
    <section className={className}>
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
