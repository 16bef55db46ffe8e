import { passwordProblems } from '../../../contracts/password-rule.ts';

export type PasswordCheckId = 'length' | 'uppercase' | 'number' | 'special' | 'match';

export interface PasswordCheck {
  id: PasswordCheckId;
  isMet: boolean;
}

/** The password rule (seed 000 section 5) as a checklist that ticks while the user types. */
export function passwordChecks(password: string, confirmation: string): PasswordCheck[] {
  const problems = new Set(passwordProblems(password, confirmation));
  return [
    { id: 'length', isMet: !problems.has('too_short') },
    { id: 'uppercase', isMet: !problems.has('no_uppercase') },
    { id: 'number', isMet: !problems.has('no_number') },
    { id: 'special', isMet: !problems.has('no_special') },
    // An empty confirmation does not "match" an empty password: nothing has been confirmed yet.
    { id: 'match', isMet: confirmation.length > 0 && !problems.has('mismatch') },
  ];
}
