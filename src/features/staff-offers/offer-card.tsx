/**
 * One offer on the scorecard: its status, the values its letter prints (in the letter's language
 * and the company's currency, D216), its signers, and what may be done with it now. Sending asks
 * first, showing the e-mail the candidate will receive.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Offer, OfferField } from '../../../contracts/offer.ts';
import { formatOfferValue } from '../../../contracts/offer-value-format.ts';
import { Button } from '../../ui/form/button.tsx';
import { downloadOffer, offerAction, previewOffer, recordResponse } from './staff-offers.queries.ts';
import { offerErrorText, offerStatusText, pdfUrl, signerStatusText } from '../../lib/offer-texts.ts';
import { SendOfferDialog } from './send-offer-dialog.tsx';
import { isApprovedToSend, OfferApprovalsSection } from './offer-approvals-section.tsx';

/** The offer's field values as its letter prints them; offers made before D216 show them as typed. */
function OfferValues({ offer, fields }: { offer: Offer; fields: OfferField[] }) {
  const format = offer.value_format;
  const shown = Object.entries(offer.field_values).filter(([, raw]) => raw.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="offer-panel__values">
      {shown.map(([key, raw]) => (
        <div key={key}>
          <dt>{fields.find((f) => f.field_key === key)?.label ?? key}</dt>
          <dd lang={offer.language} data-testid={`offer-value-${key}`}>
            {format ? formatOfferValue(format.types[key], raw, offer.language, format.currency) : raw}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OfferCard({
  userSmartreqId,
  offer,
  fields,
}: {
  userSmartreqId: number;
  offer: Offer;
  fields: OfferField[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [isConfirming, setConfirming] = useState(false);
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
      <OfferValues offer={offer} fields={fields} />
      <ol className="offer-panel__signers" aria-label={t`Signers in order`}>
        {offer.signers.map((s) => (
          <li key={s.offer_signer_id}>
            {s.name} ({s.role === 'candidate' ? t`candidate` : t`countersigner`}): {signerStatusText(s.status)}
          </li>
        ))}
      </ol>
      <OfferApprovalsSection userSmartreqId={userSmartreqId} offer={offer} />
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
            {isApprovedToSend(offer) && (
              <Button isBusy={busy} onClick={() => setConfirming(true)}>
                <Trans>Send for signature</Trans>
              </Button>
            )}
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
      {offer.status === 'draft' && (
        <SendOfferDialog
          offer={offer}
          isOpen={isConfirming}
          onCancel={() => setConfirming(false)}
          onSent={() => setConfirming(false)}
          send={() => offerAction(queryClient, userSmartreqId, offer.offer_uuid, 'send', `send-${offer.offer_uuid}`)}
        />
      )}
    </div>
  );
}
