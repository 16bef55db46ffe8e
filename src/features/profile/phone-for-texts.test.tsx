// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D436: text messages reach only a number with + and the country code. The profile's rule (seed
 * 000 section 5) accepts a national number, so a person who asks for texts with one is told, in
 * their language, beside the choice, and the save still goes through; the phone's hint shows the
 * form texts need.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { profileErrors, type ProfileFormValues } from './profile-values.ts';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const EMPTY: ProfileFormValues = {
  first_name: 'María',
  last_name: 'García',
  email: 'maria@example.com',
  email2: '',
  phone_number: '5125550100',
  is_opt_in: false,
  gender: '',
  dob: '',
  linkedin_url: '',
  jobtitle: '',
  start_date: '',
  end_date: '',
  city: '',
  state_code: '',
  zip: '',
  country_code: '',
};

function Harness() {
  const [values, setValues] = useState(EMPTY);
  return (
    <ProfileFields
      idPrefix="t"
      values={values}
      errors={{}}
      questions={{ dob: 'not_asked', gender: 'not_asked' }}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
    />
  );
}

const SPANISH_WARNING =
  'Para recibir mensajes de texto, indica tu número de móvil con + y el código de tu país, por ejemplo +15125550100.';
const warning = () => screen.queryByText(SPANISH_WARNING);

describe('a phone number for text messages', () => {
  it('given a Spanish candidate who asks for texts with a national number, then she is told, in Spanish, the form texts need; an international number ends the warning', async () => {
    await activateLanguage('es');
    await loadCatalog('profile');
    renderInApp(() => <Harness />);
    const phone = await screen.findByLabelText(/Número de teléfono/);
    const hint = screen.getByText('Opcional. Solo dígitos, con + y el código de tu país, por ejemplo +15125550100.');
    expect(phone.getAttribute('aria-describedby')).toContain(hint.id);
    expect(warning()).toBeNull();
    const optIn = screen.getByLabelText('Enviarme mensajes de texto sobre mis postulaciones');
    fireEvent.click(optIn);
    const said = warning();
    expect(said).not.toBeNull();
    expect(optIn.getAttribute('aria-describedby')).toBe(said!.closest('p')!.id);
    fireEvent.change(phone, { target: { value: '' } });
    expect(warning()).not.toBeNull();
    fireEvent.change(phone, { target: { value: '+15125550100' } });
    expect(warning()).toBeNull();
    expect(optIn.getAttribute('aria-describedby')).toBeNull();
  });

  it('given texts asked for with a national number, then the save is not refused for it', () => {
    expect(
      profileErrors({ ...EMPTY, is_opt_in: true }, { questions: { dob: 'not_asked', gender: 'not_asked' } }),
    ).toEqual({});
  });
});
