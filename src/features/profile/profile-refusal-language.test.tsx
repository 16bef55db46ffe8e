// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D267: a candidate whose company does not ask date of birth or gender saves a phone number
 * without them; where the company asks them (its admin changed the setting after the page was
 * read), the server's refusal is said in the candidate's language, and the fields it names show,
 * so she can give them. The screen, its draft store and the query cache are the app's; only the
 * network (fetch) is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProfileQuestions } from '../../../contracts/applicant-questions-rules.ts';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { StepUpScope } from '../../ui/step-up-scope.tsx';
import { ProfileScreen } from './profile-screen.tsx';
import { profileFixture } from './testing/profile-fixture.ts';

const NOBODY_ASKS: ProfileQuestions = { dob: 'not_asked', gender: 'not_asked' };
const SPEC_RULE: ProfileQuestions = { dob: 'required', gender: 'required' };

let userId = 4100;
let asked: ProfileQuestions;
let refuses: boolean;
const sent: SentRequest<Record<string, unknown>>[] = [];

const profileOf = (questions: ProfileQuestions, phone: string | null) =>
  profileFixture({
    user_id: userId,
    first_name: 'María',
    last_name: 'García',
    phone_number: phone,
    is_opt_in: phone !== null,
    questions,
  });

beforeEach(async () => {
  userId++;
  sent.length = 0;
  await activateLanguage('es');
  await loadCatalog('profile');
  stubFetch(sent, ({ method, path, body }) => {
    if (path !== `/api/user/v1/profile/${userId}/`) return undefined;
    if (method === 'GET') return json(200, { data: profileOf(asked, null) });
    if (refuses)
      // As the server words it (profile.service.ts): English, judged by what is asked now.
      return json(400, {
        code: 'validation_error',
        message: 'Please check the highlighted fields.',
        errors: [
          { prop: 'gender', message: 'The Gender field is required' },
          { prop: 'dob', message: 'Date of birth is required.' },
        ],
      });
    return json(200, { data: profileOf(asked, (body as { phone_number: string }).phone_number) });
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

function open() {
  renderInApp(() => (
    <StepUpScope dialog={() => null}>
      <ProfileScreen userId={userId} />
    </StepUpScope>
  ));
}

async function savePhone(number: string) {
  fireEvent.change(await screen.findByLabelText(/Número de teléfono/), { target: { value: number } });
  fireEvent.click(screen.getByLabelText('Enviarme mensajes de texto sobre mis postulaciones'));
  fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
}

describe("a candidate's phone number and the company's date of birth and gender setting", () => {
  it('given a company that asks neither, then she saves her phone and texts choice without them, and neither is sent', async () => {
    asked = NOBODY_ASKS;
    refuses = false;
    open();
    await savePhone('+15125550100');
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    const patch = sent.find((s) => s.method === 'PATCH')!.body!;
    expect(patch).toMatchObject({ phone_number: '+15125550100', is_opt_in: true });
    expect('dob' in patch || 'gender' in patch).toBe(false);
    expect(screen.queryByLabelText(/Género/)).toBeNull();
    expect(screen.queryByText(/obligatori/)).toBeNull();
  });

  it('given a company that asks both since the page was read, then the refusal is said in Spanish and both fields show to be filled', async () => {
    asked = NOBODY_ASKS;
    refuses = false;
    open();
    await screen.findByLabelText(/Número de teléfono/);
    asked = SPEC_RULE;
    refuses = true;
    await savePhone('+15125550100');
    expect(await screen.findAllByText('El campo Género es obligatorio')).not.toHaveLength(0);
    expect(screen.getAllByText('La fecha de nacimiento es obligatoria.')).not.toHaveLength(0);
    expect(screen.queryByText('The Gender field is required')).toBeNull();
    expect(screen.queryByText('Date of birth is required.')).toBeNull();
    expect((screen.getByLabelText(/Género/) as HTMLSelectElement).required).toBe(true);
    expect((screen.getByLabelText(/Fecha de nacimiento/) as HTMLInputElement).required).toBe(true);
  });
});
