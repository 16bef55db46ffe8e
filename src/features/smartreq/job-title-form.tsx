/**
 * The builder's first step: the job title. A new title creates the draft; the job id goes into the
 * URL. Offered the choice (all_pathways_access, pathways on), it makes a pathway instead, which
 * `onPathwayCreated` opens in the pathway setup.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { createRequisition, requisitionDetailQueryOptions, saveRequisitionDetail } from './smartreq.queries.ts';
import './smartreq.css';

interface PathwayChoice {
  /** The viewer may make a pathway here. */
  offerPathway?: boolean;
  onPathwayCreated?(jobId: number): Promise<void>;
}

export function JobTitleForm({
  jobId,
  accountId,
  ...pathway
}: { jobId: number | undefined; accountId: number | undefined } & PathwayChoice) {
  const detail = useQuery({ ...requisitionDetailQueryOptions(jobId ?? 0), enabled: jobId !== undefined });
  if (jobId !== undefined && !detail.data) {
    return detail.isError ? (
      <p className="smartreq-error" role="alert">
        {errorText(detail.error)}
      </p>
    ) : (
      <p className="smartreq-muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <TitleFields
      key={jobId ?? 'new'}
      jobId={jobId}
      accountId={accountId}
      initial={detail.data?.title ?? ''}
      {...pathway}
    />
  );
}

function TitleFields({
  jobId,
  accountId,
  initial,
  offerPathway = false,
  onPathwayCreated,
}: { jobId: number | undefined; accountId: number | undefined; initial: string } & PathwayChoice) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string>();
  const [makesPathway, setMakesPathway] = useState(false);
  // One key per form and kind: a retried create (a lost answer) makes one job, not two.
  const [idempotencyKeys] = useState(() => ({ requisition: crypto.randomUUID(), pathway: crypto.randomUUID() }));
  // Busy until the next page is shown (or the pathway's own step has run).
  const saving = useMutation({
    mutationFn: async (value: string) => {
      if (jobId === undefined && makesPathway && onPathwayCreated) {
        const made = await createRequisition(queryClient, value, accountId, idempotencyKeys.pathway, JOB_TYPE.pathway);
        await onPathwayCreated(made.job_id);
        return;
      }
      let id = jobId;
      if (id === undefined)
        id = (await createRequisition(queryClient, value, accountId, idempotencyKeys.requisition)).job_id;
      else if (value !== initial) await saveRequisitionDetail(queryClient, id, { title: value });
      await navigate({ to: '/hire/smartreq-builder/steps', search: { job_id: id } });
    },
    onError: (failure) => setError(fieldErrorTexts(failure).title ?? errorText(failure)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) {
      setError(t`Enter the job title`);
      return;
    }
    setError(undefined);
    saving.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: '36rem' }}>
      {jobId === undefined && offerPathway && (
        <fieldset className="form-field">
          <legend className="form-field__label">
            <Trans>What are you making?</Trans>
          </legend>
          <label style={{ display: 'block' }}>
            <input
              type="radio"
              name="builder-job-type"
              checked={!makesPathway}
              onChange={() => setMakesPathway(false)}
            />{' '}
            <Trans>A requisition: candidates apply to a job</Trans>
          </label>
          <label style={{ display: 'block' }}>
            <input type="radio" name="builder-job-type" checked={makesPathway} onChange={() => setMakesPathway(true)} />{' '}
            <Trans>A pathway: employees work towards other roles</Trans>
          </label>
        </fieldset>
      )}
      <TextField
        id="builder-job-title"
        label={<Trans>Job title</Trans>}
        hint={
          makesPathway ? (
            <Trans>
              Employees see it on the pathway's invitation. Its evaluation plan, roles and participants come next, in
              its setup.
            </Trans>
          ) : (
            <Trans>Candidates see it on the requisition's link.</Trans>
          )
        }
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
        maxLength={200}
      />
      <Button type="submit" isBusy={saving.isPending} busyLabel={<Trans>Saving…</Trans>}>
        {jobId === undefined ? <Trans>Create and continue</Trans> : <Trans>Save and continue</Trans>}
      </Button>
    </form>
  );
}
