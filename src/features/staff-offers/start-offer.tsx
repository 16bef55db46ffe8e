/**
 * Starting an offer on the scorecard: a letter template (and letter details in its language), the
 * company's offer fields, and the signers in order (the candidate, then countersigners). With no
 * letter template yet, it links to the settings page that adds one.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contracts/languages.ts';
import type { OfferActivity, OfferField, SaveOffer, SignerInput } from '../../../contracts/offer.ts';
import { offerFieldProblems } from '../../../contracts/offer-field-rules.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerFieldErrorTexts } from './offer-field-problem-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { PersonPicker, type PickedPerson } from '../../ui/staff-kit/person-picker.tsx';
import { createOffer } from './staff-offers.queries.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';

export type OfferListing = {
  templates: { offer_letter_template_id: number; kind: 'letter' | 'details'; name: string; language: string }[];
  fields: OfferField[];
  staff: PickedPerson[];
  /** The company's offer currency (ISO 4217), beside each money field. */
  currency: string;
  /** The candidate's language: the letter template in it is chosen first (D370). */
  candidate_language?: Language | null;
};

export function StartOffer({
  userSmartreqId,
  activity,
  listing,
}: {
  userSmartreqId: number;
  activity: OfferActivity;
  listing: OfferListing;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const letters = listing.templates.filter((tpl) => tpl.kind === 'letter');
  const [templateId, setTemplateId] = useState<number | undefined>(
    (letters.find((tpl) => tpl.language === listing.candidate_language) ?? letters[0])?.offer_letter_template_id,
  );
  const letterLanguage = letters.find((tpl) => tpl.offer_letter_template_id === templateId)?.language;
  const detailsChoices = listing.templates.filter((tpl) => tpl.kind === 'details' && tpl.language === letterLanguage);
  const [detailsId, setDetailsId] = useState<number | ''>('');
  const chosenDetails = detailsChoices.some((tpl) => tpl.offer_letter_template_id === detailsId) ? detailsId : '';
  const [values, setValues] = useState<Record<string, string>>({});
  const [countersigners, setCountersigners] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const creation = useMutation({
    mutationFn: (body: SaveOffer) => createOffer(queryClient, userSmartreqId, activity.job_step_activity_id, body),
    onError: (caught) => {
      setError(offerErrorText(caught));
      setFieldErrors(fieldErrorTexts(caught));
    },
  });

  if (letters.length === 0) {
    return (
      <p className="offers-muted">
        <Trans>
          An offer is made from a letter template, and the company has none yet:{' '}
          <Link to="/settings/offers/offer-letter-templates">add an offer letter template</Link>.
        </Trans>
      </p>
    );
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (templateId === undefined) return;
    setError(undefined);
    setFieldErrors({});
    const signers: SignerInput[] = [
      { role: 'candidate' },
      ...countersigners.map((user_id) => ({ role: 'staff' as const, user_id })),
    ];
    const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    const problems = offerFieldProblems(listing.fields, filled);
    if (problems.length > 0) {
      setFieldErrors(offerFieldErrorTexts(problems, listing.fields));
      setError(t`Please check the highlighted fields`);
      return;
    }
    creation.mutate({
      offer_letter_template_id: templateId,
      offer_letter_details_template_id: chosenDetails === '' ? null : chosenDetails,
      field_values: filled,
      signers,
    });
  }

  return (
    <form className="offer-panel__offer" onSubmit={save} aria-label={t`Start an offer`}>
      <h4>
        <Trans>Start an offer</Trans>
      </h4>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <label className="offers-field">
        <Trans>Offer letter template</Trans>
        <select value={templateId ?? ''} onChange={(event) => setTemplateId(Number(event.target.value))}>
          {letters.map((tpl) => (
            <option key={tpl.offer_letter_template_id} value={tpl.offer_letter_template_id}>
              {tpl.name} ({tpl.language})
            </option>
          ))}
        </select>
      </label>
      {detailsChoices.length > 0 && (
        <label className="offers-field">
          <Trans>Letter details</Trans>
          <select
            value={chosenDetails}
            onChange={(event) => setDetailsId(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <option value="">{t`None`}</option>
            {detailsChoices.map((tpl) => (
              <option key={tpl.offer_letter_template_id} value={tpl.offer_letter_template_id}>
                {tpl.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {listing.fields.map((field) => {
        const message = fieldErrors[`field_values.${field.field_key}`];
        const id = `offer-field-${activity.job_step_activity_id ?? 'application'}-${field.field_key}`;
        return (
          <div key={field.offer_field_id} className="offers-field">
            <label htmlFor={id}>
              {field.label}
              {field.required ? ' *' : ''}
            </label>
            {field.field_type === 'choice' ? (
              <select
                id={id}
                value={values[field.field_key] ?? ''}
                onChange={(event) => setValues({ ...values, [field.field_key]: event.target.value })}
                aria-invalid={message ? true : undefined}
              >
                <option value="">{t`Choose…`}</option>
                {field.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : field.field_type === 'money' ? (
              // The amount in the company's currency: the code beside the field, and read with its label.
              <span className="offers-money">
                <input
                  id={id}
                  type="text"
                  inputMode="decimal"
                  value={values[field.field_key] ?? ''}
                  onChange={(event) => setValues({ ...values, [field.field_key]: event.target.value })}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={`${id}-currency`}
                  maxLength={500}
                />
                <span id={`${id}-currency`} className="offers-money__currency">
                  {listing.currency}
                </span>
              </span>
            ) : (
              <input
                id={id}
                type={field.field_type === 'date' ? 'date' : 'text'}
                inputMode={field.field_type === 'number' ? 'decimal' : undefined}
                value={values[field.field_key] ?? ''}
                onChange={(event) => setValues({ ...values, [field.field_key]: event.target.value })}
                aria-invalid={message ? true : undefined}
                maxLength={500}
              />
            )}
            {message && <span className="offers-alert">{message}</span>}
          </div>
        );
      })}
      <fieldset className="offers-field">
        <legend>
          <Trans>Signers, in order</Trans>
        </legend>
        <PersonPicker
          chosen={countersigners}
          onChange={setCountersigners}
          people={listing.staff}
          choosable={listing.staff}
          first={<Trans>The candidate</Trans>}
          pickLabel={<Trans>Countersigner</Trans>}
          placeholder={t`Choose…`}
          addLabel={<Trans>Add countersigner</Trans>}
        />
      </fieldset>
      <div className="offers-actions">
        <Button type="submit" isBusy={creation.isPending}>
          <Trans>Save the draft</Trans>
        </Button>
      </div>
    </form>
  );
}
