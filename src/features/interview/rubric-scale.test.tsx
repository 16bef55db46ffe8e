import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RubricScale } from './rubric-scale.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const attribute = {
  attribute_type_id: 11,
  name: 'Servicio al cliente',
  levels: [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Kit anchor ${level}` })),
};
const own = [1, 2, 3, 4, 5].map((level) => ({
  level,
  label: `Nivel ${level}`,
  description: `Descripción del nivel ${level}`,
}));

function renderScale(requisitionLevels: typeof own | undefined, onChange = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <RubricScale attribute={attribute} requisitionLevels={requisitionLevels} value={undefined} onChange={onChange} />
    </I18nProvider>,
  );
  return onChange;
}

describe('an attribute on the interview screen', () => {
  it('given the requisition’s own levels, then each choice names the kit anchor and the requisition’s label and description as stored, and picking one gives its level', () => {
    const onChange = renderScale(own);
    const group = screen.getByRole('group', { name: 'Servicio al cliente' });
    expect(group.textContent).toContain('this requisition’s own description');
    const four = screen.getByRole('radio', { name: /^4 Kit anchor 4 Nivel 4 ?: Descripción del nivel 4$/ });
    fireEvent.click(four);
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('given none, then only the kit anchors show', () => {
    renderScale(undefined);
    expect(screen.getByRole('radio', { name: '2 Kit anchor 2' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Nivel');
    expect(document.body.textContent).not.toContain('own description');
  });
});
