/** The password rule of seed 000 section 5, shared by the sign-up and reset forms and the server. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;

export type PasswordProblem = 'too_short' | 'no_uppercase' | 'no_number' | 'no_special' | 'mismatch';

export function passwordProblems(password: string, confirmation?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('too_short');
  if (!/[A-Z]/.test(password)) problems.push('no_uppercase');
  if (!/[0-9]/.test(password)) problems.push('no_number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('no_special');
  if (confirmation !== undefined && confirmation !== password) problems.push('mismatch');
  return problems;
}

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}
