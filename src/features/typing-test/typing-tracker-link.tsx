import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { TypingActivityRef } from './typing.queries.ts';

export function TypingTrackerLink({ activity }: { activity: TypingActivityRef }) {
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
