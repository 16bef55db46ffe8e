/**
 * What the candidate types into an experience entry is a draft on the device (form-drafts.ts): a
 * reload, or a tab closed and opened again, brings the form back open over it, for a new entry and
 * for one being edited; saving or cancelling forgets it. Before, the values lived in React state
 * only and a reload lost them. A reload is the screen rendered anew over the same IndexedDB (the
 * draft is in Dexie, not in the page); only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Experience } from '../../../contracts/experience.ts';
import { experienceDraftKey, readDraft } from '../../offline/form-drafts.ts';
import { json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ExperienceScreen } from './experience-screen.tsx';

let userId = 300;
const sent: SentRequest[] = [];
let listed: Experience[];

const entryOf = (id: number, changes: Partial<Experience> = {}): Experience => ({
  id,
  user_id: userId,
  company_name: 'Café Rio',
  title: 'Barista',
  description: null,
  start_date: '2023-04-01',
  end_date: null,
  is_current: true,
  location: null,
  state: null,
  country: null,
  position_type: null,
  field: null,
  ...changes,
});

beforeEach(() => {
  userId++;
  sent.length = 0;
  listed = [];
  stubFetch(sent, ({ method, path, body }) => {
    if (method === 'GET' && path === `/api/user/v1/jobs/${userId}/`) return json(200, { data: listed });
    if (method === 'POST' && path === '/api/user/v1/job/') {
      const saved = entryOf(41, body as Partial<Experience>);
      listed = [saved];
      return json(201, { data: saved });
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page as a reload (or a tab opened again) shows it: the screen anew, the device's database as it is. */
function openPage() {
  cleanup();
  renderInApp(() => <ExperienceScreen userId={userId} />);
}

const field = (label: RegExp) => screen.findByLabelText<HTMLInputElement>(label);
const type = async (label: RegExp, value: string) => fireEvent.change(await field(label), { target: { value } });

describe('an experience entry typed and the page reloaded', () => {
  it('given a new entry half typed, when the page reloads, then the form opens again with what was typed; saved, the draft goes', async () => {
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add experience' }));
    await type(/Job title/, 'Shift lead');
    await type(/Company name/, 'Harbor Books');
    await type(/Start date/, '2022-09-01');
    await waitFor(async () =>
      expect(await readDraft(experienceDraftKey(userId))).toMatchObject({
        company_name: 'Harbor Books',
        entry_id: null,
      }),
    );

    openPage();
    await screen.findByRole('heading', { name: 'Add experience' });
    await waitFor(async () => expect((await field(/Job title/)).value).toBe('Shift lead'));
    expect((await field(/Company name/)).value).toBe('Harbor Books');
    expect((await field(/Start date/)).value).toBe('2022-09-01');

    fireEvent.click(await screen.findByLabelText(/I currently work here/));
    fireEvent.click(screen.getByRole('button', { name: 'Save experience' }));
    await screen.findByText('Saved Shift lead at Harbor Books');
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      title: 'Shift lead',
      company_name: 'Harbor Books',
      start_date: '2022-09-01',
    });
    expect(await readDraft(experienceDraftKey(userId))).toBeUndefined();

    openPage();
    await screen.findByText('Shift lead', { exact: false });
    expect(screen.queryByRole('heading', { name: 'Add experience' })).toBeNull();
  });

  it('given an entry being edited, when the page reloads, then its form opens again with the change; cancelled, the draft goes', async () => {
    listed = [entryOf(5)];
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    await type(/Job title/, 'Head barista');
    await waitFor(async () =>
      expect(await readDraft(experienceDraftKey(userId))).toMatchObject({ title: 'Head barista', entry_id: 5 }),
    );

    openPage();
    await screen.findByRole('heading', { name: 'Edit experience' });
    await waitFor(async () => expect((await field(/Job title/)).value).toBe('Head barista'));
    expect((await field(/Company name/)).value).toBe('Café Rio');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await readDraft(experienceDraftKey(userId))).toBeUndefined());
    openPage();
    await screen.findByRole('button', { name: /Edit/ });
    expect(screen.queryByRole('heading', { name: 'Edit experience' })).toBeNull();
  });
});
