import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { Dropdown } from './dropdown.tsx';
import { focusOnArrival } from './focus-on-arrival.ts';

function Question() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusOnArrival(heading.current), []);
  return (
    <h1 tabIndex={-1} ref={heading}>
      Question 5 of 10
    </h1>
  );
}

/** A page whose question renders late (after a reload, say), under a header with the account menu. */
function Page({ onArrive }: { onArrive: (arrive: () => void) => void }) {
  const [arrived, setArrived] = useState(false);
  onArrive(() => setArrived(true));
  return (
    <>
      <header>
        <Dropdown label="Account menu">
          <li>
            <a href="/logout">Sign out</a>
          </li>
        </Dropdown>
      </header>
      <main>
        <button type="button">Next</button>
        {arrived && <Question />}
      </main>
    </>
  );
}

function renderPage() {
  let arrive!: () => void;
  render(<Page onArrive={(a) => (arrive = a)} />);
  return { arrive: () => act(() => arrive()) };
}

describe('focusOnArrival', () => {
  afterEach(cleanup);

  it('a question that renders while the account menu is open leaves the menu open and focus where it was', () => {
    const { arrive } = renderPage();
    const menu = screen.getByRole('button', { name: 'Account menu' });
    menu.focus();
    fireEvent.click(menu);
    arrive();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(menu);
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it('with focus nowhere in particular, the arriving question takes it', () => {
    const { arrive } = renderPage();
    arrive();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 5 of 10' }));
  });

  it('with focus in the page (its Next button), the arriving question takes it', () => {
    const { arrive } = renderPage();
    screen.getByRole('button', { name: 'Next' }).focus();
    arrive();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 5 of 10' }));
  });
});
