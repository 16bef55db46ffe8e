/** Setup, configurations: accepting applications, the retake wait, and the invite message. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequisitionDetail } from '../../../contracts/smartreq.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { requisitionDetailQueryOptions, saveRequisitionDetail } from './smartreq.queries.ts';
import './smartreq.css';

export function ConfigurationsForm({ jobId }: { jobId: number }) {
  // The route's loader has brought the requisition; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  return <ConfigurationsFields key={jobId} detail={detail.data} />;
}

function ConfigurationsFields({ detail }: { detail: RequisitionDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [isAccepting, setIsAccepting] = useState(detail.is_accepting_applications);
  const [retake, setRetake] = useState(String(detail.retake_interval_days));
  const [invite, setInvite] = useState(detail.invite_message ?? '');
  const [notice, setNotice] = useState<string>();
  const saving = useMutation({
    mutationFn: async () => {
      // Saving refetches the setup details (seed 001 section 4, invite message).
      await saveRequisitionDetail(queryClient, detail.job_id, {
        is_accepting_applications: isAccepting,
        retake_interval_days: Math.max(0, Math.round(Number(retake) || 0)),
        invite_message: invite.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: requisitionDetailQueryOptions(detail.job_id).queryKey });
    },
    onSuccess: () => setNotice(t`Configuration saved`),
  });
  const error = saving.error ? errorText(saving.error) : undefined;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  return (
    <form onSubmit={save}>
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
          checked={isAccepting}
          onChange={(event) => setIsAccepting(event.target.checked)}
        />
        <Trans>Accepting applications</Trans>
      </label>
      <TextField
        id="config-retake"
        type="number"
        min={0}
        max={3650}
        label={<Trans>Days before a candidate may apply again</Trans>}
        value={retake}
        onChange={(event) => setRetake(event.target.value)}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="config-invite">
          <Trans>Invite message</Trans>
        </label>
        <p className="form-field__hint" id="config-invite-hint">
          <Trans>Sent with the requisition's link when you invite candidates.</Trans>
        </p>
        <textarea
          id="config-invite"
          aria-describedby="config-invite-hint"
          className="smartreq-textarea"
          value={invite}
          onChange={(event) => setInvite(event.target.value)}
          maxLength={5000}
        />
      </div>
      <Button type="submit">
        <Trans>Save configuration</Trans>
      </Button>
    </form>
  );
}
