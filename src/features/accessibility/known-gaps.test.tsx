import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { KNOWN_GAPS } from './known-gaps.ts';
import { LAST_CHECKED, StatementPage } from './statement-page.tsx';

afterEach(cleanup);

const decisionsDir = path.resolve(import.meta.dirname, '../../../docs/decisions');
const d210File = fs.readdirSync(decisionsDir).find((name) => name.startsWith('D0210-'));
/** D210's record, where the statement's gaps and its date are explained. */
const d210 = d210File ? fs.readFileSync(path.join(decisionsDir, d210File), 'utf8').replace(/\s+/g, ' ') : '';

function renderStatement() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <StatementPage supportEmail="support@assay.test" />
    </I18nProvider>,
  );
}

describe('the accessibility statement', () => {
  it('given the known gaps, then each names its criteria and the open item that closes it, and D210 lists it', () => {
    expect(d210File).toBeDefined();
    const ids = KNOWN_GAPS.map((gap) => gap.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const gap of KNOWN_GAPS) {
      expect(gap.criteria.length, gap.id).toBeGreaterThan(0);
      for (const criterion of gap.criteria) expect(criterion).toMatch(/^[1-4]\.\d{1,2}\.\d{1,2}$/);
      expect(gap.openItem.issue).toBeGreaterThan(0);
      expect(gap.openItem.item).toBeGreaterThan(0);
      expect(d210, `D210 names ${gap.id}`).toContain(
        `\`${gap.id}\` (issue ${gap.openItem.issue} item ${gap.openItem.item})`,
      );
    }
  });

  it('given the page, then it shows every gap, the way to ask for help and the date of the last check', () => {
    renderStatement();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    const gaps = screen.getByRole('heading', { name: 'What does not work yet' }).nextElementSibling as HTMLElement;
    expect(within(gaps).getAllByRole('listitem')).toHaveLength(KNOWN_GAPS.length);
    for (const gap of KNOWN_GAPS) expect(gaps.querySelector(`[data-gap="${gap.id}"]`)?.textContent).toContain('WCAG');
    expect(screen.getByRole('link', { name: 'support@assay.test' }).getAttribute('href')).toBe(
      'mailto:support@assay.test',
    );
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(LAST_CHECKED);
  });

  it('given the date of the last check, then it is a real day, not in the future, and D210 gives the same', () => {
    const day = new Date(`${LAST_CHECKED}T00:00:00Z`);
    expect(Number.isNaN(day.getTime())).toBe(false);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
    expect(d210).toContain(`last checked ${LAST_CHECKED}`);
  });
});
