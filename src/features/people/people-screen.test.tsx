import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import type { Employee, EmployeePage } from '../../../contracts/people.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';

// The list answers at once; the turnover figures wait until the test lets them land.
const answers = vi.hoisted(() => ({ releaseTurnover: () => {} }));
vi.mock('../../lib/api-client.ts', () => ({
  call: vi.fn(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/people/turnover/')) {
      await new Promise<void>((resolve) => (answers.releaseTurnover = resolve));
      return { reliable_min_n: 50, attributes: [] };
    }
    return PAGE;
  }),
}));

const { store, StoreProvider } = await import('../../lib/store.ts');
const { sessionAtom } = await import('../../lib/session.ts');
const { PeopleScreen } = await import('./people-screen.tsx');

const ELENA: Employee = {
  employee_id: 25,
  first_name: 'Elena',
  last_name: 'Gomez',
  email: null,
  job_title: 'Store Associate',
  location: 'Lisbon',
  start_date: '2024-01-05',
  end_date: null,
  separation_type: null,
  separation_reason: null,
  supervisor_email: null,
  user_id: null,
  hired_from_ref_id: null,
} as Employee;
const PAGE = {
  data: [ELENA],
  count: 1,
  page: 1,
  page_size: 25,
  job_titles: ['Store Associate'],
  locations: ['Lisbon'],
} as EmployeePage;

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('PeopleScreen', () => {
  afterEach(cleanup);

  it('given the figures of what predicts staying land after the list, then they come below it, so no name moves under the pointer', async () => {
    store.set(sessionAtom, { status: 'signed-in', accountId: 1 });
    renderInApp(PeopleScreen, { wrap: (app) => <StoreProvider store={store}>{app}</StoreProvider> });
    const elena = await screen.findByRole('link', { name: 'Elena Gomez' });
    answers.releaseTurnover();
    const panel = await screen.findByRole('region', { name: 'What predicts staying' });
    await screen.findByText('No measured employees yet.');
    // The panel follows the list in the document: its content grows below the names.
    expect(elena.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(elena.isConnected).toBe(true);
  });
});
