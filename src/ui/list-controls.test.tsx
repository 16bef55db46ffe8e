/**
 * The one pager of staff lists: nothing when the list fits a page, where the list stands, buttons
 * that stop at either end, and the names a list read newest first gives it ("Newer", "Older").
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pager } from './list-controls.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const renderPager = (props: Parameters<typeof Pager>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Pager {...props} />
    </I18nProvider>,
  );

describe('Pager', () => {
  it('given a list that fits one page, then there is no pager', () => {
    renderPager({ page: 1, pageSize: 25, count: 25, onPage: () => {} });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('given 51 rows of 25 a page on the last page, then it says page 3 of 3, goes back and not on', () => {
    const onPage = vi.fn();
    renderPager({ page: 3, pageSize: 25, count: 51, onPage });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('given a history read newest first, then its navigation and buttons carry its own names', () => {
    const onPage = vi.fn();
    renderPager({
      page: 1,
      pageSize: 25,
      count: 30,
      onPage,
      label: 'History pages',
      previous: 'Newer',
      next: 'Older',
    });
    expect(screen.getByRole('navigation', { name: 'History pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
