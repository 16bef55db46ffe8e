import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { usesSso } from '../../lib/sso-memory.ts';

/** On staff pages after a single sign-on: the provider's tokens renew themselves; a token error signs out (seed 000 section 4). */
export function useSsoTokenWatch(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!usesSso()) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('../sso-sign-in/sso-client.ts').then(({ watchSsoTokens }) => {
      if (active) stop = watchSsoTokens(() => void navigate({ to: '/logout' }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [navigate]);
}
