/** Setup, application form: whether a resume and a LinkedIn profile are required (saved on change). */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { requisitionDetailQueryOptions, saveRequisitionDetail } from './smartreq.queries.ts';
import './smartreq.css';

export function ApplicationFormSettings({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader has brought the requisition; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  const [notice, setNotice] = useState<string>();
  const saving = useMutation({
    mutationFn: ({ field, value }: { field: 'is_resume_required' | 'is_linkedin_required'; value: boolean }) =>
      saveRequisitionDetail(queryClient, jobId, { [field]: value }),
    onSuccess: () => setNotice(t`Saved`),
  });
  const error = saving.error ? errorText(saving.error) : undefined;
  const toggle = (field: 'is_resume_required' | 'is_linkedin_required', value: boolean) =>
    saving.mutate({ field, value });
  return (
    <div>
      <p className="smartreq-muted">
        <Trans>Candidates fill in the application form when they apply. Choose what they must give.</Trans>
      </p>
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      <label className="smartreq-switch">
        <input
          type="checkbox"
          role="switch"
          checked={detail.data.is_resume_required}
          onChange={(event) => toggle('is_resume_required', event.target.checked)}
        />
        <Trans>Resume required</Trans>
      </label>
      <label className="smartreq-switch">
        <input
          type="checkbox"
          role="switch"
          checked={detail.data.is_linkedin_required}
          onChange={(event) => toggle('is_linkedin_required', event.target.checked)}
        />
        <Trans>LinkedIn profile required</Trans>
      </label>
    </div>
  );
}
