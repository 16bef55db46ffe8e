/**
 * A dashboard's figures read in place (D494): another range keeps the figures shown, dimmed and
 * aria-busy, with no "Loading the figures…", until its own come; a failed read shows its error
 * and "Try again" where the figures go, the filter kept, and "Try again" reads it again.
 */
import { useState } from 'react';
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HiringClassReport } from '../../../contracts/hiring-classes.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { HiringClassesView } from './hiring-class-views.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server, answering each range (its from_date) when the test chooses. */
function stubServer() {
  const waiting = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          waiting.set(new URL(String(input), 'http://assay.test').searchParams.get('from_date') ?? '', resolve);
        }),
    ),
  );
  const answer = (from: string, response: Response) =>
    act(async () => {
      const resolve = waiting.get(from)!;
      waiting.delete(from);
      resolve(response);
    });
  return {
    asked: (from: string) => waiting.has(from),
    give: (from: string, unassigned: number) =>
      answer(
        from,
        new Response(
          JSON.stringify({
            data: {
              range: { from_date: from, to_date: '2026-11-30' },
              classes: [],
              unassigned_hires: unassigned,
            } satisfies HiringClassReport,
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    fail: (from: string) => answer(from, new Response('{}', { status: 500 })),
  };
}

function Dashboard() {
  const [from, setFrom] = useState('2026-11-01');
  return (
    <>
      <button type="button" onClick={() => setFrom('2026-10-01')}>
        From October
      </button>
      <HiringClassesView accountId={7} filter={{ from_date: from, to_date: '2026-11-30' }} />
    </>
  );
}

const figures = () => document.querySelector('.dashboard__figures')!;
const unassigned = (n: number) => `Hired in the range and in no class: ${n}.`;

describe('a dashboard read in place', () => {
  it('keeps the figures shown, dimmed and busy, while another range loads, and shows a failed range in place with Try again', async () => {
    const server = stubServer();
    renderInApp(() => <Dashboard />);
    expect(await screen.findByText('Loading the figures…')).toBeTruthy();
    await waitFor(() => expect(server.asked('2026-11-01')).toBe(true));
    await server.give('2026-11-01', 4);
    expect(figures().textContent).toContain(unassigned(4));
    expect(figures().getAttribute('aria-busy')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'From October' }));
    await waitFor(() => expect(server.asked('2026-10-01')).toBe(true));
    expect(figures().textContent).toContain(unassigned(4));
    expect(figures().getAttribute('aria-busy')).toBe('true');
    expect(figures().classList.contains('dashboard__figures--stale')).toBe(true);
    expect(screen.queryByText('Loading the figures…')).toBeNull();

    await server.fail('2026-10-01');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect(screen.getByRole('button', { name: 'From October' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('2026-10-01')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    await server.give('2026-10-01', 9);
    expect(figures().textContent).toContain(unassigned(9));
    expect(figures().getAttribute('aria-busy')).toBe('false');
  });
});
