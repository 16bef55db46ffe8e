/** /smartreq-screening-plan-preview: the plan as candidates meet it (steps of measurement type 6 hidden). */
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { visiblePlanSteps } from '../../../contracts/smartreq.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { RichTextView } from '../../ui/rich-text/rich-text-field.tsx';
import { kindLabel } from './smartreq-labels.ts';
import { planQueryOptions, requisitionDetailQueryOptions } from './smartreq.queries.ts';
import './smartreq.css';

export function PlanPreview({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  // The route's loader has brought both; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  const plan = useSuspenseQuery(planQueryOptions(jobId));
  useDocumentTitle(t`Screening plan preview`);
  return (
    <section className="smartreq-page" aria-labelledby="preview-title">
      <p>
        <Link to="/smartreq-detail/setup/screening-plan" search={{ job_id: jobId }}>
          <Trans>Back to the screening plan</Trans>
        </Link>
      </p>
      <h1 id="preview-title" className="smartreq-page__title">
        <Trans>Screening plan: {detail.data.title}</Trans>
      </h1>
      <div className="smartreq-card" style={{ marginTop: 'var(--space-4)' }}>
        <h2 className="smartreq-card__title">
          <Trans>Description</Trans>
        </h2>
        {detail.data.description.trim() ? (
          <div className="requisition-description">
            <RichTextView value={detail.data.description} />
          </div>
        ) : (
          <p className="smartreq-muted">
            <Trans>No description yet.</Trans>
          </p>
        )}
      </div>
      <ol className="smartreq-list" style={{ marginTop: 0 }}>
        {visiblePlanSteps(plan.data.steps).map((step, index) => (
          <li key={step.job_step_id} className="plan-preview__step" style={{ borderTop: 0 }}>
            <section className="smartreq-card" aria-labelledby={`preview-step-${step.job_step_id}`}>
              <h2 className="smartreq-card__title" id={`preview-step-${step.job_step_id}`}>
                <Trans>
                  Step {index + 1}: {step.name}
                </Trans>
              </h2>
              <ol className="smartreq-list">
                {step.activities.map((activity) => (
                  <li key={activity.job_step_activity_id}>
                    <p className="smartreq-item__name">{activity.title}</p>
                    <p className="smartreq-item__meta">{_(kindLabel(activity.activity_type))}</p>
                    {activity.instructions && <p className="plan-preview__instructions">{activity.instructions}</p>}
                  </li>
                ))}
              </ol>
            </section>
          </li>
        ))}
      </ol>
    </section>
  );
}
