import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Experience } from '../../../contracts/experience.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { FormLayout } from '../../ui/form/form-layout.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { experienceDraftKey } from '../../offline/form-drafts.ts';
import { useFormDraft } from '../../offline-hooks/use-form-draft.ts';
import { saveExperience } from './experience.queries.ts';
import type { ExperienceField, ExperienceFormValues } from './experience-form-values.ts';
import {
  FIELD_ORDER,
  endBeforeStartText,
  hasEndBeforeStart,
  toBody,
  toDraftValues,
  validateExperience,
  withExperienceDraft,
} from './experience-form-values.ts';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface ExperienceFormProps {
  userId: number;
  /** The entry being edited; absent when adding. */
  entry?: Experience;
  onDone(saved?: Experience): void;
}

const fieldId = (field: ExperienceField) => `experience-${field.replace(/_/g, '-')}`;

/**
 * Add or edit one job experience (seed 000 section 3): the same form both ways. What is typed is a
 * draft on the device (form-drafts.ts), so a reload or a closed tab loses none of it: the screen
 * opens the form again over it (experience-screen.tsx). Saved or cancelled, the draft goes.
 */
export function ExperienceForm({ userId, entry, onDone }: ExperienceFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const draft = useFormDraft(experienceDraftKey(userId), toDraftValues(entry), withExperienceDraft);
  const values = draft.values;
  const [errors, setErrors] = useState<Partial<Record<ExperienceField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusOnArrival(headingRef.current), []);

  const set = <K extends ExperienceField>(field: K, value: ExperienceFormValues[K]) =>
    draft.update((v) => ({ ...v, [field]: value }));
  const text = (field: Exclude<ExperienceField, 'is_current'>) => ({
    id: fieldId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async () => {
    if (isSaving) return;
    const found = validateExperience(values);
    setErrors(found);
    setProblem(undefined);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length) return;
    setIsSaving(true);
    try {
      const saved = await saveExperience(queryClient, userId, toBody(values), entry?.id, idempotencyKey);
      await draft.clear();
      onDone(saved);
    } catch (error) {
      const fields = fieldErrorTexts(error) as Partial<Record<ExperienceField, string>>;
      setErrors(fields);
      setProblem(Object.keys(fields).length ? undefined : errorText(error));
      setIsSaving(false);
    }
  };

  const labels: Record<ExperienceField, string> = {
    title: t`Job title`,
    company_name: t`Company name`,
    start_date: t`Start date`,
    end_date: t`End date`,
    is_current: t`I currently work here`,
    location: t`City or location`,
    state: t`State or region`,
    country: t`Country`,
    position_type: t`Position type`,
    field: t`Field`,
    description: t`Description`,
  };
  const summary = [
    ...(problem ? [{ text: problem }] : []),
    ...FIELD_ORDER.filter((f) => errors[f]).map((f) => ({ text: errors[f], fieldId: fieldId(f) })),
  ];
  const showWarning = hasEndBeforeStart(values) && !errors.end_date;

  return (
    <section className="experience-form" aria-labelledby="experience-form-title">
      <h2 id="experience-form-title" ref={headingRef} tabIndex={-1} className="experience-form__title">
        {entry ? <Trans>Edit experience</Trans> : <Trans>Add experience</Trans>}
      </h2>
      <ErrorSummary items={summary} attempt={attempt} />
      <FormLayout
        aria-labelledby="experience-form-title"
        onSubmit={() => void submit()}
        actions={
          <>
            <Button type="submit" isBusy={isSaving} busyLabel={<Trans>Saving…</Trans>}>
              {entry ? <Trans>Save changes</Trans> : <Trans>Save experience</Trans>}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                void draft.clear();
                onDone();
              }}
              disabled={isSaving}
            >
              <Trans>Cancel</Trans>
            </Button>
          </>
        }
      >
        <TextField {...text('title')} label={labels.title} autoComplete="organization-title" maxLength={200} required />
        <TextField
          {...text('company_name')}
          label={labels.company_name}
          autoComplete="organization"
          maxLength={200}
          required
        />
        <div className="experience-form__dates">
          <TextField
            {...text('start_date')}
            type="date"
            label={labels.start_date}
            hint={<Trans>Required. Not in the future.</Trans>}
            required
          />
          {!values.is_current && (
            <TextField
              {...text('end_date')}
              type="date"
              label={labels.end_date}
              hint={<Trans>Required unless you still work here.</Trans>}
              describedBy={showWarning ? 'experience-end-date-warning' : undefined}
            />
          )}
        </div>
        {showWarning && (
          <p id="experience-end-date-warning" className="experience-form__warning" role="status">
            <span aria-hidden="true">⚠ </span>
            {endBeforeStartText()}
          </p>
        )}
        <div className="experience-form__check">
          <input
            id={fieldId('is_current')}
            type="checkbox"
            checked={values.is_current}
            onChange={(event) => set('is_current', event.target.checked)}
          />
          <label htmlFor={fieldId('is_current')}>{labels.is_current}</label>
        </div>
        <TextField
          {...text('location')}
          label={labels.location}
          hint={<Trans>Optional</Trans>}
          autoComplete="address-level2"
          maxLength={100}
        />
        <div className="experience-form__pair">
          <TextField
            {...text('state')}
            label={labels.state}
            hint={<Trans>Optional</Trans>}
            autoComplete="address-level1"
            maxLength={100}
          />
          <TextField
            {...text('country')}
            label={labels.country}
            hint={<Trans>Optional</Trans>}
            autoComplete="country-name"
            maxLength={100}
          />
        </div>
        <TextField
          {...text('position_type')}
          label={labels.position_type}
          hint={<Trans>Optional, for example full-time, part-time or contract</Trans>}
          maxLength={100}
        />
        <TextField
          {...text('field')}
          label={labels.field}
          hint={<Trans>Optional, for example customer service or healthcare</Trans>}
          maxLength={100}
        />
        <FormField
          id={fieldId('description')}
          label={labels.description}
          hint={<Trans>Optional. What you did there, up to 2,000 characters.</Trans>}
          error={errors.description}
        >
          {(a11y) => (
            <textarea
              id={fieldId('description')}
              name={fieldId('description')}
              className="form-field__input experience-form__textarea"
              rows={5}
              maxLength={2000}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              {...a11y}
            />
          )}
        </FormField>
      </FormLayout>
    </section>
  );
}
