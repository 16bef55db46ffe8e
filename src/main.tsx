import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { activateLanguage, i18n, initialLanguage } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { StoreProvider, store } from './lib/store.ts';
import { setSessionExpiredHandler } from './lib/api-client.ts';
import { setSignedOut } from './lib/session.ts';
import { router } from './router.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import './ui/global.css';

setSessionExpiredHandler(() => {
  setSignedOut();
  const here = router.state.location.href;
  void router.navigate({ to: '/logout', search: { redirect: here } });
});

await activateLanguage(initialLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StoreProvider>
  </StrictMode>,
);

registerServiceWorker();
