/**
 * /offer/{offerUuid}: a signer reads an offer (its letter as text, and the PDF to download) and, on
 * their turn, signs by typing or drawing their name, or declines with an optional reason. A
 * signed-in candidate's opened offer stays readable offline; signing and declining need the network.
 * How they sign, the name typed and a decline reason are a draft on the device (form-drafts.ts,
 * D365): a reload fills the form again; signed or declined, it goes. A drawing is drawn again.
 */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignerView } from '../../../contracts/offer.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { isUnreachable, NeedsConnection } from '../../ui/offline-readiness/needs-connection.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { declineOffer, offerToSignQueryOptions, signOffer } from './offers.queries.ts';
import { offerErrorText, offerStatusText, pdfUrl, signerStatusText } from '../../lib/offer-texts.ts';
import { SignaturePad } from './signature-pad.tsx';
import { offerSignatureDraftKey } from '../../offline/form-drafts.ts';
import { useFormDraft } from '../../offline-hooks/use-form-draft.ts';
import './offers.css';

export function OfferSignScreen({ offerUuid, token }: { offerUuid: string; token: string | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Your offer`);
  const offer = useQuery(offerToSignQueryOptions(offerUuid, token));
  // Not on this device and no network: said before anything else, with a retry.
  const unreachable = !offer.data && isUnreachable(offer);
  const { refetch } = offer;
  const retry = useCallback(() => void refetch(), [refetch]);
  return (
    <section className="offer-sign" aria-labelledby="offer-sign-title">
      <h1 id="offer-sign-title" className="offer-sign__title">
        {offer.data ? t`Offer: ${offer.data.job_title} at ${offer.data.company_name}` : <Trans>Your offer</Trans>}
      </h1>
      {unreachable ? (
        <NeedsConnection because="signing" onRetry={retry} isRetrying={offer.isFetching} />
      ) : (
        offer.isPending && (
          <p className="offers-muted" role="status">
            <Trans>Loading the offer…</Trans>
          </p>
        )
      )}
      {offer.isError && !offer.data && !unreachable && (
        <div className="offers-alert" role="alert">
          {offerErrorText(offer.error)}
        </div>
      )}
      {offer.data && <OfferBody offerUuid={offerUuid} token={token} view={offer.data} />}
    </section>
  );
}

function OfferBody({ offerUuid, token, view }: { offerUuid: string; token: string | undefined; view: SignerView }) {
  const { t } = useLingui();
  return (
    <>
      <p className="offer-sign__status">
        <Trans>Status:</Trans> <strong data-testid="offer-status">{offerStatusText(view.status)}</strong>
      </p>
      <ol className="offer-sign__signers" aria-label={t`Signers in order`}>
        {view.signers.map((s) => (
          <li key={s.sign_order}>
            {s.name}: {signerStatusText(s.status)}
          </li>
        ))}
      </ol>
      <article className="offer-letter" aria-label={t`Offer letter`}>
        {view.letter.map((block, i) =>
          block.kind === 'heading' ? (
            <h2 key={i} className="offer-letter__heading">
              {block.text}
            </h2>
          ) : block.kind === 'item' ? (
            <p key={i} className="offer-letter__item">
              • {block.text}
            </p>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </article>
      <p>
        <a className="offer-sign__download" href={pdfUrl(view.document.pdf_base64)} download={view.document.file_name}>
          <Trans>Download the PDF ({view.document.page_count} pages)</Trans>
        </a>
      </p>
      {view.may_sign ? (
        <SignForm offerUuid={offerUuid} token={token} view={view} />
      ) : view.me.status === 'signed' ? (
        <p className="offers-success" role="status">
          <Trans>You have signed this offer.</Trans>
        </p>
      ) : view.status === 'sent' || view.status === 'viewed' ? (
        <p className="offers-muted">
          <Trans>It is not your turn to sign yet. You will get an email when it is.</Trans>
        </p>
      ) : null}
    </>
  );
}

interface SignValues {
  mode: 'typed' | 'drawn';
  name: string;
  reason: string;
}

function withSignDraft(values: SignValues, draft: Record<string, unknown>): SignValues {
  const text = (field: 'name' | 'reason') => (typeof draft[field] === 'string' ? draft[field] : values[field]);
  return { mode: draft.mode === 'drawn' ? 'drawn' : values.mode, name: text('name'), reason: text('reason') };
}

function SignForm({ offerUuid, token, view }: { offerUuid: string; token: string | undefined; view: SignerView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const draft = useFormDraft<SignValues>(
    offerSignatureDraftKey(offerUuid),
    { mode: 'typed', name: view.me.name, reason: '' },
    withSignDraft,
  );
  const { mode, name, reason } = draft.values;
  const setMode = (next: SignValues['mode']) => draft.update((v) => ({ ...v, mode: next }));
  const setName = (next: string) => draft.update((v) => ({ ...v, name: next }));
  const setReason = (next: string) => draft.update((v) => ({ ...v, reason: next }));
  const [drawing, setDrawing] = useState('');
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function sign(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!name.trim()) return setError(t`Type your full name.`);
    if (mode === 'drawn' && !drawing) return setError(t`Draw your signature in the box, or type your name instead.`);
    setBusy(true);
    try {
      await signOffer(queryClient, offerUuid, {
        ...(token ? { token } : {}),
        document_sha256: view.document.sha256,
        signature:
          mode === 'typed'
            ? { kind: 'typed', name: name.trim() }
            : { kind: 'drawn', name: name.trim(), png_data_url: drawing },
      });
      await draft.clear();
    } catch (caught) {
      setError(offerErrorText(caught));
    } finally {
      setBusy(false);
    }
  }

  async function decline() {
    setBusy(true);
    setError(undefined);
    try {
      await declineOffer(queryClient, offerUuid, token, reason.trim());
      await draft.clear();
    } catch (caught) {
      setError(offerErrorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="offer-sign__form" onSubmit={(event) => void sign(event)} aria-labelledby="offer-sign-form-title">
      <h2 id="offer-sign-form-title">
        <Trans>Sign the offer</Trans>
      </h2>
      {!isOnline && (
        <p className="offers-alert" role="status">
          <Trans>Signing needs a connection. You can read the offer offline; sign once you are back online.</Trans>
        </p>
      )}
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <fieldset className="offer-sign__modes">
        <legend>
          <Trans>How do you want to sign?</Trans>
        </legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'typed'} onChange={() => setMode('typed')} />{' '}
          <Trans>Type my name</Trans>
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'drawn'} onChange={() => setMode('drawn')} />{' '}
          <Trans>Draw my signature</Trans>
        </label>
      </fieldset>
      <label className="offers-field">
        <Trans>Full name</Trans>
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoComplete="name" />
      </label>
      {mode === 'typed' ? (
        <p className="offer-sign__typed" aria-hidden="true">
          {name}
        </p>
      ) : (
        <SignaturePad onChange={setDrawing} />
      )}
      <p className="offers-muted">
        <Trans>
          By signing you agree to the offer above. Your name, email, the time, your IP address and a fingerprint of the
          document you read are recorded on its certificate page.
        </Trans>
      </p>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy} disabled={!isOnline} busyLabel={<Trans>Signing…</Trans>}>
          <Trans>Sign the offer</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setDeclining((v) => !v)} disabled={!isOnline}>
          <Trans>Decline the offer</Trans>
        </Button>
      </div>
      {declining && (
        <div className="offer-sign__decline">
          <label className="offers-field">
            <Trans>Reason (optional)</Trans>
            <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} rows={3} />
          </label>
          <Button variant="secondary" isBusy={busy} onClick={() => void decline()} disabled={!isOnline}>
            <Trans>Confirm that I decline</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
