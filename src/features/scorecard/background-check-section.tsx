import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FINISHED_BACKGROUND_CHECK_STATUSES, type BackgroundCheck } from '../../../contracts/background-checks.ts';
import { hasFlag } from '../../../contracts/access.ts';
import type { User } from '../../../contracts/user.ts';
import { errorText } from '../../lib/error-text.ts';
import { viewFile } from '../../lib/file-transfer.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { BACKGROUND_CHECK_RESULT_LABELS, BACKGROUND_CHECK_STATUS_LABELS } from './background-check-labels.ts';
import { BackgroundCheckOutcomeDialog } from './background-check-outcome-dialog.tsx';
import {
  backgroundChecksQueryOptions,
  retryBackgroundCheck,
  startBackgroundCheck,
} from './background-checks.queries.ts';
import { Section } from './scorecard-sections.tsx';
import { formatDate } from './scorecard-format.tsx';
import './documents-section.css';
import './background-check-section.css';

/**
 * The application's background checks (D237): with the company's provider connected, staff invite
 * the candidate and the check follows the provider; otherwise (or by choice) a manual check whose
 * outcome and report staff record here. Starting a check, recording its outcome and sending its
 * invitation again take the requisitions flag at the application's company (D378): to a team
 * member without it the section gives the reason instead of those buttons; the report still opens.
 */
export function BackgroundCheckSection({
  userSmartreqId,
  isPrint,
  user,
  accountId,
}: {
  userSmartreqId: number;
  isPrint?: boolean;
  /** The signed-in user and the application's company. */
  user?: Pick<User, 'is_jf_admin' | 'roles'>;
  accountId?: number;
}) {
  // The requisitions flag at the application's company, or a provider admin (as list-scope.ts's mayOpenRequisition).
  const mayStart =
    user === undefined || accountId === undefined || user.is_jf_admin || hasFlag(user, 'smartreq_access', accountId);
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const checks = useQuery(backgroundChecksQueryOptions(userSmartreqId));
  const [recording, setRecording] = useState<BackgroundCheck>();
  const [startKey, setStartKey] = useState(() => crypto.randomUUID());

  const starting = useMutation({
    mutationFn: (manual: boolean) => startBackgroundCheck(queryClient, userSmartreqId, manual, startKey),
    onSuccess: (check) => {
      setStartKey(crypto.randomUUID());
      notify({
        type: 'success',
        body:
          check.provider === 'manual'
            ? t`Manual background check started`
            : t`The candidate will be invited by the provider`,
      });
    },
    onError: (failure) => {
      setStartKey(crypto.randomUUID());
      notify({ type: 'error', body: errorText(failure) });
    },
  });
  const retrying = useMutation({
    mutationFn: (check: BackgroundCheck) => retryBackgroundCheck(queryClient, userSmartreqId, check.check_id),
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });
  const opening = useMutation({
    mutationFn: (url: string) => viewFile(url),
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });

  const data = checks.data;
  const list = data?.checks ?? [];
  const hasOpen = list.some((c) => !FINISHED_BACKGROUND_CHECK_STATUSES.includes(c.status));
  return (
    <Section id="scorecard-background-checks" title={<Trans>Background checks</Trans>}>
      {checks.isPending && <p className="scorecard-section__muted">{t`Loading background checks…`}</p>}
      {checks.isError && <p role="alert">{errorText(checks.error)}</p>}
      {data && list.length === 0 && (
        <p className="scorecard-section__empty">
          {data.provider_connected ? (
            <Trans>No background check yet.</Trans>
          ) : (
            <Trans>
              No background check yet. No provider is connected: a check is arranged by hand and its outcome recorded
              here.
            </Trans>
          )}
        </p>
      )}
      {list.length > 0 && (
        <ul className="scorecard-documents">
          {list.map((check) => {
            const who = check.requested_by
              ? `${check.requested_by.first_name} ${check.requested_by.last_name}`
              : t`A former user`;
            const when = formatDate(i18n.locale, check.created_at);
            const isManual = check.provider === 'manual';
            return (
              <li key={check.check_id} className="scorecard-document" data-testid="background-check">
                <p className="scorecard-document__head">
                  <strong className="scorecard-document__title">
                    {isManual ? <Trans>Manual check</Trans> : <Trans>Checkr ({check.package})</Trans>}
                  </strong>
                  <span className={`scorecard-badge background-check__status--${check.status}`}>
                    {i18n._(BACKGROUND_CHECK_STATUS_LABELS[check.status])}
                  </span>
                  {check.result && (
                    <span className={`scorecard-badge background-check__result--${check.result}`}>
                      <Trans>Result: {i18n._(BACKGROUND_CHECK_RESULT_LABELS[check.result])}</Trans>
                    </span>
                  )}
                </p>
                <p className="scorecard-document__meta">
                  <Trans>
                    Started by {who} on <time dateTime={check.created_at}>{when}</time>
                  </Trans>
                  {check.status === 'invited' && (
                    <>
                      <br />
                      <Trans>The candidate was sent the provider’s invitation by email.</Trans>
                    </>
                  )}
                </p>
                {check.last_error && (
                  <p className="background-check__error">
                    <Trans>Provider problem: {check.last_error}</Trans>
                  </p>
                )}
                {check.note && <p className="scorecard-document__note">{check.note}</p>}
                {!isPrint && (
                  <div className="scorecard-document__actions">
                    {check.report_url && (
                      <Button
                        variant="secondary"
                        disabled={!isOnline || opening.isPending}
                        onClick={() => opening.mutate(check.report_url!)}
                      >
                        <Trans>Open report</Trans>
                      </Button>
                    )}
                    {isManual && mayStart && (
                      <Button variant="secondary" disabled={!isOnline} onClick={() => setRecording(check)}>
                        {check.status === 'complete' ? <Trans>Change outcome</Trans> : <Trans>Record outcome</Trans>}
                      </Button>
                    )}
                    {check.status === 'failed' && !isManual && mayStart && (
                      <Button
                        variant="secondary"
                        disabled={!isOnline || retrying.isPending}
                        onClick={() => retrying.mutate(check)}
                      >
                        <Trans>Send the invitation again</Trans>
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!isPrint && data && !mayStart && (
        <p className="scorecard-section__muted">
          <Trans>
            Only people whose role gives access to requisitions start a background check and record its outcome. Ask one
            of them in a comment.
          </Trans>
        </p>
      )}
      {!isPrint && data && mayStart && !hasOpen && (
        <div className="background-check__start">
          {data.provider_connected && (
            <Button disabled={!isOnline || starting.isPending} onClick={() => starting.mutate(false)}>
              <Trans>Invite to a background check</Trans>
            </Button>
          )}
          <Button variant="secondary" disabled={!isOnline || starting.isPending} onClick={() => starting.mutate(true)}>
            <Trans>Start a manual check</Trans>
          </Button>
        </div>
      )}
      {recording && (
        <BackgroundCheckOutcomeDialog
          key={recording.check_id}
          userSmartreqId={userSmartreqId}
          check={recording}
          onClose={() => setRecording(undefined)}
        />
      )}
    </Section>
  );
}
