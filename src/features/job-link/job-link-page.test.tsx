/** The job link's plan in the visitor's language: a step named with a built-in English name is translated (D199). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { JobLinkSummary } from '../../../contracts/job-link.ts';
import { msg } from '@lingui/core/macro';
import { JobLinkPage } from './job-link-page.tsx';

afterEach(cleanup);

const job: JobLinkSummary = {
  title: 'Assistant Store Manager',
  company_name: 'Demo Company',
  location: 'Austin, TX, US',
  is_remote: false,
  description: 'Lead the store team.',
  total_minutes: 10,
  steps: [
    { name: 'Interview', activities: [] },
    { name: 'Entrevue finale', activities: [] },
  ],
};

async function show() {
  const rootRoute = createRootRoute({
    component: () => (
      <JobLinkPage
        state={{ kind: 'open', job }}
        destination="/"
        languageSwitch={null}
        onRetry={() => undefined}
        kindLabel={() => undefined}
      />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("the job link's steps in the visitor's language", () => {
  it('given a French visitor, then a built-in step name the company kept is in French and its own name is as written', async () => {
    i18n.loadAndActivate({ locale: 'fr', messages: { [msg`Interview`.id!]: 'Entretien' } });
    await show();
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Entretien', 'Entrevue finale']);
  });
});
