/**
 * A requisition's details: title, location, the description (rich text, markdown) and, in the
 * builder, whether a resume and a LinkedIn profile are required (defaults false, seed 001
 * section 3). Loads the stored details once per requisition and saves them together.
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequisitionDetail } from '../../../contracts/smartreq.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { DEFAULT_DETAILS_FORM } from './builder-state.ts';
import { RichTextEditor } from '../../ui/rich-text/rich-text-field.tsx';
import { requisitionDetailQueryOptions, saveRequisitionDetail } from './smartreq.queries.ts';
import './smartreq.css';

export function DetailsForm({
  jobId,
  showApplicationFlags,
  onSaved,
  saveLabel,
}: {
  jobId: number;
  showApplicationFlags?: boolean;
  onSaved?: (detail: RequisitionDetail) => void;
  saveLabel?: React.ReactNode;
}) {
  // The route's loader has brought the requisition; waiting and failing are the staff pages' one pattern.
  const detail = useSuspenseQuery(requisitionDetailQueryOptions(jobId));
  return (
    <DetailsFormFields
      key={jobId}
      detail={detail.data}
      showApplicationFlags={showApplicationFlags}
      onSaved={onSaved}
      saveLabel={saveLabel}
    />
  );
}

function DetailsFormFields({
  detail,
  showApplicationFlags,
  onSaved,
  saveLabel,
}: {
  detail: RequisitionDetail;
  showApplicationFlags?: boolean;
  onSaved?: (detail: RequisitionDetail) => void;
  saveLabel?: React.ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(detail.title);
  const [city, setCity] = useState(detail.city ?? '');
  const [state, setState] = useState(detail.state ?? '');
  const [form, setForm] = useState({
    ...DEFAULT_DETAILS_FORM,
    is_resume_required: detail.is_resume_required,
    is_linkedin_required: detail.is_linkedin_required,
    description: detail.description,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  const saving = useMutation({
    mutationFn: () =>
      saveRequisitionDetail(queryClient, detail.job_id, {
        title: title.trim(),
        city: city.trim() || null,
        state: state.trim() || null,
        description: form.description,
        ...(showApplicationFlags
          ? { is_resume_required: form.is_resume_required, is_linkedin_required: form.is_linkedin_required }
          : {}),
      }),
    onMutate: () => setNotice(undefined),
    onSuccess: (saved) => {
      setNotice(t`Details saved`);
      onSaved?.(saved);
    },
    onError: (failure) => setFields(fieldErrorTexts(failure)),
  });
  const error = saving.error ? errorText(saving.error) : undefined;
  const isBusy = saving.isPending;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };

  return (
    <form className="details-form" onSubmit={save} noValidate>
      <p className="smartreq-notice" role="status">
        {notice}
      </p>
      {error && (
        <p className="smartreq-error" role="alert">
          {error}
        </p>
      )}
      <TextField
        id="detail-title"
        label={<Trans>Job title</Trans>}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        maxLength={200}
        error={fields.title}
      />
      <div className="smartreq-form__row">
        <TextField
          id="detail-city"
          label={<Trans>City</Trans>}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          maxLength={100}
          autoComplete="address-level2"
        />
        <TextField
          id="detail-state"
          label={<Trans>State</Trans>}
          value={state}
          onChange={(event) => setState(event.target.value)}
          maxLength={100}
          autoComplete="address-level1"
        />
      </div>
      <RichTextEditor
        label={<Trans>Description</Trans>}
        value={form.description}
        onChange={(description) => setForm((f) => ({ ...f, description }))}
      />
      {showApplicationFlags && (
        <fieldset className="smartreq-form" style={{ border: 0 }}>
          <legend className="form-field__label">
            <Trans>Application</Trans>
          </legend>
          <label className="smartreq-switch">
            <input
              type="checkbox"
              role="switch"
              checked={form.is_resume_required}
              onChange={(event) => setForm((f) => ({ ...f, is_resume_required: event.target.checked }))}
            />
            <Trans>Resume required</Trans>
          </label>
          <label className="smartreq-switch">
            <input
              type="checkbox"
              role="switch"
              checked={form.is_linkedin_required}
              onChange={(event) => setForm((f) => ({ ...f, is_linkedin_required: event.target.checked }))}
            />
            <Trans>LinkedIn profile required</Trans>
          </label>
        </fieldset>
      )}
      <div className="smartreq-form__actions" style={{ marginTop: 'var(--space-4)' }}>
        <Button type="submit" isBusy={isBusy}>
          {saveLabel ?? <Trans>Save details</Trans>}
        </Button>
      </div>
    </form>
  );
}
