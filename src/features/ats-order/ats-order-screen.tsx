/**
 * /ats/integration/{order id}: the candidate another applicant tracking system sent here (D145)
 * sees the company, the job and what comes next; Start asks them to sign in or create an account
 * (back here with start=1, the order's email filled in), then starts their tracker for the job and
 * opens it. An unknown or cancelled order says so.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { AtsOrderPublic } from '../../../contracts/ats-integrations.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { atsOrderQueryOptions, startOrder } from './ats-order.queries.ts';
import './ats-order.css';

function orderErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return t`We could not find this assessment. Check that you opened the whole link you were sent, or contact the company.`;
  if (error instanceof ApiError && error.code === ErrorCode.linkExpired) return cancelledText();
  if (error instanceof ApiError && error.status === 409 && error.code === ErrorCode.conflict)
    return t`Another account has already started this assessment. Sign in with the account you used before.`;
  return errorText(error);
}

const cancelledText = () => t`This assessment was cancelled. If you think this is a mistake, contact the company.`;

export function AtsOrderScreen({
  orderId,
  signedIn,
  autoStart,
}: {
  orderId: string;
  signedIn: boolean;
  autoStart: boolean;
}) {
  const { t: translate } = useLingui();
  useDocumentTitle(translate`Your assessment`);
  const order = useQuery({ ...atsOrderQueryOptions(orderId), enabled: orderId !== '' });
  const missing = orderId === '';
  return (
    <section className="ats-order" aria-labelledby="ats-order-title">
      {order.data ? (
        <OrderBody order={order.data} signedIn={signedIn} autoStart={autoStart} />
      ) : (
        <h1 id="ats-order-title" className="ats-order__title">
          <Trans>Your assessment</Trans>
        </h1>
      )}
      {order.isPending && !missing && (
        <p className="ats-order__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {(order.isError || missing) && (
        <div className="notice notice--error" role="alert">
          <p>{orderErrorText(missing ? new ApiError({ status: 404 }) : order.error)}</p>
        </div>
      )}
    </section>
  );
}

function OrderBody({ order, signedIn, autoStart }: { order: AtsOrderPublic; signedIn: boolean; autoStart: boolean }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);
  const started = useRef(false);
  const company = order.account_name;
  const job = order.job_title;
  const ats = order.ats_name;
  const name = order.first_name;
  const here = `/ats/integration/${order.order_id}?start=1`;

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const tracker = await startOrder(order.order_id);
      await navigate({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!autoStart || !signedIn || started.current || order.status === 'cancelled') return;
    started.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart, signedIn, order.status]);

  return (
    <>
      <h1 id="ats-order-title" className="ats-order__title">
        {job}
      </h1>
      <p className="ats-order__company">{company}</p>
      {order.status === 'cancelled' ? (
        <div className="notice notice--warning" role="alert">
          <p>{cancelledText()}</p>
        </div>
      ) : (
        <>
          <p>
            <Trans>
              Hello {name}. {company} uses Assay for the assessment of your application through {ats}.
            </Trans>
          </p>
          <h2 className="ats-order__subtitle">
            <Trans>What comes next</Trans>
          </h2>
          <ol className="ats-order__steps">
            <li>
              {signedIn ? (
                <Trans>You are signed in.</Trans>
              ) : (
                <Trans>Sign in, or create an Assay account with your email address.</Trans>
              )}
            </li>
            <li>
              <Trans>Complete the activities of your application, at your own pace; you can stop and come back.</Trans>
            </li>
            <li>
              <Trans>
                When you finish, {company} receives your results and you can return to {ats}.
              </Trans>
            </li>
          </ol>
          {failure !== undefined && (
            <div className="notice notice--error" role="alert">
              <p>{orderErrorText(failure)}</p>
            </div>
          )}
          {signedIn ? (
            <Button isBusy={isBusy} onClick={() => void start()}>
              {order.status === 'open' ? <Trans>Start</Trans> : <Trans>Continue</Trans>}
            </Button>
          ) : (
            <div className="ats-order__actions">
              <Link
                className="button button--primary"
                to="/create-account"
                search={{ redirect: here, email: order.email }}
              >
                <Trans>Create an account and start</Trans>
              </Link>
              <Link className="button button--secondary" to="/login" search={{ redirect: here }}>
                <Trans>I have an account: sign in</Trans>
              </Link>
            </div>
          )}
        </>
      )}
    </>
  );
}
