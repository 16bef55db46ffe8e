/**
 * /admin/account-settings/account-preferences: a company's preferences (keyname and value; the
 * feature flags among them), set and removed by keyname, and the audit trail of who changed
 * roles, flags, preferences and companies, and when.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AuditTrail } from './audit-trail.tsx';
import { preferenceProblems } from './preference-form.ts';
import { companyPickerQueryOptions, setPreference } from './provider-admin.queries.ts';
import { providerErrorText } from './provider-admin-texts.ts';
import { CompanyPicker } from './company-picker.tsx';
import './provider-admin.css';

export function AccountPreferencesScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Account preferences`);
  const companies = useQuery(companyPickerQueryOptions());
  const [accountId, setAccountId] = useState<number>();
  const chosen = companies.data?.results.find((c) => c.account_id === accountId);

  return (
    <section className="provider-admin" aria-labelledby="preferences-title">
      <h1 id="preferences-title" className="provider-admin__title">
        <Trans>Account preferences</Trans>
      </h1>
      <CompanyPicker
        id="preferences-company"
        companies={companies}
        value={accountId}
        onChange={setAccountId}
        emptyLabel={t`All companies (audit trail only)`}
      />
      {chosen && (
        <PreferenceEditor key={chosen.account_id} accountId={chosen.account_id} preferences={chosen.preferences} />
      )}
      <h2 className="provider-admin__subtitle">
        <Trans>Audit trail</Trans>
      </h2>
      <AuditTrail key={accountId ?? 'all'} accountId={accountId} />
    </section>
  );
}

function PreferenceEditor({
  accountId,
  preferences,
}: {
  accountId: number;
  preferences: { keyname: string; value: string }[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const askStepUp = useAskStepUp();
  const [keyname, setKeyname] = useState('');
  const [value, setValue] = useState('1');
  const [checked, setChecked] = useState(false);
  const problems = checked ? preferenceProblems(keyname, value) : {};
  // One change at a time; a new one clears the last refusal. A set from the form empties it once saved.
  const change = useMutation({
    // A change to a company carries the admin's own proof (D262); the step-up dialog shows its refusals.
    mutationFn: ({ key, next }: { key: string; next: string | undefined; fromForm?: boolean }) =>
      askStepUp(t`Preferences`, 'company_access', (proof) => setPreference(queryClient, accountId, key, next, proof)),
    onSuccess: (done, { fromForm }) => {
      if (!done || !fromForm) return;
      setKeyname('');
      setValue('1');
      setChecked(false);
    },
  });
  const isBusy = change.isPending;
  const serverError: unknown = change.error ?? undefined;

  return (
    <div className="provider-admin__panel">
      <h2 className="provider-admin__subtitle">
        <Trans>Preferences</Trans>
      </h2>
      {serverError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{providerErrorText(serverError).text}</p>
        </div>
      )}
      {preferences.length === 0 ? (
        <p className="provider-admin__muted">
          <Trans>This company has no preferences set.</Trans>
        </p>
      ) : (
        <ul className="provider-admin__list" aria-label={t`Preferences`}>
          {preferences.map((p) => (
            <li key={p.keyname} className="provider-admin__item">
              <span className="provider-admin__name">
                {p.keyname} = {p.value}
              </span>
              <Button
                variant="secondary"
                disabled={isBusy}
                onClick={() => change.mutate({ key: p.keyname, next: undefined })}
              >
                <Trans>Remove</Trans>
                <span className="visually-hidden"> {p.keyname}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="provider-admin__pair"
        noValidate
        aria-label={t`Set a preference`}
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(preferenceProblems(keyname, value)).length > 0) return;
          change.mutate({ key: keyname.trim(), next: value.trim(), fromForm: true });
        }}
      >
        <TextField
          id="preference-keyname"
          label={t`Keyname`}
          autoComplete="off"
          value={keyname}
          onChange={(event) => setKeyname(event.target.value)}
          error={problems.keyname}
        />
        <TextField
          id="preference-value"
          label={t`Value`}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={problems.value}
        />
        <Button type="submit" isBusy={isBusy}>
          <Trans>Set preference</Trans>
        </Button>
      </form>
    </div>
  );
}
