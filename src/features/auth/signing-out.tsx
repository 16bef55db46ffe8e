import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { queryClient } from '../../lib/query-client.ts';
import { signOut } from '../../lib/session.ts';

export interface SigningOutProps {
  /** A validated path to return to after signing in again. */
  redirect?: string;
}

/** Signs out, forgets every cached answer of the previous user, then shows the sign-in page. */
export function SigningOut({ redirect }: SigningOutProps) {
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      try {
        await signOut();
      } catch {
        // The session may already be gone (a failed refresh lands here): signed out locally all the same.
      }
      queryClient.clear();
      await navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
    })();
  }, [navigate, redirect]);
  return (
    <p role="status" className="auth-card__intro">
      <Trans>Signing you out…</Trans>
    </p>
  );
}
