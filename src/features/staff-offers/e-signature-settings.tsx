/** /settings/e-signature: the provider, the limit of offers out at once and how long a candidate's link works. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { offerSettingsQueryOptions, saveOfferSettings } from './staff-offers.queries.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { OffersPage } from './offer-settings-page.tsx';
import { OfferApproversSettings } from './offer-approvers-settings.tsx';
import './staff-offers.css';

export function ESignatureSettings() {
  const { t } = useLingui();
  return (
    <OffersPage
      title={t`E-signature`}
      intro={
        <Trans>
          How offers are signed. The built-in signer needs no outside service: it stamps each signature, adds a
          certificate page and seals the PDF with your server's certificate.
        </Trans>
      }
    >
      {(accountId) => (
        <>
          <ESignatureForm key={accountId} accountId={accountId} />
          <OfferApproversSettings accountId={accountId} />
        </>
      )}
    </OffersPage>
  );
}

function ESignatureForm({ accountId }: { accountId: number }) {
  // The route's loader reads the first company's; another company's suspends until read, and a failed read is
  // the staff pages' error screen (src/ui/route-load-error.tsx), where it used to leave the page silently empty.
  const settings = useSuspenseQuery(offerSettingsQueryOptions(accountId));
  return <ESignatureFields accountId={accountId} initial={settings.data} />;
}

function ESignatureFields({
  accountId,
  initial,
}: {
  accountId: number;
  initial: {
    max_open_offers: number | null;
    link_days: number;
    open_offers: number;
  };
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(initial.max_open_offers === null ? '' : String(initial.max_open_offers));
  const [days, setDays] = useState(String(initial.link_days));
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const saving = useMutation({
    mutationFn: async () => {
      await saveOfferSettings(queryClient, accountId, {
        esignature_provider: 'builtin',
        max_open_offers: limit.trim() ? Number(limit) : null,
        link_days: Number(days),
      });
      setMessage({ ok: true, text: t`Saved.` });
    },
    onError: (caught) => {
      setMessage({
        ok: false,
        text: Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught),
      });
    },
  });
  const busy = saving.isPending;

  function save(event: React.FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    saving.mutate();
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label={t`E-signature settings`}>
      {message && (
        <p className={message.ok ? 'offers-success' : 'offers-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <fieldset className="offers-field">
        <legend>{t`Provider`}</legend>
        <label>
          <input type="radio" name="provider" checked readOnly /> <Trans>Built-in signer (no outside service)</Trans>
        </label>
        <p className="offers-muted">
          <Trans>
            Other e-signature providers can be added here later; offers keep the provider they were sent with.
          </Trans>
        </p>
      </fieldset>
      <label className="offers-field">
        <span>{t`Offers out for signature at once (empty: no limit)`}</span>
        <input type="number" min={1} max={100000} value={limit} onChange={(event) => setLimit(event.target.value)} />
      </label>
      <p className="offers-muted">{t`Out for signature now: ${initial.open_offers}`}</p>
      <label className="offers-field">
        <span>{t`Days a candidate's link works`}</span>
        <input type="number" min={1} max={90} value={days} onChange={(event) => setDays(event.target.value)} required />
      </label>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
