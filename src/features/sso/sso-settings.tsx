/**
 * /settings/security: how the company's staff sign in. Single sign-on through the company's
 * OpenID Connect provider (issuer, client id, the email domains it covers, whether passwords stay
 * allowed for them); the people and their permissions are at /settings/users. Each change asks
 * for the saver's step-up (D262).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SSO_CALLBACK_PATH } from '../../../contracts/sso-constants.ts';
import type { SsoSettings, SsoSettingsField } from '../../../contracts/sso.ts';
import { call } from '../../lib/api-client.ts';
import { saveSsoSettings } from '../../lib/api/sso.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyPicker, useCompanyChoice } from '../../ui/company-choice.tsx';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { isStepUpRefusal, useAskStepUp } from '../../ui/step-up-scope.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ssoKey, ssoSettingsQueryOptions } from './sso.queries.ts';
import { SecondFactorPolicy } from './second-factor-policy.tsx';
import { ShareDomainsForm } from './share-domains-form.tsx';
import { SsoDomainChecks } from './sso-domain-checks.tsx';
import {
  domainRefusalText,
  sentDomains,
  ssoProblems,
  toSsoBody,
  toSsoValues,
  type SsoValues,
} from './sso-settings-form.ts';
import './sso-settings.css';

export function SsoSettingsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Security`);
  const choice = useCompanyChoice();
  const { accountId } = choice;
  return (
    <section className="sso-settings" aria-labelledby="sso-settings-title">
      <h1 id="sso-settings-title" className="sso-settings__title">
        <Trans>Security</Trans>
      </h1>
      <CompanyPicker id="sso-settings-company" choice={choice} />
      <p className="sso-settings__muted">
        <Trans>
          Who works in the company and what each person may do is set in{' '}
          <Link to="/settings/users">Users and roles</Link>.
        </Trans>
      </p>
      {accountId !== undefined && <SecondFactorPolicy key={`policy-${accountId}`} accountId={accountId} />}
      {accountId !== undefined && <ShareDomainsForm key={`share-${accountId}`} accountId={accountId} />}
      {accountId !== undefined && <SsoSection accountId={accountId} />}
    </section>
  );
}

function SsoSection({ accountId }: { accountId: number }) {
  // The route's loader reads the opening company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const settings = useSuspenseQuery(ssoSettingsQueryOptions(accountId));
  return <SsoForm key={accountId} accountId={accountId} settings={settings.data} />;
}

const FIELD_IDS: Record<SsoSettingsField, string> = {
  issuer: 'sso-issuer',
  client_id: 'sso-client-id',
  domains: 'sso-domains',
};

export function SsoForm({ accountId, settings }: { accountId: number; settings: SsoSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SsoValues>(() => toSsoValues(settings));
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<unknown>();
  const [sent, setSent] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const hasDefault = settings.default_issuer !== null;

  const problems = attempt > 0 ? ssoProblems(values, hasDefault) : {};
  const refusal = domainRefusalText(serverError, sent);
  const errorOf = (field: SsoSettingsField) => problems[field] ?? (field === 'domains' ? refusal : undefined);
  const summary = (Object.keys(FIELD_IDS) as SsoSettingsField[]).flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ text, fieldId: FIELD_IDS[field] }] : [];
  });
  const update = (patch: Partial<SsoValues>) => {
    setSaved(false);
    setValues((v) => ({ ...v, ...patch }));
  };

  const askStepUp = useAskStepUp();
  const sending = useMutation({
    mutationFn: async () => {
      setSent(sentDomains(values));
      // How the whole company signs in: the saver's own proof goes with the request (D262). A
      // refusal of the settings themselves closes the dialog and shows on the form.
      let refused: unknown;
      const answer = await askStepUp(t`Save single sign-on`, 'company_sign_in', async (proof) => {
        try {
          return await call(saveSsoSettings, { params: { id: accountId }, body: { ...toSsoBody(values), proof } });
        } catch (error) {
          if (isStepUpRefusal(error)) throw error;
          refused = error;
          return undefined;
        }
      });
      if (refused !== undefined) throw refused;
      if (!answer) return;
      queryClient.setQueryData(ssoKey(accountId), answer);
      setValues(toSsoValues(answer));
      setSaved(true);
    },
    onError: (error) => {
      setServerError(error);
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    if (isBusy) return;
    setAttempt((n) => n + 1);
    setServerError(undefined);
    setSaved(false);
    if (Object.keys(ssoProblems(values, hasDefault)).length > 0) return;
    sending.mutate();
  };

  return (
    <form
      className="sso-settings__panel"
      noValidate
      aria-labelledby="sso-settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="sso-settings-heading" className="sso-settings__subtitle">
        <Trans>Single sign-on</Trans>
      </h2>
      <p className="sso-settings__muted">
        <Trans>
          Staff whose email is in one of your verified domains sign in through your identity provider (OpenID Connect).
          Register Assay with your provider as a single-page application with this sign-in redirect address:{' '}
          {window.location.origin + SSO_CALLBACK_PATH}
        </Trans>
      </p>
      {summary.length > 0 && <ErrorSummary items={summary} attempt={attempt} />}
      {serverError !== undefined && refusal === undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(serverError)}</p>
        </div>
      )}
      <div className="sso-settings__check">
        <input
          id="sso-enabled"
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => update({ enabled: event.target.checked })}
        />
        <label htmlFor="sso-enabled">
          <Trans>Sign in through single sign-on</Trans>
        </label>
      </div>
      <TextField
        id={FIELD_IDS.issuer}
        type="url"
        label={t`Issuer`}
        hint={
          hasDefault
            ? t`Leave the issuer and the client ID empty to use this server's provider, ${settings.default_issuer}.`
            : t`For example https://your-company.okta.com`
        }
        autoComplete="off"
        value={values.issuer}
        onChange={(event) => update({ issuer: event.target.value })}
        error={errorOf('issuer')}
      />
      <TextField
        id={FIELD_IDS.client_id}
        label={t`Client ID`}
        autoComplete="off"
        value={values.client_id}
        onChange={(event) => update({ client_id: event.target.value })}
        error={errorOf('client_id')}
      />
      <FormField
        id={FIELD_IDS.domains}
        label={t`Email domains`}
        hint={t`One per line, for example example.com. After saving, verify each new domain below.`}
        error={errorOf('domains')}
      >
        {(a11y) => (
          <textarea
            id={FIELD_IDS.domains}
            className="form-field__input"
            rows={3}
            value={values.domains}
            onChange={(event) => update({ domains: event.target.value })}
            {...a11y}
          />
        )}
      </FormField>
      <SsoDomainChecks accountId={accountId} checks={settings.domain_checks} />
      <div className="sso-settings__check">
        <input
          id="sso-password-allowed"
          type="checkbox"
          checked={values.password_allowed}
          onChange={(event) => update({ password_allowed: event.target.checked })}
        />
        <label htmlFor="sso-password-allowed">
          <Trans>Staff of these domains may also sign in with a password</Trans>
        </label>
      </div>
      <p className="sso-settings__muted">
        <Trans>
          Someone who signs in through single sign-on for the first time joins the company with no permissions; give
          them more in Users and roles.
        </Trans>
      </p>
      <div className="sso-settings__actions">
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save single sign-on</Trans>
        </Button>
        <p className="sso-settings__saved" role="status">
          {saved && <Trans>Single sign-on saved.</Trans>}
        </p>
      </div>
    </form>
  );
}
