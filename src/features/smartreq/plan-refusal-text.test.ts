// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalog, loadStaffMessages } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { planRefusalText } from './plan-refusal-text.ts';

const refusal = (status: number, code: string, prop?: string) =>
  new ApiError({
    status,
    body: {
      message: 'English words of the server',
      code,
      ...(prop ? { errors: [{ prop, message: 'English words of the server' }] } : {}),
    },
  });

describe('the plan editor words the server refusals in the user language', () => {
  afterAll(() => activateLanguage('en'));

  it('in Spanish, by the refusal code and, for a setting of another kind, by the field', async () => {
    await activateLanguage('es');
    await loadStaffMessages();
    // A kind's staff messages are in its own feature's catalog (D186).
    await Promise.all([loadCatalog('typing-test'), loadCatalog('questionnaire')]);
    expect(planRefusalText(refusal(409, 'activity_has_responses'))).toBe(
      'Los candidatos ya han respondido a esta actividad, así que no se puede eliminar ni sustituir.',
    );
    expect(planRefusalText(refusal(400, 'plan_setting_not_for_kind', 'asmt_id'))).toBe(
      'Solo las actividades de cuestionario llevan un cuestionario.',
    );
    expect(planRefusalText(refusal(400, 'plan_setting_not_for_kind', 'typing'))).toBe(
      'Solo las pruebas de mecanografía llevan una duración y un idioma del texto.',
    );
  });

  it('in French, publishing an empty plan', async () => {
    await activateLanguage('fr');
    await loadStaffMessages();
    expect(planRefusalText(refusal(400, 'plan_empty', 'steps'))).toBe(
      'Ajoutez au moins une activité au plan de sélection.',
    );
  });

  it('an unknown refusal falls back to the common texts', async () => {
    await activateLanguage('en');
    expect(planRefusalText(refusal(409, 'conflict'))).toBe('English words of the server');
  });
});
