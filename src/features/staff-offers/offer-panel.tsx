/**
 * The scorecard's "Offers": each offer activity of the application with its offer. With none yet,
 * a recruiter starts one from a letter template, fills the company's offer fields, chooses the
 * signers and their order (the candidate, then countersigners), previews the PDF and sends it
 * once. Then the status of each signer shows, with reminder, cancel, a recorded answer and the
 * signed PDF. Hidden when the plan has no offer activity.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Offer, OfferActivity, SignerInput } from '../../../contracts/offer.ts';
import type { OfferField } from '../../../contracts/offer-settings.ts';
import { offerFieldProblems } from '../../../contracts/offer-field-rules.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerFieldErrorTexts } from './offer-field-problem-text.ts';
import { Button } from '../../ui/form/button.tsx';
import {
  applicationOffersQueryOptions,
  createOffer,
  downloadOffer,
  offerAction,
  previewOffer,
  recordResponse,
} from './staff-offers.queries.ts';
import { offerErrorText, offerStatusText, pdfUrl, signerStatusText } from '../../lib/offer-texts.ts';
import './staff-offers.css';

type Listing = {
  templates: { offer_letter_template_id: number; kind: 'letter' | 'details'; name: string; language: string }[];
  fields: OfferField[];
  staff: { user_id: number; first_name: string; last_name: string }[];
};

export function OfferPanel({ userSmartreqId }: { userSmartreqId: number }) {
  const offers = useQuery(applicationOffersQueryOptions(userSmartreqId));
  if (!offers.data || offers.data.activities.length === 0) return null;
  return (
    <section className="offer-panel-section" aria-labelledby="scorecard-offers-title" id="scorecard-offers">
      <h2 id="scorecard-offers-title">
        <Trans>Offers</Trans>
      </h2>
      <div className="offer-panel">
        {offers.data.activities.map((activity) => (
          <ActivityOffers
            key={activity.job_step_activity_id}
            userSmartreqId={userSmartreqId}
            activity={activity}
            listing={offers.data}
          />
        ))}
      </div>
    </section>
  );
}

function ActivityOffers({
  userSmartreqId,
  activity,
  listing,
}: {
  userSmartreqId: number;
  activity: OfferActivity;
  listing: Listing;
}) {
  const live = activity.offers.filter(
    (o) => !['cancelled', 'declined', 'expired'].includes(o.status) || o.recorded_response !== null,
  );
  const current = activity.offers.at(-1);
  const mayStart = !activity.is_completed && live.every((o) => ['cancelled', 'declined', 'expired'].includes(o.status));
  return (
    <div className="offer-panel__activity">
      <h3>{activity.title}</h3>
      {current && <OfferCard userSmartreqId={userSmartreqId} offer={current} />}
      {mayStart && <StartOffer userSmartreqId={userSmartreqId} activity={activity} listing={listing} />}
    </div>
  );
}

function OfferCard({ userSmartreqId, offer }: { userSmartreqId: number; offer: Offer }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const open = offer.status === 'sent' || offer.status === 'viewed';

  // Each of the card's actions (send, delete, remind, cancel, record, open a PDF) is one mutation:
  // one at a time, its failure shown above the buttons until the next action starts.
  const action = useMutation({ mutationFn: (work: () => Promise<unknown>) => work() });
  const busy = action.isPending;
  const error = action.error ? offerErrorText(action.error) : undefined;
  const run = (work: () => Promise<unknown>) => action.mutate(work);
  const openPdf = (load: () => Promise<{ pdf_base64: string }>) =>
    run(async () => window.open(pdfUrl((await load()).pdf_base64), '_blank'));

  return (
    <div className="offer-panel__offer" data-testid="offer-card">
      <p>
        <Trans>Status:</Trans> <strong data-testid="offer-card-status">{offerStatusText(offer.status)}</strong>
        {offer.recorded_response === 'accepted' && <> ({t`accepted, recorded by staff`})</>}
        {offer.decline_reason && <> · {t`Reason: ${offer.decline_reason}`}</>}
      </p>
      <ol className="offer-panel__signers" aria-label={t`Signers in order`}>
        {offer.signers.map((s) => (
          <li key={s.offer_signer_id}>
            {s.name} ({s.role === 'candidate' ? t`candidate` : t`countersigner`}): {signerStatusText(s.status)}
          </li>
        ))}
      </ol>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <div className="offers-actions">
        <Button variant="secondary" isBusy={busy} onClick={() => void openPdf(() => previewOffer(offer.offer_uuid))}>
          <Trans>Preview the PDF</Trans>
        </Button>
        {offer.status === 'draft' && (
          <>
            <Button
              isBusy={busy}
              onClick={() =>
                void run(() =>
                  offerAction(queryClient, userSmartreqId, offer.offer_uuid, 'send', `send-${offer.offer_uuid}`),
                )
              }
            >
              <Trans>Send for signature</Trans>
            </Button>
            <Button
              variant="secondary"
              isBusy={busy}
              onClick={() => void run(() => offerAction(queryClient, userSmartreqId, offer.offer_uuid, 'delete'))}
            >
              <Trans>Delete the draft</Trans>
            </Button>
          </>
        )}
        {open && (
          <>
            <Button
              variant="secondary"
              isBusy={busy}
              onClick={() => void run(() => offerAction(queryClient, userSmartreqId, offer.offer_uuid, 'remind'))}
            >
              <Trans>Remind</Trans>
            </Button>
            <Button
              variant="secondary"
              isBusy={busy}
              onClick={() => void run(() => offerAction(queryClient, userSmartreqId, offer.offer_uuid, 'cancel'))}
            >
              <Trans>Cancel the offer</Trans>
            </Button>
          </>
        )}
        {offer.has_signed_document && (
          <Button variant="secondary" isBusy={busy} onClick={() => void openPdf(() => downloadOffer(offer.offer_uuid))}>
            <Trans>Signed PDF</Trans>
          </Button>
        )}
      </div>
      {open && (
        <div className="offers-actions">
          <label className="offers-field">
            <Trans>Answer given outside Assay (note, optional)</Trans>
            <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
          </label>
          <Button
            variant="secondary"
            isBusy={busy}
            onClick={() =>
              void run(() => recordResponse(queryClient, userSmartreqId, offer.offer_uuid, 'accepted', note))
            }
          >
            <Trans>Record: accepted</Trans>
          </Button>
          <Button
            variant="secondary"
            isBusy={busy}
            onClick={() =>
              void run(() => recordResponse(queryClient, userSmartreqId, offer.offer_uuid, 'declined', note))
            }
          >
            <Trans>Record: declined</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

function StartOffer({
  userSmartreqId,
  activity,
  listing,
}: {
  userSmartreqId: number;
  activity: OfferActivity;
  listing: Listing;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const letters = listing.templates.filter((tpl) => tpl.kind === 'letter');
  const [templateId, setTemplateId] = useState<number | undefined>(letters[0]?.offer_letter_template_id);
  const letterLanguage = letters.find((tpl) => tpl.offer_letter_template_id === templateId)?.language;
  const detailsChoices = listing.templates.filter((tpl) => tpl.kind === 'details' && tpl.language === letterLanguage);
  const [detailsId, setDetailsId] = useState<number | ''>('');
  const chosenDetails = detailsChoices.some((tpl) => tpl.offer_letter_template_id === detailsId) ? detailsId : '';
  const [values, setValues] = useState<Record<string, string>>({});
  const [countersigners, setCountersigners] = useState<number[]>([]);
  const [adding, setAdding] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const name = (id: number) => {
    const s = listing.staff.find((p) => p.user_id === id);
    return s ? `${s.first_name} ${s.last_name}` : String(id);
  };

  if (letters.length === 0) {
    return (
      <p className="offers-muted">
        <Trans>The company has no offer letter templates yet. Add one in Settings, Offers.</Trans>
      </p>
    );
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (templateId === undefined) return;
    setBusy(true);
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
      setBusy(false);
      return;
    }
    try {
      await createOffer(queryClient, userSmartreqId, activity.job_step_activity_id, {
        offer_letter_template_id: templateId,
        offer_letter_details_template_id: chosenDetails === '' ? null : chosenDetails,
        field_values: filled,
        signers,
      });
    } catch (caught) {
      setError(offerErrorText(caught));
      setFieldErrors(fieldErrorTexts(caught));
    } finally {
      setBusy(false);
    }
  }

  const move = (index: number, by: -1 | 1) =>
    setCountersigners((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <form className="offer-panel__offer" onSubmit={(event) => void save(event)} aria-label={t`Start an offer`}>
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
        const id = `offer-field-${activity.job_step_activity_id}-${field.field_key}`;
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
            ) : (
              <input
                id={id}
                type={field.field_type === 'date' ? 'date' : 'text'}
                inputMode={field.field_type === 'number' || field.field_type === 'money' ? 'decimal' : undefined}
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
        <ol className="offer-panel__signers">
          <li>
            <Trans>The candidate</Trans>
          </li>
          {countersigners.map((id, i) => (
            <li key={id}>
              {name(id)}{' '}
              <Button
                variant="secondary"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t`Move ${name(id)} up`}
              >
                ↑
              </Button>{' '}
              <Button
                variant="secondary"
                disabled={i === countersigners.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t`Move ${name(id)} down`}
              >
                ↓
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => setCountersigners(countersigners.filter((c) => c !== id))}
                aria-label={t`Remove ${name(id)}`}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        <div className="offers-actions">
          <label className="offers-field">
            <Trans>Countersigner</Trans>
            <select
              value={adding}
              onChange={(event) => setAdding(event.target.value ? Number(event.target.value) : '')}
            >
              <option value="">{t`Choose…`}</option>
              {listing.staff
                .filter((s) => !countersigners.includes(s.user_id))
                .map((s) => (
                  <option key={s.user_id} value={s.user_id}>
                    {s.first_name} {s.last_name}
                  </option>
                ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              if (adding !== '') setCountersigners([...countersigners, adding]);
              setAdding('');
            }}
          >
            <Trans>Add countersigner</Trans>
          </Button>
        </div>
      </fieldset>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save the draft</Trans>
        </Button>
      </div>
    </form>
  );
}
