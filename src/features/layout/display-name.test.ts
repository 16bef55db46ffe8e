import { describe, expect, it } from 'vitest';
import { fullName, truncateName } from './display-name.ts';

describe('navbar names', () => {
  it('given a name of 15 characters or fewer, when shown in the navbar, then it is shown whole', () => {
    expect(truncateName('Ana Lopez')).toBe('Ana Lopez');
    expect(truncateName('Abcdefghijklmno')).toBe('Abcdefghijklmno');
  });

  it('given a longer name, when shown in the navbar, then it is cut at 15 characters with an ellipsis', () => {
    expect(truncateName('Maximiliana Fitzgerald')).toBe('Maximiliana Fit…');
  });

  it('given first and last names, when combined, then they are joined by one space', () => {
    expect(fullName({ first_name: 'Ana', last_name: 'Lopez' })).toBe('Ana Lopez');
  });
});
