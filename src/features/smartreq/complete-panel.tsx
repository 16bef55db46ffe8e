/**
 * The builder's last step: a summary, then publishing (the draft opens) and the public link. With
 * no weighted attribute the server refuses (no_weighted_attributes, D198) and the panel asks: weigh
 * attributes, or publish without a fit score on purpose. Opening a draft takes the requisitions
 * flag (D367): to someone without it at the requisition's company the panel gives the reason
 * instead of the button, which the server would refuse.
 */
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans } from '@lingui/react/macro';
import { planRefusalText } from './plan-refusal-text.ts';
import { HiringAttributeErrorCode } from '../../../contracts/hiring-attributes.ts';
import type { User } from '../../../contracts/user.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/form/button.tsx';
import { mayOpenRequisition } from './list-scope.ts';
import { PublicLink } from './public-link.tsx';
import { StatusBadge } from './requisition-list-screen.tsx';
import { completeRequisition, planQueryOptions, requisitionDetailQueryOptions } from './smartreq.queries.ts';
import './smartreq.css';

export function CompletePanel({ jobId, user }: { jobId: number; user?: Pick<User, 'is_jf_admin' | 'roles'> }) {
  const queryClient = useQueryClient();
  // The route's loaders have brought the requisition and its plan; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  const plan = useSuspenseQuery(planQueryOptions(jobId));
  const publishing = useMutation({
    mutationFn: (confirmNoWeights: boolean) => completeRequisition(queryClient, jobId, confirmNoWeights),
  });
  const isAskingNoWeights =
    publishing.error instanceof ApiError && publishing.error.code === HiringAttributeErrorCode.noWeights;
  const error = publishing.error && !isAskingNoWeights ? planRefusalText(publishing.error) : undefined;
  const isBusy = publishing.isPending;
  const steps = plan.data.steps;
  const activityCount = steps.reduce((sum, s) => sum + s.activities.length, 0);

  const isDraft = detail.data.status === 'draft';
  const isLocked = user !== undefined && !mayOpenRequisition(user, detail.data.account_id);
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
      {isDraft && isAskingNoWeights ? (
        <div className="smartreq-confirm" role="alert">
          <p>
            <strong>
              <Trans>No attribute is weighted.</Trans>
            </strong>{' '}
            <Trans>
              Candidates will get no fit score, so the applicant list cannot rank them by fit. Weigh the attributes that
              matter for this job first, or publish without a fit score.
            </Trans>
          </p>
          <p style={{ display: 'flex', gap: 'var(--space-4)', flexWrap: 'wrap', alignItems: 'center' }}>
            <Link to="/hire/smartreq-builder/attributes" search={{ job_id: jobId }}>
              <Trans>Weigh attributes</Trans>
            </Link>
            <Button
              variant="secondary"
              onClick={() => publishing.mutate(true)}
              isBusy={isBusy}
              busyLabel={<Trans>Publishing…</Trans>}
            >
              <Trans>Publish without weights</Trans>
            </Button>
          </p>
        </div>
      ) : isDraft && isLocked ? (
        <p className="smartreq-muted">
          <Trans>
            Only people whose role gives access to requisitions open a requisition to candidates. Ask one of them to
            publish it; your draft stays as it is.
          </Trans>
        </p>
      ) : isDraft ? (
        <>
          <p>
            <Trans>Publishing opens the requisition: candidates can apply through its link.</Trans>
          </p>
          <Button onClick={() => publishing.mutate(false)} isBusy={isBusy} busyLabel={<Trans>Publishing…</Trans>}>
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
