import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EmailAddress } from './email-address.tsx';

afterEach(() => cleanup());

// A tester found that on the scorecard the address broke mid-word ("overflow-wrap: anywhere").
describe('an e-mail address in a narrow column', () => {
  it('given an address, then it may wrap only after the @ and before each dot, and reads whole', () => {
    const { container } = render(<EmailAddress email="maria.garcia@assay.test" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('maria.garcia@assay.test');
    expect(span.innerHTML).toBe('maria<wbr>.garcia@<wbr>assay<wbr>.test');
    expect(span.style.overflowWrap).toBe('break-word');
  });
});
