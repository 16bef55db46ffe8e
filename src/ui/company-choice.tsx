/**
 * Which company a settings page works on: the signed-in person's own, or, for the provider's
 * admins, the one they pick (the first company until they do).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { companiesQueryOptions } from '../lib/companies.queries.ts';
import { sessionAtom } from '../lib/session.ts';
import { useAtomValue } from '../lib/store.ts';

/** `initial`: the company to start on (a provider admin's choice carried over from another page). */
export function useCompanyChoice(initial?: number) {
  const session = useAtomValue(sessionAtom);
  const isProviderAdmin = session.user?.is_jf_admin === true;
  const companies = useQuery({ ...companiesQueryOptions(), enabled: isProviderAdmin });
  const [chosen, choose] = useState<number | undefined>(initial);
  const accountId = chosen ?? session.accountId ?? companies.data?.[0]?.account_id;
  return { isProviderAdmin, companies, accountId, choose };
}

/** The provider admin's company select; nothing for anyone else. */
export function CompanyPicker({
  id,
  className,
  choice,
}: {
  id: string;
  className?: string;
  choice: ReturnType<typeof useCompanyChoice>;
}) {
  const { isProviderAdmin, companies, accountId, choose } = choice;
  if (!isProviderAdmin || !companies.data || companies.data.length === 0) return null;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        <Trans>Company</Trans>
      </label>
      <select
        id={id}
        className="form-field__input"
        value={accountId}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {companies.data.map((c) => (
          <option key={c.account_id} value={c.account_id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
