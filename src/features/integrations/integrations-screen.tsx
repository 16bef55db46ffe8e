/**
 * /settings/integrations (company settings access; the provider admin picks a company): every
 * outside service kind with its state (the built-in default in use, connected, or failing with
 * the provider's reason), a "Test connection" button for the kinds with an adapter, and each
 * kind's own settings. The route adds the language-test vendors under them, per company, as before.
 */
import type { ReactNode } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IntegrationService } from '../../../contracts/integrations.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { INTEGRATION_KIND_ENTRIES } from './integration-kinds.tsx';
import { integrationsQueryOptions, testIntegration } from './integrations.queries.ts';
import './integrations.css';

/** `children`: the sections other features add under the services (the route composes them). */
export function IntegrationsScreen({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="integrations-page">
      <CompanyListPage
        idPrefix="integrations"
        title={t`Integrations`}
        chooseCompany={<Trans>Choose a company to see its integrations.</Trans>}
      >
        {(accountId) => <ServiceList accountId={accountId} />}
      </CompanyListPage>
      <div className="integrations-page__more">{children}</div>
    </div>
  );
}

function ServiceList({ accountId }: { accountId: number }) {
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(integrationsQueryOptions(accountId));
  return (
    <ul className="integrations-list">
      {query.data.services.map((service) => (
        <ServiceItem
          key={service.kind}
          accountId={accountId}
          service={service}
          meetingBaseUrl={query.data.meeting_base_url}
        />
      ))}
    </ul>
  );
}

function StateText({ service }: { service: IntegrationService }) {
  const { i18n } = useLingui();
  const entry = INTEGRATION_KIND_ENTRIES[service.kind];
  const { connected, failing } = service;
  if (service.state === 'default') return <p>{i18n._(entry.localDefault)}</p>;
  return (
    <>
      {service.kind === 'calendar' ? (
        <p>
          <Trans>
            Interviewers’ calendars connected: {connected}. Failing: {failing}.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Connected: {connected}. Failing: {failing}.
          </Trans>
        </p>
      )}
      {service.reason && (
        <p>
          <Trans>The provider’s reason:</Trans> <span className="integrations-kind__reason">{service.reason}</span>
        </p>
      )}
    </>
  );
}

function ServiceItem({
  accountId,
  service,
  meetingBaseUrl,
}: {
  accountId: number;
  service: IntegrationService;
  meetingBaseUrl: string;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const entry = INTEGRATION_KIND_ENTRIES[service.kind];
  const title = i18n._(entry.title);
  const test = useMutation({
    mutationFn: () => testIntegration(queryClient, accountId, service.kind),
    onSuccess: (saved) => {
      const after = saved.services.find((s) => s.kind === service.kind);
      notify(
        after?.state === 'failing'
          ? { type: 'error', body: t`${title}: a connection is failing. Its reason is shown.` }
          : { type: 'success', body: t`${title}: every connection answered.` },
      );
    },
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  const stateLabel = {
    default: t`Built-in default in use`,
    connected: t`Connected`,
    failing: t`Failing`,
  }[service.state];
  const { Settings } = entry;
  return (
    <li className="integrations-kind" aria-labelledby={`integration-${service.kind}`}>
      <div className="integrations-kind__head">
        <h2 id={`integration-${service.kind}`} className="integrations-kind__title">
          {title}
        </h2>
        <span className="integrations-state" data-state={service.state}>
          {stateLabel}
        </span>
      </div>
      <StateText service={service} />
      {service.state === 'default' && entry.howToConnect && (
        <p className="company-list__muted">{i18n._(entry.howToConnect)}</p>
      )}
      {service.testable && service.state !== 'default' && (
        <Button
          variant="secondary"
          isBusy={test.isPending}
          busyLabel={<Trans>Testing…</Trans>}
          onClick={() => test.mutate()}
        >
          <Trans>Test connection</Trans>
          <span className="visually-hidden"> {title}</span>
        </Button>
      )}
      {Settings && <Settings accountId={accountId} meetingBaseUrl={meetingBaseUrl} />}
    </li>
  );
}
