// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * The pipeline stages' settings (D400) in happy-dom, read in French: the company's names per stage
 * and language; the page's problems in French at their fields and in the summary, nothing sent;
 * a refusal's field in French with what was typed kept; a save sends every stage's names.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyStages } from '../../../contracts/pipeline.ts';
import { activateLanguage, loadStaffMessages } from '../../lib/i18n.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store, StoreProvider } from '../../lib/store.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { PipelineStagesSettings, companyStagesQueryOptions } from './pipeline-stages-settings.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const read: CompanyStages = {
  stages: [
    { stage: 'interview', names: { es: 'Entrevista final' } },
    { stage: 'offer', names: {} },
    { stage: 'hired', names: {} },
  ],
};

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { data } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function show(answer: (body: unknown) => Response) {
  await activateLanguage('fr');
  await loadStaffMessages();
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? answer(JSON.parse(String(init.body))) : json(read),
  );
  vi.stubGlobal('fetch', fetch);
  store.set(sessionAtom, { status: 'signed-in', user: { user_id: 1 } as never, accountId: 3 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(companyStagesQueryOptions(3).queryKey, read);
  renderInApp(() => <PipelineStagesSettings />, {
    queryClient,
    wrap: (app) => <StoreProvider store={store}>{app}</StoreProvider>,
  });
  const puts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
  return { puts };
}

const field = (stage: string, language: string) =>
  within(screen.getByRole('group', { name: stage })).getByLabelText(language) as HTMLInputElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  });
};

describe('the pipeline stages settings in French', () => {
  it('given a name too long and one another stage has, when saved, then both problems show in French and nothing is sent', async () => {
    const { puts } = await show(() => json(read));
    expect(await screen.findByRole('heading', { name: 'Étapes du recrutement' })).toBeTruthy();
    expect(field('Entretien', 'Espagnol').value).toBe('Entrevista final');
    fireEvent.change(field('Proposition d’embauche', 'Anglais'), { target: { value: 'x'.repeat(61) } });
    fireEvent.change(field('Proposition d’embauche', 'Espagnol'), { target: { value: 'entrevista final' } });
    await save();
    expect(puts()).toEqual([]);
    const summary = within(screen.getByRole('alert'));
    expect(
      summary.getByText('Proposition d’embauche, anglais : Le nom ne doit pas dépasser 60 caractères.'),
    ).toBeTruthy();
    expect(
      summary.getByText('Proposition d’embauche, espagnol : Une autre étape porte déjà ce nom dans cette langue.'),
    ).toBeTruthy();
    // What was typed stays.
    expect(field('Proposition d’embauche', 'Anglais').value).toBe('x'.repeat(61));
  });

  it('given a refusal naming a field, when saved, then it shows there in French and the names typed stay; saved again, every stage is sent', async () => {
    let refuse = true;
    const { puts } = await show((body) => {
      if (refuse) {
        refuse = false;
        return json(
          {
            code: 'validation_error',
            message: 'Please check the highlighted fields.',
            errors: [{ prop: 'stages.2.names.fr', message: 'Another stage already has this name in this language.' }],
          },
          400,
        );
      }
      return json({ stages: (body as { stages: CompanyStages['stages'] }).stages });
    });
    await screen.findByRole('group', { name: 'Embauché' });
    fireEvent.change(field('Embauché', 'Français'), { target: { value: '  Arrivée  ' } });
    await save();
    await vi.waitFor(() =>
      expect(
        screen.getByText('Embauché, français : Une autre étape porte déjà ce nom dans cette langue.'),
      ).toBeTruthy(),
    );
    expect(field('Embauché', 'Français').value).toBe('  Arrivée  ');
    await save();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Enregistré'));
    expect(puts().at(-1)).toEqual({
      account_id: 3,
      stages: [
        { stage: 'interview', names: { en: '', es: 'Entrevista final', fr: '' } },
        { stage: 'offer', names: { en: '', es: '', fr: '' } },
        { stage: 'hired', names: { en: '', es: '', fr: 'Arrivée' } },
      ],
    });
    expect(field('Embauché', 'Français').value).toBe('Arrivée');
  });
});
