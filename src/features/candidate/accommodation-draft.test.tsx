/**
 * What the candidate ticks and writes in an accommodation request is a draft on the device
 * (form-drafts.ts, D365): a reload, or a tab closed and opened again, brings the form back open over
 * it; sending or cancelling forgets it. Before, it lived in React state and a reload lost the note.
 * A reload is the panel rendered anew over the same IndexedDB (the draft is in Dexie, not in the
 * page); only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { accommodationDraftKey, readDraft } from '../../offline/form-drafts.ts';
import { json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import AccommodationPanel from './accommodation-panel.tsx';

let refId: string;
const sent: SentRequest[] = [];
const NONE = { requests: [], approved_kinds: [], time_accommodation: 1, can_ask: true };

beforeEach(() => {
  refId = crypto.randomUUID();
  sent.length = 0;
  stubFetch(sent, ({ method, path, body }) => {
    if (path !== `/api/user/v1/accommodations/${refId}/`) return undefined;
    if (method === 'GET') return json(200, { data: NONE });
    const { kinds } = body as { kinds: string[] };
    const request = { accommodation_request_id: 1, status: 'pending', kinds, decision_note: null };
    return json(201, { data: { ...NONE, requests: [request] } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tracker's panel as a reload (or a tab opened again) shows it. */
async function openPage() {
  cleanup();
  renderInApp(() => <AccommodationPanel refId={refId} />);
  await screen.findByRole('heading', { name: 'Accommodations' });
}

const note = () => screen.getByLabelText<HTMLTextAreaElement>('Anything the company should know (optional)');
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

/** The request begun: a kind ticked and a note typed, then the draft on the device. */
async function beginRequest() {
  await openPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Ask for an accommodation' }));
  fireEvent.click(box('Breaks between timed sections'));
  fireEvent.change(note(), { target: { value: 'I need a short break every 20 minutes.' } });
  await waitFor(async () => expect((await readDraft(accommodationDraftKey(refId)))?.note).toContain('20 minutes'));
}

describe('an accommodation request being written, and a reload (D365)', () => {
  it('given a kind ticked and a note typed, when the page reloads, then the form is open with both, and sending forgets the draft', async () => {
    await beginRequest();

    await openPage();
    await waitFor(() => expect(note().value).toBe('I need a short break every 20 minutes.'));
    expect(box('Breaks between timed sections').checked).toBe(true);
    expect(box('Extra time on timed tests').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await screen.findByText(/The company has your request/);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      kinds: ['breaks'],
      note: 'I need a short break every 20 minutes.',
    });
    expect(await readDraft(accommodationDraftKey(refId))).toBeUndefined();
  });

  it('given a request begun, when it is cancelled and the page reloads, then the form stays closed and empty', async () => {
    await beginRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await readDraft(accommodationDraftKey(refId))).toBeUndefined());

    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for an accommodation' }));
    expect(note().value).toBe('');
    expect(box('Breaks between timed sections').checked).toBe(false);
  });
});
