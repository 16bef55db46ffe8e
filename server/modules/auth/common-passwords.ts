/**
 * Refuses the passwords attackers try first (D205): zxcvbn-ts with its offline
 * common-password and diceware lists (@zxcvbn-ts/language-common) estimates how many guesses a
 * password takes; under 10^8 (zxcvbn score below 3) it is on, or one small change from, a list
 * of leaked passwords ("Password1!", "Summer2024!", "P@ssw0rd1"). Server-side only: the lists
 * weigh about a megabyte and stay out of every browser bundle. The length and character rules of
 * contracts/password-rule.ts still apply first.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

const MIN_SCORE = 3;
/** zxcvbn's time grows with the length; the rule's own maximum is 256, and a long password is not a listed one. */
const CHECKED_LENGTH = 100;

let factory: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  if (password.length > CHECKED_LENGTH) return false;
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return factory.check(password, [...userInputs]).score < MIN_SCORE;
}
