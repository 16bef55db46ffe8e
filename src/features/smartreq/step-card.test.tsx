/** A plan step's name and its activities' texts are written in every language beside each other (D199). */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlanStep } from '../../../contracts/smartreq.ts';
import { step } from './plan-fixtures.ts';
import { StepCard } from './step-card.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Records each PATCH's path and body; every other request 404 (the plan's refresh is not under test). */
function stubServer() {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        patches.push({ url: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init.body)) });
        return json(200, { data: {} });
      }
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return patches;
}

function show(shown: PlanStep = step) {
  const run = vi.fn((action: () => Promise<unknown>) => action().then(() => true));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StepCard
          step={shown}
          position={1}
          jobId={3}
          language="en"
          defaultLanguage="en"
          isFirst
          isLast
          onMove={vi.fn()}
          onDeleteStep={vi.fn()}
          onDeleteActivity={vi.fn()}
          run={run}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return run;
}

describe("a plan step's texts in other languages", () => {
  it('given a step named by the company with a Spanish version and no French one, when renaming, then French is marked missing', () => {
    show({ ...step, name: 'Phone screen', name_i18n: { es: 'Llamada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const french = screen.getByLabelText(/^French/);
    expect(french.closest('.form-field')?.textContent).toMatch(/Missing: French readers see the English text/);
  });

  it('given a built-in step name and no French version, when renaming, then French is not marked missing (the product translates it), and the versions are sent with the name', async () => {
    const patches = stubServer();
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByLabelText('Spanish')).toHaveProperty('value', 'Solicitud');
    const french = screen.getByLabelText(/^French/);
    expect(french.closest('.form-field')?.textContent).not.toMatch(/Missing/);
    expect(french.closest('.form-field')?.textContent).toMatch(
      /Blank: French readers see this built-in name translated/,
    );

    fireEvent.change(french, { target: { value: '  Candidature ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      url: '/api/job/v1/job-step/step/7/',
      body: { name: 'Application', name_i18n: { es: 'Solicitud', fr: 'Candidature' } },
    });
  });

  it('given a French title longer than a title may be, then it is refused beside the field and nothing is sent', async () => {
    const patches = stubServer();
    const run = show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Resume' }));
    const form = screen.getByLabelText('Activity title').closest('form')!;
    const frenchTitle = within(form).getAllByLabelText(/^French/)[0]!;
    fireEvent.change(frenchTitle, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save activity' }));
    expect(await within(form).findByText('This version is too long.')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    expect(patches).toEqual([]);
  });

  it("when an activity's Spanish instructions are written, then the title's and the instructions' versions are saved with it", async () => {
    const patches = stubServer();
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Resume' }));
    const form = screen.getByLabelText('Activity title').closest('form')!;
    const [, spanishInstructions] = within(form).getAllByLabelText(/^Spanish/);
    fireEvent.change(spanishInstructions!, { target: { value: 'Suba su currículum.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url).toBe('/api/job/v1/job-step/activity/31/');
    expect(patches[0]!.body).toMatchObject({
      title: 'Resume',
      title_i18n: { es: 'Currículum', fr: '' },
      instructions_i18n: { es: 'Suba su currículum.', fr: '' },
    });
  });
});
