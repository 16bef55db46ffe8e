import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dropdown } from './dropdown.tsx';

function renderMenu() {
  render(
    <div>
      <p>Outside</p>
      <Dropdown label="Start">
        <li>
          <a href="#interview">Interview</a>
        </li>
      </Dropdown>
    </div>,
  );
  return screen.getByRole('button', { name: 'Start' });
}

describe('Dropdown', () => {
  afterEach(cleanup);

  it('given a closed dropdown, when its button is pressed twice, then it opens and closes', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Interview' })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given an open dropdown, when the user clicks outside, then it closes', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('given an open dropdown, when Escape is pressed, then it closes and focus returns to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('given an open dropdown, when an item is chosen, then it closes', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Interview' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
