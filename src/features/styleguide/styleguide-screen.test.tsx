import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearNotifications, notificationsAtom } from '../../ui/notifications.atoms.ts';
import { store } from '../../lib/store.ts';
import { groupTokens, readTokens } from './design-tokens.ts';
import { StyleguideScreen } from './styleguide-screen.tsx';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  clearNotifications();
});

function render() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <StyleguideScreen />
      </I18nProvider>,
    ),
  );
}

function button(name: string): HTMLButtonElement {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('the style guide', () => {
  it('renders the real shared components with their accessible wiring', () => {
    render();
    expect(host.querySelector('h1')?.textContent).toBe('Style guide');
    expect(host.querySelectorAll('.button.button--primary').length).toBeGreaterThan(0);
    expect(host.querySelectorAll('.button.button--secondary').length).toBeGreaterThan(0);
    // FormField links the hint and the error to the input.
    expect(host.querySelector('#styleguide-name')?.getAttribute('aria-describedby')).toBe('styleguide-name-hint');
    const invalid = host.querySelector('#styleguide-email-error')!;
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('#styleguide-email-error-error')?.textContent).toContain('Error:');
    expect(host.querySelector('.password-field__toggle')?.textContent).toContain('Show');
    expect(host.querySelectorAll('dialog.confirm-dialog, dialog.form-dialog')).toHaveLength(2);
    const region = host.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Example companies');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(host.querySelector('nav.list-pager')?.textContent).toContain('Page 1 of 3');
    expect(host.querySelectorAll('.notice, .notice--warning, .notice--error')).toHaveLength(3);
  });

  it('shows the busy state, the error summary and notifications through the real components', () => {
    render();
    act(() => button('Save and wait').click());
    expect(button('Saving…').getAttribute('aria-disabled')).toBe('true');
    expect(host.querySelector('.error-summary')).toBeNull();
    act(() => button('Show the error summary').click());
    const summary = host.querySelector('.error-summary')!;
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#styleguide-email-error');
    expect(document.activeElement).toBe(summary);
    act(() => button('Show a success notification').click());
    expect(store.get(notificationsAtom).map((n) => n.type)).toEqual(['success']);
  });

  it('reads the tokens from src/ui/tokens.css, light theme only, grouped by kind', () => {
    // Vitest does not load stylesheets (the ?raw import is empty here), so read the file itself.
    const css = readFileSync(join(import.meta.dirname, '../../ui/tokens.css'), 'utf8');
    const tokens = readTokens(css);
    expect(tokens.find((token) => token.name === '--bg')?.value).toBe('var(--neutral-0)');
    const groups = groupTokens(tokens);
    expect(groups.colours.map((token) => token.name)).toEqual(
      expect.arrayContaining(['--brand', '--error', '--focus', '--text', '--text-muted']),
    );
    expect(groups.typeScale.map((token) => token.name)).toEqual([
      '--text-xs',
      '--text-sm',
      '--text-md',
      '--text-lg',
      '--text-xl',
      '--text-2xl',
    ]);
    expect(groups.spacing.map((token) => token.name)).toContain('--space-4');
    expect(groups.radii.map((token) => token.name)).toContain('--radius-md');
    expect(groups.shadows.map((token) => token.name)).toContain('--shadow-sm');
    expect(groups.other.map((token) => token.name)).toEqual(['--font-sans', '--tap']);
  });
});
