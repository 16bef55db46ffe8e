/** The builder's last step: a summary, then publishing (the draft opens) and the public link. */
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans } from '@lingui/react/macro';
import { planRefusalText } from './plan-refusal-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { PublicLink } from './public-link.tsx';
import { StatusBadge } from './requisition-list-screen.tsx';
import { completeRequisition, planQueryOptions, requisitionDetailQueryOptions } from './smartreq.queries.ts';
import './smartreq.css';

export function CompletePanel({ jobId }: { jobId: number }) {
  const queryClient = useQueryClient();
  // The route's loaders have brought the requisition and its plan; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  const plan = useSuspenseQuery(planQueryOptions(jobId));
  const publishing = useMutation({ mutationFn: () => completeRequisition(queryClient, jobId) });
  const error = publishing.error ? planRefusalText(publishing.error) : undefined;
  const isBusy = publishing.isPending;
  const steps = plan.data.steps;
  const activityCount = steps.reduce((sum, s) => sum + s.activities.length, 0);

  const isDraft = detail.data.status === 'draft';
  return (
    <div className="smartreq-card">
      <div className="smartreq-card__header">
        <h3 className="smartreq-card__title">{detail.data.title}</h3>
        <StatusBadge status={detail.data.status} />
      </div>
      <p className="smartreq-item__meta">
        <Plural value={steps.length} one="# step" other="# steps" />
        {', '}
        <Plural value={activityCount} one="# activity" other="# activities" />
      </p>
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      {isDraft ? (
        <>
          <p>
            <Trans>Publishing opens the requisition: candidates can apply through its link.</Trans>
          </p>
          <Button onClick={() => publishing.mutate()} isBusy={isBusy} busyLabel={<Trans>Publishing…</Trans>}>
            <Trans>Publish requisition</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="smartreq-notice" role="status">
            <Trans>The requisition is published.</Trans>
          </p>
          <PublicLink path={detail.data.public_link} />
          <p style={{ marginTop: 'var(--space-4)', display: 'flex', gap: 'var(--space-4)', flexWrap: 'wrap' }}>
            <Link to="/smartreq-detail/applicants" search={{ job_id: jobId }}>
              <Trans>Open the requisition</Trans>
            </Link>
            <Link to="/hire">
              <Trans>Back to requisitions</Trans>
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
