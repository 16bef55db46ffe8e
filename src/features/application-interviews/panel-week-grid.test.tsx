import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PanelWeekGrid } from './panel-week-grid.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ZONE = 'America/Chicago'; // UTC-6 in January
const INES = { user_id: 11, first_name: 'Ines', last_name: 'Interviewer', can_open: true };
const OLI = { user_id: 12, first_name: 'Olivia', last_name: 'Owner', can_open: true };
const hour = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
const span = (starts_at: string) => ({ starts_at, ends_at: hour(starts_at) });
const SLOTS = ['2030-01-07T15:00:00.000Z', '2030-01-07T15:30:00.000Z', '2030-01-09T17:00:00.000Z'];
const WEEK = {
  people: [
    {
      ...INES,
      time_zone: 'Europe/Madrid',
      available: [{ starts_at: '2030-01-07T15:00:00.000Z', ends_at: '2030-01-07T23:00:00.000Z' }],
      busy: [span('2030-01-07T17:00:00.000Z')],
    },
    { ...OLI, time_zone: ZONE, available: [], busy: [] },
  ],
  slots: SLOTS.map(span),
};

function renderGrid(picked: string[] = []) {
  const froms: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const from = new URL(url, 'http://x').searchParams.get('from')!;
      froms.push(from);
      const data = from.startsWith('2030-01-07') ? WEEK : { people: WEEK.people, slots: [] };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const onPick = vi.fn();
  render(
    <PanelWeekGrid
      userSmartreqId={3}
      people={[INES, OLI]}
      day="2030-01-09"
      duration={60}
      zone={ZONE}
      onPick={onPick}
      picked={picked}
    />,
    { wrapper: wrap },
  );
  return { onPick, froms };
}

describe('the panel’s week grid', () => {
  it('given a day, then its week from Monday is read in the zone and drawn a column a day, each interviewer’s busy times named', async () => {
    const { froms } = renderGrid();
    const monday = await screen.findByRole('group', { name: 'Monday, January 7' });
    // Monday's midnight in Chicago.
    expect(froms).toEqual(['2030-01-07T06:00:00.000Z']);
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(
      within(monday).getByText('Ines Interviewer: available 9:00 AM–5:00 PM; busy 11:00 AM–12:00 PM'),
    ).toBeTruthy();
    expect(within(monday).getByText('Olivia Owner: no available hours')).toBeTruthy();
    expect(screen.getByText('Times in America/Chicago.')).toBeTruthy();
    const slots = within(monday).getAllByRole('button');
    expect(slots.map((b) => b.textContent)).toEqual(['9:00 AM', '9:30 AM']);
    expect(slots[0]!.getAttribute('aria-label')).toBe('Monday, January 7, 9:00 AM–10:00 AM: everyone is free');
  });

  it('given a slot chosen by click or keyboard, then it is picked; the arrow keys move one tab stop across the week', async () => {
    const { onPick } = renderGrid([SLOTS[1]!]);
    const monday = await screen.findByRole('group', { name: 'Monday, January 7' });
    const [first, second] = within(monday).getAllByRole('button');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(first!.getAttribute('aria-pressed')).toBe('false');
    // One tab stop, on the picked time.
    expect(screen.getAllByRole('button').filter((b) => b.dataset.slot && b.tabIndex === 0)).toEqual([second]);
    second!.focus();
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    const wednesday = screen.getByRole('group', { name: 'Wednesday, January 9' });
    const eleven = within(wednesday).getByRole('button', { name: /11:00 AM–12:00 PM/ });
    await waitFor(() => expect(document.activeElement).toBe(eleven));
    expect(eleven.tabIndex).toBe(0);
    fireEvent.click(eleven);
    expect(onPick).toHaveBeenCalledWith(SLOTS[2]);
  });

  it('given the next week, then it is read from its Monday and a week without a common time says so', async () => {
    const { froms } = renderGrid();
    await screen.findByRole('group', { name: 'Monday, January 7' });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('group', { name: 'Monday, January 14' });
    expect(froms.at(-1)).toBe('2030-01-14T06:00:00.000Z');
    expect(await screen.findByText(/No time this week when everyone is free for 60 minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findAllByRole('button', { name: /everyone is free/ })).toHaveLength(3);
  });
});
