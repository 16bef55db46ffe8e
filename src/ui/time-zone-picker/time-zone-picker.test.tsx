import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { FormField } from '../form/form-field.tsx';
import { TimeZonePicker } from './time-zone-picker.tsx';
import { timeZoneNames } from '../../lib/time-zones.ts';

afterEach(() => cleanup());

function renderInField(onChange: (zone: string) => void, error?: string) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <FormField id="company-time-zone" label="Time zone" error={error}>
        {(a11y) => (
          <TimeZonePicker
            label="Time zone"
            value="Europe/Madrid"
            onChange={onChange}
            field={{ id: 'company-time-zone', labelled: true, ...a11y }}
          />
        )}
      </FormField>
    </I18nProvider>,
  );
  return screen.getByRole('combobox', { name: 'Time zone' });
}

// The company's zone was a list of about 400 zones to scroll; it is now the scheduling screens'
// searchable field, labelled and described by the form field around it.
describe('the time-zone picker in a form field', () => {
  it('given a form field with an error, then the field labels the picker once and its error describes it', () => {
    const input = renderInField(() => undefined, 'Choose a time zone.');
    expect(screen.getAllByText('Time zone')).toHaveLength(1);
    expect(input.id).toBe('company-time-zone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('company-time-zone-error');
    expect((input as HTMLInputElement).value).toMatch(/^Europe\/Madrid \(GMT\+[12]\)$/);
  });

  it('given typed words, when a match is chosen with the keyboard, then the zone is set', () => {
    const onChange = vi.fn();
    const input = renderInField(onChange);
    fireEvent.change(input, { target: { value: 'chicago' } });
    expect(screen.getByRole('option', { name: /^America\/Chicago/ })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('America/Chicago');
  });

  it('given "utc" typed, then UTC is offered, though the browser leaves it out of its zones', () => {
    expect(timeZoneNames('Europe/Madrid')[0]).toBe('UTC');
    const onChange = vi.fn();
    const input = renderInField(onChange);
    fireEvent.change(input, { target: { value: 'utc' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: /^UTC/ }));
    expect(onChange).toHaveBeenCalledWith('UTC');
  });
});
