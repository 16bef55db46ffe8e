/** /settings/offers/offer-fields: the values a recruiter fills in an offer (salary, start date...), each a template variable by its key. */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFER_FIELD_TYPES, type OfferField } from '../../../contracts/offer-settings.ts';
import { fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { deleteOfferField, offerFieldsQueryOptions, saveOfferField } from './staff-offers.queries.ts';
import { offerErrorText } from '../../lib/offer-texts.ts';
import { EntryActions } from './entry-actions.tsx';
import { OfferCurrencySetting } from './offer-currency-setting.tsx';
import { OffersPage } from './offer-settings-page.tsx';
import './staff-offers.css';

function useFieldTypeNames(): Record<OfferField['field_type'], string> {
  const { t } = useLingui();
  return {
    text: t`Text`,
    number: t`Number`,
    money: t`Amount of money`,
    date: t`Date`,
    choice: t`Choice from a list`,
  };
}

export function OfferFieldsSettings() {
  const { t } = useLingui();
  return (
    <OffersPage
      title={t`Offer fields`}
      intro={
        <Trans>
          The values a recruiter fills in each offer, such as salary, pay period, start date and location. Templates use
          them as variables by their key.
        </Trans>
      }
    >
      {(accountId) => (
        <>
          <OfferCurrencySetting key={`currency-${accountId}`} accountId={accountId} />
          <FieldsList key={accountId} accountId={accountId} />
        </>
      )}
    </OffersPage>
  );
}

function FieldsList({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The route's loader reads the first company's; another company's suspends until read, and a failed read is
  // the staff pages' error screen (src/ui/route-load-error.tsx), where it used to leave the page silently empty.
  const fields = useSuspenseQuery(offerFieldsQueryOptions(accountId));
  const names = useFieldTypeNames();
  const [editing, setEditing] = useState<OfferField | null | undefined>();
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take keyboard focus */}
      <div className="offers-table-scroll" role="region" aria-label={t`Offer fields`} tabIndex={0}>
        <table className="offers-table">
          <thead>
            <tr>
              <th scope="col">{t`Label`}</th>
              <th scope="col">{t`Variable`}</th>
              <th scope="col">{t`Type`}</th>
              <th scope="col">{t`Required`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {fields.data.map((f) => (
              <tr key={f.offer_field_id}>
                <td>{f.label}</td>
                <td>
                  <code>{`{{${f.field_key}}}`}</code>
                </td>
                <td>{names[f.field_type]}</td>
                <td>{f.required ? t`Yes` : t`No`}</td>
                <td>
                  <EntryActions
                    name={f.label}
                    onEdit={() => setEditing(f)}
                    onRemove={() => deleteOfferField(queryClient, accountId, f.offer_field_id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fields.data.length === 0 && (
        <p className="offers-muted">
          <Trans>No offer fields yet.</Trans>
        </p>
      )}
      {editing === undefined ? (
        <div>
          <Button onClick={() => setEditing(null)}>
            <Trans>Add an offer field</Trans>
          </Button>
        </div>
      ) : (
        <FieldForm
          key={editing?.offer_field_id ?? 'new'}
          accountId={accountId}
          field={editing}
          nextOrder={fields.data.length + 1}
          onDone={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

function FieldForm({
  accountId,
  field,
  nextOrder,
  onDone,
}: {
  accountId: number;
  field: OfferField | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const names = useFieldTypeNames();
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState(field?.field_key ?? '');
  const [type, setType] = useState<OfferField['field_type']>(field?.field_type ?? 'text');
  const [required, setRequired] = useState(field?.required ?? false);
  const [options, setOptions] = useState((field?.options ?? []).join('\n'));
  const [error, setError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saving = useMutation({
    mutationFn: async () => {
      const list =
        type === 'choice'
          ? options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [];
      await saveOfferField(queryClient, accountId, field?.offer_field_id, {
        field_key: key,
        label,
        field_type: type,
        required,
        options: list,
        min_value: field?.min_value ?? null,
        max_value: field?.max_value ?? null,
        sort_order: field?.sort_order ?? nextOrder,
      });
      onDone();
    },
    onError: (caught) => {
      setError(offerErrorText(caught));
      setErrors(fieldErrorTexts(caught));
    },
  });
  const busy = saving.isPending;

  function save(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    setErrors({});
    saving.mutate();
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label={field ? t`Edit the offer field` : t`New offer field`}>
      {error && (
        <p className="offers-alert" role="alert">
          {error}
        </p>
      )}
      <label className="offers-field">
        <span>{t`Label`}</span>
        <input value={label} onChange={(event) => setLabel(event.target.value)} required maxLength={100} />
        {errors.label && <span className="offers-alert">{errors.label}</span>}
      </label>
      <label className="offers-field">
        <span>{t`Variable key (lower case letters, digits and _)`}</span>
        <input
          value={key}
          onChange={(event) => setKey(event.target.value.toLowerCase())}
          required
          pattern="[a-z][a-z0-9_]{0,39}"
          maxLength={40}
        />
        {errors.field_key && <span className="offers-alert">{errors.field_key}</span>}
      </label>
      <label className="offers-field">
        <span>{t`Type`}</span>
        <select value={type} onChange={(event) => setType(event.target.value as OfferField['field_type'])}>
          {OFFER_FIELD_TYPES.map((ft) => (
            <option key={ft} value={ft}>
              {names[ft]}
            </option>
          ))}
        </select>
      </label>
      {type === 'choice' && (
        <label className="offers-field">
          <span>{t`Options, one per line`}</span>
          <textarea value={options} onChange={(event) => setOptions(event.target.value)} rows={4} />
          {errors.options && <span className="offers-alert">{errors.options}</span>}
        </label>
      )}
      <label>
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />{' '}
        <Trans>Required in every offer</Trans>
      </label>
      <div className="offers-actions">
        <Button type="submit" isBusy={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
