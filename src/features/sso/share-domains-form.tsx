/**
 * /settings/security: the domains outside the company that scorecard shares may go to (D212).
 * One field per domain, checked by the server's own rule before sending; a refusal marks each bad
 * field. People at these domains get the link without the sharer's message (D205).
 */
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_SHARE_DOMAINS,
  normalizeShareDomain,
  shareDomainProblems,
  type ShareDomainProblem,
} from '../../../contracts/share-domain-rules.ts';
import { ApiError, call } from '../../lib/api-client.ts';
import { saveShareDomains } from '../../lib/api/share-domains.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { ErrorSummary } from '../../ui/form/error-summary.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { shareDomainsKey, shareDomainsQueryOptions } from './sso.queries.ts';

interface Row {
  key: number;
  value: string;
}

let nextKey = 0;
const toRows = (domains: readonly string[]): Row[] => domains.map((value) => ({ key: nextKey++, value }));
const fieldId = (row: Row) => `share-domain-${row.key}`;

/** The rows' problems: the shared rule on what was typed, or the fields a refusal named. */
function problemsOf(rows: readonly Row[], refusal: unknown): (ShareDomainProblem | undefined)[] {
  const local = shareDomainProblems(rows.map((row) => normalizeShareDomain(row.value)));
  if (!(refusal instanceof ApiError)) return local;
  const named = new Set((refusal.errors ?? []).map((error) => error.prop));
  return local.map((problem, i) => problem ?? (named.has(`domains.${i}`) ? 'invalid' : undefined));
}

export function ShareDomainsForm({ accountId }: { accountId: number }) {
  // The route's loader reads the opening company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(shareDomainsQueryOptions(accountId));
  return <DomainsForm key={accountId} accountId={accountId} saved={query.data.domains} />;
}

function DomainsForm({ accountId, saved }: { accountId: number; saved: string[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => toRows(saved));
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<unknown>();
  const [isSaved, setSaved] = useState(false);

  const problemText: Record<ShareDomainProblem, string> = {
    invalid: t`Enter a domain such as example.com, without https:// or a path.`,
    public_mail: t`Anyone can get an address at a public mail service: add these people as staff instead.`,
    duplicate: t`This domain is already in the list.`,
  };
  const problems = attempt > 0 ? problemsOf(rows, refusal) : [];
  const labelOf = (i: number) => t`Domain ${i + 1}`;
  const problemTextAt = (i: number) => {
    const problem = problems[i];
    return problem ? problemText[problem] : undefined;
  };
  const summary = rows.flatMap((row, i) => {
    const text = problemTextAt(i);
    return text ? [{ text: `${labelOf(i)}: ${text}`, fieldId: fieldId(row) }] : [];
  });
  const change = (next: Row[]) => {
    setSaved(false);
    setRefusal(undefined);
    setRows(next);
  };

  const sending = useMutation({
    mutationFn: async (kept: typeof rows) => {
      const answer = await call(saveShareDomains, {
        params: { id: accountId },
        body: { domains: kept.map((row) => normalizeShareDomain(row.value)) },
      });
      queryClient.setQueryData(shareDomainsKey(accountId), answer);
      setRows(toRows(answer.domains));
      setAttempt(0);
      setSaved(true);
    },
    onError: (error) => {
      setRefusal(error);
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    if (isBusy) return;
    const kept = rows.filter((row) => row.value.trim() !== '');
    setAttempt((n) => n + 1);
    setRefusal(undefined);
    setSaved(false);
    setRows(kept);
    if (problemsOf(kept, undefined).some(Boolean)) return;
    sending.mutate(kept);
  };

  const isFieldRefusal = refusal instanceof ApiError && (refusal.errors ?? []).length > 0;
  return (
    <form
      className="sso-settings__panel"
      noValidate
      aria-labelledby="share-domains-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="share-domains-title" className="sso-settings__subtitle">
        <Trans>Sharing scorecards</Trans>
      </h2>
      <p className="sso-settings__muted">
        <Trans>
          Staff can share a scorecard with their colleagues and with people at the domains below, such as a recruiting
          agency. People at these domains get the link without the sharer&apos;s message.
        </Trans>
      </p>
      {summary.length > 0 && <ErrorSummary items={summary} attempt={attempt} />}
      {refusal !== undefined && !isFieldRefusal && (
        <div className="notice notice--error" role="alert">
          <p>{errorText(refusal)}</p>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="sso-settings__muted">
          <Trans>No domains: scorecards can be shared only with your company&apos;s staff.</Trans>
        </p>
      ) : (
        <ul className="share-domains__list">
          {rows.map((row, i) => (
            <li key={row.key} className="share-domains__row">
              <TextField
                id={fieldId(row)}
                label={labelOf(i)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={row.value}
                onChange={(event) => change(rows.map((r) => (r === row ? { ...r, value: event.target.value } : r)))}
                error={problemTextAt(i)}
              />
              <Button variant="secondary" onClick={() => change(rows.filter((r) => r !== row))}>
                <Trans>
                  Remove<span className="visually-hidden"> domain {i + 1}</span>
                </Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="sso-settings__actions">
        {rows.length < MAX_SHARE_DOMAINS && (
          <Button variant="secondary" onClick={() => change([...rows, ...toRows([''])])}>
            <Trans>Add a domain</Trans>
          </Button>
        )}
        <Button type="submit" isBusy={isBusy} busyLabel={<Trans>Saving…</Trans>}>
          <Trans>Save domains</Trans>
        </Button>
        <p className="sso-settings__saved" role="status">
          {isSaved && <Trans>Domains saved.</Trans>}
        </p>
      </div>
    </form>
  );
}
