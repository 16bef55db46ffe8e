import { useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { TrackerItem } from '../../../contracts/progress.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { applyToJob } from './progress.queries.ts';
import { retakeState } from './select-tracker.ts';
import './retake-button.css';

/** Re-apply to a requisition or re-take a pathway, after a confirmation (seed 000 sections 4 and 5). */
export function RetakeButton({ tracker, userId }: { tracker: TrackerItem; userId: number }) {
  const { t } = useLingui();
  const state = retakeState(tracker);
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const apply = useMutation({
    mutationFn: () => applyToJob(queryClient, { userId, jobUuid: tracker.job_uuid, idempotencyKey }),
    onSuccess: async (created) => {
      setIsOpen(false);
      await navigate({ to: '/user/progress-tracker', search: { jobUuid: created.job_uuid, refId: created.ref_id } });
    },
  });
  if (state.kind === 'none') return null;
  const label = state.isPathway ? t`Re-take` : t`Re-apply`;
  const context = state.isPathway ? t`Re-take ${tracker.job_title}` : t`Re-apply to ${tracker.job_title}`;

  if (state.kind === 'waiting') {
    return (
      <span className="retake">
        <Button
          variant="secondary"
          aria-disabled="true"
          aria-label={context}
          aria-describedby={tooltipId}
          className="retake__button retake__button--waiting"
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
        <span role="tooltip" id={tooltipId} className="retake__tooltip">
          {/* The spec's wording (seed 000 section 4) with its "day(s)" as a plural (D278). */}
          {state.isPathway
            ? plural(state.days, {
                one: 'You must wait # day before you can re-take',
                other: 'You must wait # days before you can re-take',
              })
            : plural(state.days, {
                one: 'You must wait # day before you can re-apply',
                other: 'You must wait # days before you can re-apply',
              })}
        </span>
      </span>
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        className="retake__button"
        aria-label={context}
        onClick={() => {
          apply.reset();
          setIdempotencyKey(crypto.randomUUID());
          setIsOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        question={
          state.isPathway ? (
            <Trans>Are you sure you want to re-take this Pathway?</Trans>
          ) : (
            <Trans>Are you sure you want to re-apply to this position?</Trans>
          )
        }
        onCancel={() => setIsOpen(false)}
        onConfirm={() => apply.mutate()}
        isBusy={apply.isPending}
        error={apply.isError ? errorText(apply.error) : undefined}
      />
    </>
  );
}
