/**
 * Company usage reads in place (D488): "Loading…" for the first view; another search keeps the
 * rows shown, dimmed and busy, with no spinner in their place, until its answer comes; a failed
 * search shows its error and "Try again" where the table goes, the search box kept.
 */
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyUsage } from '../../../contracts/provider-admin.ts';
import { stubAnswersBySearch } from '../../testing/answers-by-search.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { CompanyUsageScreen } from './company-usage-screen.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const usage = (account_id: number, account_name: string): CompanyUsage => ({
  account_id,
  account_name,
  month: '2026-11',
  requisitions: 2,
  applications: 30,
  assessments_taken: 12,
  video_minutes: 40,
  mails_sent: 90,
});

const table = () => screen.getByRole('region', { name: 'Usage per company and month' });
const companies = () => [...table().querySelectorAll('tbody th')].map((th) => th.textContent);

describe('company usage, read in place', () => {
  it('keeps the rows shown, dimmed and busy, while a search loads, and shows a failed one in place with Try again', async () => {
    const server = stubAnswersBySearch();
    renderInApp(() => <CompanyUsageScreen />);
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(server.asked('')).toBe(true));
    await server.give('', [usage(1, 'Acme Hiring'), usage(2, 'Borealis')]);
    expect(companies()).toEqual(['Acme Hiring', 'Borealis']);
    expect(table().getAttribute('aria-busy')).toBe('false');
    expect(table().classList.contains('provider-admin__table-wrap--stale')).toBe(false);

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'bor' } });
    await waitFor(() => expect(server.asked('bor')).toBe(true));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(companies()).toEqual(['Acme Hiring', 'Borealis']);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(table().classList.contains('provider-admin__table-wrap--stale')).toBe(true);
    await server.give('bor', [usage(2, 'Borealis')]);
    expect(companies()).toEqual(['Borealis']);
    expect(table().getAttribute('aria-busy')).toBe('false');

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'zz' } });
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    await server.fail('zz');
    expect(screen.getByRole('alert').textContent).toContain('Try again');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('zz');
    server.forget('zz');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.asked('zz')).toBe(true));
    await server.give('zz', []);
    expect(screen.getByText('No company matches this search.')).toBeTruthy();
  });
});
