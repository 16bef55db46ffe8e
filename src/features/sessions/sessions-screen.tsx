/**
 * /user/sessions: the devices signed in to this account, each with its browser, system, the
 * network it last came from (never a looked-up city) and when it signed in and was last used.
 * Ending one signs that device out at its next request (D205); this device signs out instead.
 * Ending another device's asks for a step-up first (D262): the route puts a StepUpScope around.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignInSession } from '../../../contracts/sessions.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useAskStepUp } from '../../ui/step-up-scope.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { endOtherSessionsWrite, endSessionWrite, sessionsQueryOptions } from './sessions.queries.ts';
import './sessions.css';

export function SessionsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Where you are signed in`);
  const askStepUp = useAskStepUp();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const endOne = useMutation(endSessionWrite({ queryClient, askStepUp }));
  const endOthers = useMutation(endOtherSessionsWrite({ queryClient, askStepUp }));
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  // Not a staff screen (staff-kit's WriteFailure is not reached from here): its writes' failures and the list's in one line.
  const failure = endOne.error ?? endOthers.error ?? sessions.error;
  return (
    <section className="sessions" aria-labelledby="sessions-title">
      <h1 id="sessions-title">
        <Trans>Where you are signed in</Trans>
      </h1>
      <p>
        <Trans>
          Each device or browser signed in to your account. If you do not recognise one, end it and change your
          password. The place is the network the device last used, not an exact location.
        </Trans>
      </p>
      {sessions.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {failure && (
        <p className="sessions__error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <ul className="sessions__list" aria-label={t`Signed-in devices`}>
        {list.map((session) => (
          <SessionItem
            key={session.session_id}
            session={session}
            isEnding={endOne.isPending && endOne.variables?.sessionId === session.session_id}
            onEnd={(device) => endOne.mutate({ sessionId: session.session_id, title: t`Sign out ${device}` })}
          />
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          onClick={() => endOthers.mutate(t`Sign out all other devices`)}
          isBusy={endOthers.isPending}
        >
          <Trans>Sign out all other devices</Trans>
        </Button>
      )}
      {sessions.isSuccess && others.length === 0 && (
        <p role="status">
          <Trans>You are signed in on this device only.</Trans>
        </p>
      )}
    </section>
  );
}

function SessionItem({
  session,
  isEnding,
  onEnd,
}: {
  session: SignInSession;
  isEnding: boolean;
  onEnd(device: string): void;
}) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const device = [session.browser || t`Unknown browser`, session.os].filter(Boolean).join(t` on `);
  return (
    <li className="sessions__item">
      <div className="sessions__device">
        <strong>{device}</strong>
        {session.current && (
          <span className="sessions__current">
            <Trans>This device</Trans>
          </span>
        )}
      </div>
      <dl className="sessions__facts">
        <dt>
          <Trans>Network</Trans>
        </dt>
        <dd>{session.place ?? t`Unknown`}</dd>
        <dt>
          <Trans>Signed in</Trans>
        </dt>
        <dd>{when(session.signed_in_at)}</dd>
        <dt>
          <Trans>Last used</Trans>
        </dt>
        <dd>{when(session.last_used_at)}</dd>
      </dl>
      {session.current ? (
        <Link to="/logout" className="sessions__sign-out">
          <Trans>Sign out</Trans>
        </Link>
      ) : (
        <Button
          variant="secondary"
          onClick={() => onEnd(device)}
          isBusy={isEnding}
          aria-label={t`Sign out ${device}, last used ${when(session.last_used_at)}`}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}
