// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * The scorecard's accommodations as the hiring team sees them (D263): a colleague without the
 * private-data permission reads that an accommodation applies and who may see why, never a
 * request, its note or a decision to make, in English and in Spanish; a holder reads the note and
 * decides.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccommodationRequest, StaffAccommodationState } from '../../../contracts/accommodation-kinds.ts';
import { activateLanguage, i18n, loadStaffMessages } from '../../lib/i18n.ts';
import { AccommodationsSection } from './accommodations-section.tsx';

const NOTE = 'Tengo dislexia y necesito más tiempo para leer.';
const DECISION_NOTE = 'Aprobado por dislexia documentada.';

const request = (over: Partial<AccommodationRequest> = {}): AccommodationRequest => ({
  accommodation_request_id: 4,
  kinds: ['extra_time'],
  note: NOTE,
  status: 'approved',
  time_multiplier: 1.5,
  decision_note: DECISION_NOTE,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: '2026-11-21T10:00:00.000Z',
  ...over,
});

function show(state: StaffAccommodationState, isPrint = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ data: state }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccommodationsSection userSmartreqId={7} isPrint={isPrint} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => activateLanguage('en'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe("the scorecard's accommodations", () => {
  // What the server answers a recruiter without the permission, and, to be sure the screen never
  // relies on that alone, the same with a request left in it (as a server of another version might).
  const withheld: StaffAccommodationState = {
    requests: [],
    approved_kinds: ['extra_time'],
    time_accommodation: 1.5,
    can_see_requests: false,
  };

  it('given a colleague without the private-data permission, then it says extra time applies and who sees why, with no note, decision note or decision, on screen and in print', async () => {
    for (const state of [withheld, { ...withheld, requests: [request(), request({ status: 'pending' })] }])
      for (const isPrint of [false, true]) {
        show(state, isPrint);
        const section = await screen.findByRole('region', { name: 'Accommodations' });
        expect(section.textContent).toContain('Applies: Extra time on timed tests (×1.5)');
        expect(section.textContent).toContain(
          'Requests and their reasons are shown only to colleagues with access to private data.',
        );
        expect(section.textContent).not.toMatch(/dislexia|Aprobado/);
        expect(within(section).queryAllByRole('button')).toEqual([]);
        cleanup();
        vi.unstubAllGlobals();
      }
  });

  it('given Spanish, then the colleague without the permission reads the same in Spanish', async () => {
    await activateLanguage('es');
    await loadStaffMessages();
    show(withheld);
    const section = await screen.findByRole('region', { name: 'Adaptaciones' });
    expect(section.textContent).toContain('Se aplica: Tiempo adicional en pruebas cronometradas (×1,5)');
    expect(section.textContent).toContain(
      'Las solicitudes y sus motivos solo se muestran a los compañeros con acceso a los datos privados.',
    );
  });

  it('given a colleague who holds the permission, then the request shows with its note, and a waiting one can be decided', async () => {
    show({ ...withheld, requests: [request({ status: 'pending', decision_note: '' })], can_see_requests: true });
    const section = await screen.findByRole('region', { name: 'Accommodations' });
    expect(within(section).getByText(NOTE)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
