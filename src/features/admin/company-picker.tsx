/**
 * The company a provider-admin page works on: a select over the customers (up to 100, by name),
 * with the list's error beside it. The page keeps the query, since it may read the chosen company.
 */
import { useLingui } from '@lingui/react/macro';
import type { Customer } from '../../../contracts/customers.ts';
import { errorText } from '../../lib/error-text.ts';
import { FormField } from '../../ui/form/form-field.tsx';

export function CompanyPicker({
  id,
  companies,
  value,
  onChange,
  emptyLabel,
}: {
  id: string;
  companies: { data?: { results: readonly Pick<Customer, 'account_id' | 'name'>[] }; error: unknown };
  value: number | undefined;
  onChange: (accountId: number | undefined) => void;
  emptyLabel: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField id={id} label={t`Company`}>
        {(a11y) => (
          <select
            id={id}
            className="form-field__input"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
            {...a11y}
          >
            <option value="">{emptyLabel}</option>
            {companies.data?.results.map((c) => (
              <option key={c.account_id} value={c.account_id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {companies.error != null && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(companies.error)}</p>
        </div>
      )}
    </>
  );
}
