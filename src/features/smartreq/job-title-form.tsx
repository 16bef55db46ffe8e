/** The builder's first step: the job title. A new title creates the draft; the job id goes into the URL. */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { createRequisition, requisitionDetailQueryOptions, saveRequisitionDetail } from './smartreq.queries.ts';
import './smartreq.css';

export function JobTitleForm({ jobId, accountId }: { jobId: number | undefined; accountId: number | undefined }) {
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
  return <TitleFields key={jobId ?? 'new'} jobId={jobId} accountId={accountId} initial={detail.data?.title ?? ''} />;
}

function TitleFields({ jobId, accountId, initial }: { jobId: number | undefined; accountId: number | undefined; initial: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  // One key per form: a retried create (a lost answer) makes one requisition, not two.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) {
      setError(t`Enter the job title`);
      return;
    }
    setIsBusy(true);
    setError(undefined);
    try {
      let id = jobId;
      if (id === undefined) id = (await createRequisition(queryClient, value, accountId, idempotencyKey)).job_id;
      else if (value !== initial) await saveRequisitionDetail(queryClient, id, { title: value });
      await navigate({ to: '/hire/smartreq-builder/steps', search: { job_id: id } });
    } catch (failure) {
      setError(fieldErrorTexts(failure).title ?? errorText(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ maxWidth: '36rem' }}>
      <TextField
        id="builder-job-title"
        label={<Trans>Job title</Trans>}
        hint={<Trans>Candidates see it on the requisition's link.</Trans>}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
        maxLength={200}
      />
      <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
        {jobId === undefined ? <Trans>Create and continue</Trans> : <Trans>Save and continue</Trans>}
      </Button>
    </form>
  );
}
