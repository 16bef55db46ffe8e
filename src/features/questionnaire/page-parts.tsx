import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import type { ActivityRef } from './instruction-screen.tsx';

/** The way back to the tracker, above every questionnaire screen. */
export function TrackerLink({ activity }: { activity: ActivityRef }) {
  return (
    <Link to="/user/progress-tracker" search={{ jobUuid: activity.jobUuid, refId: activity.refId }} className="back-link">
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

/** The content could not be loaded (and nothing is cached): say why and offer a retry. */
export function ContentLoadError({ activity, error, onRetry }: { activity: ActivityRef; error: unknown; onRetry(): void }) {
  return (
    <section className="q-page">
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
