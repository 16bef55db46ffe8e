import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { trackersQueryOptions } from './progress.queries.ts';
import { TrackerCard } from './tracker-card.tsx';
import './candidate.css';

export interface ProgressScreenProps {
  userId: number;
  /** Why arriving by a job link did not open a tracker (a closed requisition, a failed apply). */
  applyProblem?: string;
}

/** /user/progress: the candidate's applications and pathways, newest first. */
export function ProgressScreen({ userId, applyProblem }: ProgressScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`My Progress`);
  const trackers = useQuery(trackersQueryOptions(userId));
  return (
    <section className="candidate-page" aria-labelledby="progress-title">
      <h1 id="progress-title" className="candidate-page__title">
        <Trans>My Progress</Trans>
      </h1>
      {applyProblem && (
        <p className="notice notice--warning" role="alert">
          {applyProblem}
        </p>
      )}
      {trackers.isPending && (
        <p className="candidate-page__muted" role="status">
          <Trans>Loading your applications…</Trans>
        </p>
      )}
      {trackers.isError && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(trackers.error)}</p>
          <Button variant="secondary" onClick={() => void trackers.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {trackers.isSuccess && trackers.data.length === 0 && (
        <div className="candidate-empty">
          <p className="candidate-empty__title">
            <Trans>You have no applications yet</Trans>
          </p>
          <p className="candidate-page__muted">
            <Trans>When you apply to a position through a job link, it appears here with your progress.</Trans>
          </p>
        </div>
      )}
      {trackers.isSuccess && trackers.data.length > 0 && (
        <ul className="tracker-list">
          {trackers.data.map((tracker) => (
            <TrackerCard key={tracker.ref_id} tracker={tracker} userId={userId} />
          ))}
        </ul>
      )}
    </section>
  );
}
