/**
 * The company's offer currency (D216), on the offer fields page where money fields are defined:
 * every money field prints in it, in each letter's language ("$52,000", "52.000 US$").
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../contracts/offer-value-format.ts';
import type { Language } from '../../../contracts/languages.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { Button } from '../../ui/form/button.tsx';
import { offerSettingsQueryOptions, saveOfferSettings } from './staff-offers.queries.ts';

function currencyChoices(locale: string, current: string): { code: string; name: string }[] {
  const codes = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [current];
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return [...new Set([current, ...codes])]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export function OfferCurrencySetting({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const settings = useSuspenseQuery(offerSettingsQueryOptions(accountId)).data;
  const [currency, setCurrency] = useState(settings.currency);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const choices = useMemo(() => currencyChoices(i18n.locale, settings.currency), [i18n.locale, settings.currency]);
  const example = formatMoney(52000, i18n.locale as Language, currency);

  const saving = useMutation({
    mutationFn: async () => {
      await saveOfferSettings(queryClient, accountId, {
        esignature_provider: settings.esignature_provider,
        max_open_offers: settings.max_open_offers,
        link_days: settings.link_days,
        currency,
      });
      setMessage({ ok: true, text: t`Saved.` });
    },
    onError: (caught) => {
      setMessage({ ok: false, text: Object.values(fieldErrorTexts(caught))[0] ?? offerErrorText(caught) });
    },
  });
  const busy = saving.isPending;

  function save(event: React.FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    saving.mutate();
  }

  return (
    <form className="offers-currency" onSubmit={(event) => void save(event)} aria-label={t`Offer currency`}>
      {message && (
        <p className={message.ok ? 'offers-success' : 'offers-alert'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <label className="offers-field">
        <span>
          <Trans>Currency of money fields</Trans>
        </span>
        <select
          value={currency}
          onChange={(event) => {
            setMessage(undefined);
            setCurrency(event.target.value);
          }}
        >
          {choices.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.name}
            </option>
          ))}
        </select>
      </label>
      <p className="offers-muted">
        <Trans>
          Letters print amounts in it, written the way each letter's language writes them, for example {example}. Offers
          already made keep the currency they were made with.
        </Trans>
      </p>
      <div className="offers-actions">
        <Button type="submit" variant="secondary" isBusy={busy}>
          <Trans>Save the currency</Trans>
        </Button>
      </div>
    </form>
  );
}
