// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D214: the application form's company fields in the candidate's language. The form carries every
 * version, so the screen picks in its current language on the device (a language switch needs no
 * request, offline too); a missing version falls back to the company default's; a choice's words
 * change, never its value. Only the network (fetch) is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { CustomField } from '../../../contracts/application-form.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import {
  json,
  LEASE_HELD,
  LEASE_PATH,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { ApplicationFormScreen } from './application-form-screen.tsx';
import { applicationFormOf } from './testing/application-form-fixture.ts';

const REF = '3b5d7f9a-2c4e-4a6b-8d0f-1e3a5c7e9f2a';
let activityId = 900;

const weekends: CustomField = {
  account_field_id: 81,
  usage_type_id: 2,
  label: 'Can you work weekends?',
  help_text: 'Saturdays and Sundays, some weeks.',
  field_type: 'select',
  options: ['Yes', 'No'],
  is_required: true,
  sort_order: 1,
  label_i18n: {
    en: 'Can you work weekends?',
    es: '¿Puede trabajar los fines de semana?',
    fr: 'Pouvez-vous travailler le week-end ?',
  },
  help_text_i18n: { en: 'Saturdays and Sundays, some weeks.', es: 'Sábados y domingos, algunas semanas.' },
  options_i18n: { en: ['Yes', 'No'], es: ['Sí', 'No'], fr: ['Oui', 'Non'] },
  user_field_id: null,
  answer: null,
  file_upload_response: null,
};
/** A field as a device saved it before versions existed: the server's choice only. */
const older: CustomField = {
  account_field_id: 82,
  usage_type_id: 2,
  label: 'Desired hourly pay (USD)',
  help_text: '',
  field_type: 'number',
  options: [],
  is_required: false,
  sort_order: 2,
  user_field_id: null,
  answer: null,
  file_upload_response: null,
};

const formOf = (id: number) => applicationFormOf(REF, id, { custom_fields: [weekends, older], default_language: 'en' });

const sent: SentRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  activityId++;
  stubFetch(sent, ({ method, path }) => {
    if (path.startsWith('/api/user-response/v1/application-form/') && method === 'GET')
      return json(200, { data: formOf(activityId) });
    if (path === LEASE_PATH.heartbeat) return json(200, LEASE_HELD);
    return undefined;
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const renderScreen = () =>
  renderInApp(() => <ApplicationFormScreen userId={9} refId={REF} activityId={activityId} onSubmitted={() => {}} />);

describe("the application form's company fields in the candidate's language", () => {
  it('given Spanish, then the label, help and choices are Spanish and each choice keeps the value the company wrote', async () => {
    await activateLanguage('es');
    renderScreen();
    const select = await screen.findByLabelText<HTMLSelectElement>(/¿Puede trabajar los fines de semana\?/);
    expect(screen.getByText('Sábados y domingos, algunas semanas.')).toBeTruthy();
    const options = within(select)
      .getAllByRole<HTMLOptionElement>('option')
      .slice(1)
      .map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['Yes', 'Sí'],
      ['No', 'No'],
    ]);
    // The older field has no versions: it shows what the server chose.
    expect(screen.getByLabelText(/Desired hourly pay \(USD\)/)).toBeTruthy();
  });

  it('given a switch to French on the device, then the field follows with no new request, and the missing French help falls back to the default language', async () => {
    await activateLanguage('es');
    renderScreen();
    await screen.findByLabelText(/¿Puede trabajar los fines de semana\?/);
    const reads = sent.filter((s) => s.method === 'GET' && s.path.includes('/application-form/')).length;
    await act(() => activateLanguage('fr'));
    const select = await screen.findByLabelText<HTMLSelectElement>(/Pouvez-vous travailler le week-end \?/);
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Oui' }).value).toBe('Yes');
    expect(screen.getByText('Saturdays and Sundays, some weeks.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'GET' && s.path.includes('/application-form/')).length).toBe(reads);
  });
});
