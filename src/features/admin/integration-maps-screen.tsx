/**
 * /admin/account-settings/integration-maps: a company's integrations with other applicant tracking
 * systems (D145): each one's name, key (shown once when made or rotated; rotate and revoke), the
 * map from the ATS's job ids to the company's requisitions, its orders and the last result delivery.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AtsDelivery, AtsIntegration } from '../../../contracts/ats-integrations.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import {
  atsIntegrationsQueryOptions,
  atsRequisitionsQueryOptions,
  revokeIntegration,
  rotateKey,
} from './ats-integrations.queries.ts';
import { IntegrationEditor } from './integration-editor.tsx';
import { companyPickerQueryOptions } from './provider-admin.queries.ts';
import { CompanyPicker } from './company-picker.tsx';
import './provider-admin.css';

export function IntegrationMapsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Integration maps`);
  const companies = useQuery(companyPickerQueryOptions());
  const [accountId, setAccountId] = useState<number>();

  return (
    <section className="provider-admin" aria-labelledby="integration-maps-title">
      <h1 id="integration-maps-title" className="provider-admin__title">
        <Trans>Integration maps</Trans>
      </h1>
      <p className="provider-admin__muted">
        <Trans>
          Another applicant tracking system orders assessments with its key and sends its candidates to Assay; the
          result goes back to it when they finish.
        </Trans>
      </p>
      <CompanyPicker
        id="integration-company"
        companies={companies}
        value={accountId}
        onChange={setAccountId}
        emptyLabel={t`Choose a company`}
      />
      {accountId !== undefined && <CompanyIntegrations key={accountId} accountId={accountId} />}
    </section>
  );
}

function CompanyIntegrations({ accountId }: { accountId: number }) {
  const integrations = useQuery(atsIntegrationsQueryOptions(accountId));
  const requisitions = useQuery(atsRequisitionsQueryOptions(accountId));
  const [editing, setEditing] = useState<number | 'new'>();
  const [shownKey, setShownKey] = useState<{ name: string; apiKey: string }>();
  const error = integrations.error ?? requisitions.error;
  const options = requisitions.data ?? [];
  const done = (saved?: { apiKey?: string; name: string }) => {
    setEditing(undefined);
    if (saved?.apiKey) setShownKey({ name: saved.name, apiKey: saved.apiKey });
  };

  return (
    <>
      <h2 className="provider-admin__subtitle">
        <Trans>Integrations</Trans>
      </h2>
      {error !== null && error !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(error)}</p>
        </div>
      )}
      {shownKey && <NewKey {...shownKey} onClose={() => setShownKey(undefined)} />}
      {integrations.data?.length === 0 && (
        <p className="provider-admin__muted">
          <Trans>This company has no integrations.</Trans>
        </p>
      )}
      <ul className="provider-admin__list">
        {integrations.data?.map((integration) => (
          <li key={integration.integration_id}>
            {editing === integration.integration_id ? (
              <IntegrationEditor accountId={accountId} integration={integration} requisitions={options} onDone={done} />
            ) : (
              <IntegrationCard
                integration={integration}
                onEdit={() => setEditing(integration.integration_id)}
                onKey={(apiKey) => setShownKey({ name: integration.name, apiKey })}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <IntegrationEditor accountId={accountId} requisitions={options} onDone={done} />
      ) : (
        <Button onClick={() => setEditing('new')}>
          <Trans>New integration</Trans>
        </Button>
      )}
    </>
  );
}

function NewKey({ name, apiKey, onClose }: { name: string; apiKey: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <div className="notice notice--warning provider-admin__panel" role="status">
      <p>
        <Trans>The API key of {name}. Copy it now: it will not be shown again.</Trans>
      </p>
      <label className="visually-hidden" htmlFor="integration-new-key">{t`API key`}</label>
      <input
        id="integration-new-key"
        className="form-field__input"
        readOnly
        value={apiKey}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="secondary" onClick={onClose}>
        <Trans>I have copied the key</Trans>
      </Button>
    </div>
  );
}

function IntegrationCard({
  integration,
  onEdit,
  onKey,
}: {
  integration: AtsIntegration;
  onEdit(): void;
  onKey(key: string): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // One action at a time; a new one clears the last refusal.
  const action = useMutation({ mutationFn: (work: () => Promise<void>) => work() });
  const isBusy = action.isPending;
  const failure: unknown = action.error ?? undefined;
  const act = (work: () => Promise<void>) => action.mutate(work);

  return (
    <article className="provider-admin__panel" aria-labelledby={`integration-${integration.integration_id}`}>
      <h3 id={`integration-${integration.integration_id}`} className="provider-admin__name">
        {integration.name}
        {integration.is_revoked ? (
          <span className="provider-admin__status provider-admin__status--deactivated">
            <Trans>Revoked</Trans>
          </span>
        ) : (
          <span className="provider-admin__status provider-admin__status--active">
            <Trans>Active</Trans>
          </span>
        )}
      </h3>
      {failure !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(failure)}</p>
        </div>
      )}
      <p className="provider-admin__muted">
        <Trans>
          Key ending in {integration.key_hint} · {integration.order_count} orders
        </Trans>
      </p>
      <DeliveryLine delivery={integration.last_delivery} />
      {integration.job_maps.length === 0 ? (
        <p className="provider-admin__muted">
          <Trans>No job ids mapped.</Trans>
        </p>
      ) : (
        <div className="provider-admin__table-wrap">
          <table className="provider-admin__table">
            <caption className="visually-hidden">{t`Job map of ${integration.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Job id in the applicant tracking system`}</th>
                <th scope="col">{t`Requisition`}</th>
              </tr>
            </thead>
            <tbody>
              {integration.job_maps.map((m) => (
                <tr key={m.external_job_id}>
                  <td>{m.external_job_id}</td>
                  <td>{m.job_title}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="provider-admin__actions">
        <Button variant="secondary" disabled={isBusy} onClick={onEdit}>
          <Trans>Edit</Trans>
          <span className="visually-hidden"> {integration.name}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => act(async () => onKey(await rotateKey(queryClient, integration.integration_id)))}
        >
          {integration.is_revoked ? <Trans>Make a new key</Trans> : <Trans>Rotate key</Trans>}
          <span className="visually-hidden"> {integration.name}</span>
        </Button>
        {!integration.is_revoked && (
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() => {
              if (
                window.confirm(
                  t`Revoke the key of ${integration.name}? Its orders no candidate has started are cancelled.`,
                )
              )
                act(() => revokeIntegration(queryClient, integration.integration_id));
            }}
          >
            <Trans>Revoke</Trans>
            <span className="visually-hidden"> {integration.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}

function DeliveryLine({ delivery }: { delivery: AtsDelivery | null }) {
  const { i18n } = useLingui();
  if (!delivery) {
    return (
      <p className="provider-admin__muted">
        <Trans>No result sent back yet.</Trans>
      </p>
    );
  }
  const when = delivery.last_attempt_at
    ? i18n.date(delivery.last_attempt_at, { dateStyle: 'medium', timeStyle: 'short' })
    : '—';
  const application = delivery.external_application_id;
  const attempts = delivery.attempts;
  return (
    <p className="provider-admin__muted">
      {delivery.status === 'delivered' && (
        <Trans>
          Last result (application {application}) delivered {when}.
        </Trans>
      )}
      {delivery.status === 'pending' && (
        <Trans>
          Last result (application {application}) not delivered yet: {attempts} attempts, last {when} (
          {delivery.last_error ?? '—'}). It is tried again.
        </Trans>
      )}
      {delivery.status === 'failed' && (
        <Trans>
          Last result (application {application}) could not be delivered after {attempts} attempts, last {when} (
          {delivery.last_error ?? '—'}).
        </Trans>
      )}
    </p>
  );
}
