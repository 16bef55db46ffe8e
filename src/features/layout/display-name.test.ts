import { describe, expect, it } from 'vitest';
import { fullName, initials, truncateName } from './display-name.ts';

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

describe('initials', () => {
  it('given a first and last name, then their first letters in capitals, for the header on a phone', () => {
    expect(initials({ first_name: 'camille', last_name: ' Candidate' })).toBe('CC');
    expect(initials({ first_name: 'Kim', last_name: '' })).toBe('K');
  });
});
