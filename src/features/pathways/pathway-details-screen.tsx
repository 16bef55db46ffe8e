/**
 * /pathway/setup/details?job_id=: a pathway's title, description and invite message (saving
 * refetches the details, seed 001 section 4), the link employees start it from, and deleting the
 * pathway after asking (participants keep their answers).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PathwayDetails } from '../../../contracts/pathway-setup.ts';
import { errorText } from '../../lib/error-text.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { deletePathway, savePathwayDetails } from './pathway-setup.queries.ts';

export function PathwayDetailsForm({ pathway }: { pathway: PathwayDetails }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState(pathway.title);
  const [description, setDescription] = useState(pathway.description);
  const [invite, setInvite] = useState(pathway.invite_message);
  const [titleError, setTitleError] = useState<string>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const link = `${window.location.origin}${pathway.invite_path}`;

  const saving = useMutation({
    mutationFn: () =>
      savePathwayDetails(queryClient, pathway.job_id, {
        title: title.trim(),
        description: description.trim(),
        invite_message: invite.trim(),
      }),
    onSuccess: () => notify({ type: 'success', body: t`The pathway's details were saved.` }),
    onError: (failure) => setError(errorText(failure)),
  });
  const removal = useMutation({
    mutationFn: () => deletePathway(queryClient, pathway.job_id),
    // Busy until the list is shown.
    onSuccess: async () => {
      notify({ type: 'success', body: t`Pathway ${pathway.title} deleted.` });
      await navigate({ to: '/pathways' });
    },
    onError: (failure) => setError(errorText(failure)),
  });
  // One action at a time: either one running keeps both waiting.
  const busy = saving.isPending || removal.isPending;

  const save = () => {
    setTitleError(title.trim() ? undefined : t`Enter a title.`);
    if (!title.trim()) return;
    setError(undefined);
    saving.mutate();
  };

  return (
    <>
      <form
        className="pathway-setup__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          id="pathway-title"
          label={t`Title`}
          value={title}
          maxLength={200}
          error={titleError}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <div className="form-field">
          <label className="form-field__label" htmlFor="pathway-description">
            <Trans>Description</Trans>
          </label>
          <textarea
            id="pathway-description"
            className="form-field__input"
            rows={5}
            maxLength={5000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="pathway-invite">
            <Trans>Invite message</Trans>
          </label>
          <p id="pathway-invite-hint" className="pathway-setup__muted">
            <Trans>What employees read when they are invited to this pathway.</Trans>
          </p>
          <textarea
            id="pathway-invite"
            aria-describedby="pathway-invite-hint"
            className="form-field__input"
            rows={4}
            maxLength={5000}
            value={invite}
            onChange={(e) => setInvite(e.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="pathway-link">
            <Trans>Link employees start the pathway from</Trans>
          </label>
          <input
            id="pathway-link"
            className="form-field__input"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
        </div>
        {error && (
          <p className="smartreq-error" role="alert">
            {error}
          </p>
        )}
        <div className="pathway-setup__form-actions">
          <Button id="pathway-details-save" type="submit" isBusy={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
      <div className="pathway-setup__danger">
        <Button id="pathway-delete" variant="secondary" onClick={() => setDeleting(true)}>
          <Trans>Delete pathway</Trans>
        </Button>
      </div>
      <ConfirmDialog
        isOpen={deleting}
        question={<Trans>Delete the pathway {pathway.title}?</Trans>}
        detail={<Trans>It leaves every list. Its participants keep their answers and reports.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        isBusy={busy}
        error={deleting ? error : undefined}
        onCancel={() => setDeleting(false)}
        onConfirm={() => removal.mutate()}
      />
    </>
  );
}
