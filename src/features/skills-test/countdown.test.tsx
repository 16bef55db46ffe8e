import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { SkillsTestSection } from '../../../contracts/skills-test.ts';
import { Countdown } from './countdown.tsx';
import { SectionIntro } from './section-parts.tsx';

afterEach(cleanup);
i18n.loadAndActivate({ locale: 'en', messages: {} });

const inApp = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const clock = () => document.querySelector('[data-seconds]');

describe('the skills test countdown with an approved "no visible countdown" (D214)', () => {
  it('given no accommodation, then the clock shows the time left', () => {
    inApp(<Countdown seconds={125} totalSeconds={300} sectionTitle="Numbers" />);
    expect(clock()?.textContent).toBe('2:05');
  });

  it('given the accommodation, then no clock shows until the candidate asks, and the time is still there when they do', () => {
    inApp(<Countdown seconds={125} totalSeconds={300} sectionTitle="Numbers" isHidden />);
    expect(clock()).toBeNull();
    expect(screen.getByText(/time is kept without a clock on screen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the time left' }));
    expect(clock()?.textContent).toBe('2:05');
  });
});

describe('the skills test countdown and a screen reader (D271)', () => {
  it('given a section ticking, then the clock is not read out and the announcer speaks at the start and each minute only', () => {
    const at = (seconds: number) => <Countdown seconds={seconds} totalSeconds={300} sectionTitle="Numbers" />;
    const view = inApp(at(125));
    const value = clock()!;
    expect(value.getAttribute('aria-hidden')).toBe('true');
    expect(
      value.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="timer"]'),
    ).toBeNull();
    const region = screen.getByTestId('timer-announcer');
    const heard = [region.textContent];
    for (let seconds = 124; seconds >= 55; seconds--) {
      view.rerender(<I18nProvider i18n={i18n}>{at(seconds)}</I18nProvider>);
      if (region.textContent !== heard.at(-1)) heard.push(region.textContent);
    }
    expect(heard).toEqual([
      'Less than 3 minutes left in Numbers.',
      '2 minutes left in Numbers.',
      '1 minute left in Numbers.',
    ]);
  });
});

describe('a section after the first with approved breaks (D214)', () => {
  const section = {
    skills_test_section_id: 2,
    sort_order: 2,
    is_practice: false,
    title: 'Words',
    instructions: 'Choose the closest meaning.',
    minutes: 5,
    questions: [],
    details: null,
  } satisfies SkillsTestSection;

  it('given breaks approved, then the intro says a break may be taken before Start; without, it does not', () => {
    inApp(
      <SectionIntro section={section} heading={<h2>Words</h2>} isBreakOffered>
        <button type="button">Start this section</button>
      </SectionIntro>,
    );
    expect(screen.getByTestId('break-offer').textContent).toContain('Take a break if you need one');
    cleanup();
    inApp(
      <SectionIntro section={section} heading={<h2>Words</h2>}>
        <button type="button">Start this section</button>
      </SectionIntro>,
    );
    expect(screen.queryByTestId('break-offer')).toBeNull();
  });
});
