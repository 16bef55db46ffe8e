/**
 * /account/bias-audit (D208): the company's bias audit for the company, a requisition or a job
 * profile over a period, its CSV and PDF, and the summaries published on the public page. Staff with
 * company_dashboard_access at a company with the EEOC dashboard on (the server checks each call).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BiasAuditQueryValue, BiasAuditScope } from '../../../contracts/bias-audit.ts';
import { errorText } from '../../lib/error-text.ts';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { Button } from '../../ui/form/button.tsx';
import { KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
import { AuditMeasures, AuditMethod } from '../../ui/bias-audit-tables/audit-tables.tsx';
import {
  auditCompanyQuery,
  auditScopesQuery,
  biasAuditKeys,
  biasAuditQuery,
  downloadAudit,
  publicationsQuery,
  setPublished,
} from './bias-audit.queries.ts';
import { AuditPublications } from './audit-publications.tsx';
import { AuditSignals } from './audit-signals.tsx';
import { AuditPublishForm } from './audit-publish-form.tsx';
import './bias-audit.css';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function BiasAuditScreen() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="bias-audit"
      title={t`Bias audit`}
      chooseCompany={<Trans>Choose a company to audit.</Trans>}
    >
      {(accountId) => <BiasAudit accountId={accountId} />}
    </CompanyListPage>
  );
}

function BiasAudit({ accountId }: { accountId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<BiasAuditScope>('company');
  const [scopeId, setScopeId] = useState<number>();
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 365 * DAY)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [fileError, setFileError] = useState<string>();
  const query: BiasAuditQueryValue = {
    scope,
    ...(scope !== 'company' && scopeId !== undefined ? { scope_id: scopeId } : {}),
    from_date: from,
    to_date: to,
  };
  const isReady = scope === 'company' || scopeId !== undefined;
  const scopes = useQuery(auditScopesQuery(accountId));
  const report = useQuery({ ...biasAuditQuery(accountId, query), enabled: isReady });
  const publications = useQuery(publicationsQuery(accountId));
  const download = useMutation({
    mutationFn: (kind: 'csv' | 'pdf') => downloadAudit(accountId, query, kind),
    onMutate: () => setFileError(undefined),
    onError: (e) => setFileError(errorText(e)),
  });
  const account = useSuspenseQuery(auditCompanyQuery(accountId));
  const toggle = useMutation({
    mutationFn: (p: { id: number; isPublished: boolean }) => setPublished(accountId, p.id, p.isPublished),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biasAuditKeys.publications(accountId) }),
  });
  const choices = scope === 'requisition' ? scopes.data?.requisitions : scopes.data?.profiles;

  return (
    <div className="bias-audit">
      <p className="bias-audit__intro">
        <Trans>
          Selection and scoring rates by sex, race or ethnicity and their intersections, from the voluntary
          equal-opportunity answers, as New York City's Local Law 144 asks. Those who score candidates never see these
          answers.
        </Trans>{' '}
        <Link to="/settings/candidate-notice">
          <Trans>Edit the candidate notice</Trans>
        </Link>
      </p>
      <form className="bias-audit__filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          <Trans>Audit</Trans>
          <select
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as BiasAuditScope);
              setScopeId(undefined);
            }}
          >
            <option value="company">{t`The whole company`}</option>
            <option value="requisition">{t`A requisition`}</option>
            <option value="job_profile">{t`A job profile`}</option>
          </select>
        </label>
        {scope !== 'company' && (
          <label>
            {scope === 'requisition' ? <Trans>Requisition</Trans> : <Trans>Job profile</Trans>}
            <select
              value={scopeId ?? ''}
              onChange={(e) => setScopeId(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">{t`Choose…`}</option>
              {choices?.map((c) => (
                <option key={c.job_id} value={c.job_id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <Trans>From</Trans>
          <input type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label>
          <Trans>To</Trans>
          <input type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
      </form>
      <div className="bias-audit__actions">
        <Button
          variant="secondary"
          disabled={!isReady}
          isBusy={download.isPending && download.variables === 'csv'}
          onClick={() => download.mutate('csv')}
        >
          <Trans>Download CSV</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!isReady}
          isBusy={download.isPending && download.variables === 'pdf'}
          onClick={() => download.mutate('pdf')}
        >
          <Trans>Download PDF</Trans>
        </Button>
      </div>
      {fileError && (
        <p className="form-field__error" role="alert">
          {fileError}
        </p>
      )}
      {!isReady ? (
        <p className="audit-empty">
          {scope === 'requisition' ? <Trans>Choose a requisition.</Trans> : <Trans>Choose a job profile.</Trans>}
        </p>
      ) : report.isError ? (
        <p className="form-field__error" role="alert">
          {errorText(report.error)}
        </p>
      ) : !report.data ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <p className="bias-audit__dates">
            {report.data.data_from ? (
              <Trans>
                Applications from {report.data.from_date} to {report.data.to_date}; the data runs from{' '}
                {report.data.data_from} to {report.data.data_to}.
              </Trans>
            ) : (
              <Trans>
                No application from {report.data.from_date} to {report.data.to_date}.
              </Trans>
            )}
          </p>
          <AuditMeasures report={report.data} titles={KIND_BUILT_IN_TITLES} />
          <h2>
            <Trans>Method</Trans>
          </h2>
          <AuditMethod />
          <AuditSignals accountId={accountId} query={query} />
        </>
      )}
      <AuditPublishForm
        accountId={accountId}
        query={query}
        isReady={isReady}
        onPublished={() => queryClient.invalidateQueries({ queryKey: biasAuditKeys.publications(accountId) })}
      />
      <AuditPublications
        accountUuid={account.data.uuid}
        publications={publications.data}
        isBusy={toggle.isPending}
        onToggle={(id, isPublished) => toggle.mutate({ id, isPublished })}
      />
    </div>
  );
}
