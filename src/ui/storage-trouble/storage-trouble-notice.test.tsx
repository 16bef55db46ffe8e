/**
 * The storage notice's promise made real (D354): "keep this tab open until they are sent" – while
 * the page holds work the server lacks, leaving the page asks the browser to warn first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { setStorageTrouble } from '../../offline/storage-trouble.ts';
import { StorageTroubleNotice } from './storage-trouble-notice.tsx';

afterEach(() => {
  cleanup();
  setStorageTrouble({ refused: false, unsent: 0, kept: [], keptFiles: [] });
});

/** Whether leaving the page now would make the browser ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the storage notice, before the page goes (D354)', () => {
  it('given work held in the page that the server lacks, then leaving asks first, and once it is sent it does not', () => {
    setStorageTrouble({ refused: true, unsent: 2 });
    render(
      <I18nProvider i18n={i18n}>
        <StorageTroubleNotice />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('2 changes are waiting to be sent.');
    expect(leavingAsks()).toBe(true);

    act(() => setStorageTrouble({ unsent: 0 }));
    expect(screen.getByRole('status').textContent).toBe('Everything you have done so far has reached the server.');
    expect(leavingAsks()).toBe(false);
  });
});
