/**
 * A disclosure read on opening (D507, read in place as D488 says): closed, nothing is read; opened,
 * "Loading…" then what was read; a failed read shows the part's words and "Try again", which reads
 * it again; data with nothing in it shows the part's empty line.
 */
import { i18n } from '@lingui/core';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ReadOnOpen } from './read-on-open.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

/** A read of names, each request answered (or refused) when the test chooses. */
function namesServer() {
  const asked: { resolve(names: string[]): void; reject(error: Error): void }[] = [];
  return {
    read: queryOptions({
      queryKey: ['read-on-open', 'names'],
      queryFn: () => new Promise<string[]>((resolve, reject) => asked.push({ resolve, reject })),
    }),
    asked: () => asked.length,
    give: (names: string[]) => act(async () => asked.at(-1)!.resolve(names)),
    fail: () => act(async () => asked.at(-1)!.reject(new Error('offline'))),
  };
}

function render(server: ReturnType<typeof namesServer>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInApp(
    () => (
      <ReadOnOpen
        read={server.read}
        summary="Names"
        mutedClassName="muted"
        failureText={() => 'The names could not be loaded.'}
        isEmpty={(names) => names.length === 0}
        emptyText="No names yet."
      >
        {(names) => (
          <ul aria-label="Names read">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </ReadOnOpen>
    ),
    { queryClient },
  );
}

async function open() {
  const details = (await screen.findByText('Names')).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('a disclosure read on opening', () => {
  it('reads nothing while closed; opened, shows Loading… and then what was read', async () => {
    const server = namesServer();
    render(server);
    await screen.findByText('Names');
    expect(server.asked()).toBe(0);
    await open();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading…');
    await waitFor(() => expect(server.asked()).toBe(1));
    await server.give(['Ada', 'Grace']);
    expect((await screen.findByRole('list', { name: 'Names read' })).textContent).toBe('AdaGrace');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows its words and Try again when the read fails, and Try again reads it again', async () => {
    const server = namesServer();
    render(server);
    await open();
    await waitFor(() => expect(server.asked()).toBe(1));
    await server.fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The names could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked()).toBe(2));
    await server.give(['Ada']);
    expect((await screen.findByRole('list', { name: 'Names read' })).textContent).toBe('Ada');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its empty line when what was read holds nothing', async () => {
    const server = namesServer();
    render(server);
    await open();
    await waitFor(() => expect(server.asked()).toBe(1));
    await server.give([]);
    expect(await screen.findByText('No names yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Names read' })).toBeNull();
  });
});
