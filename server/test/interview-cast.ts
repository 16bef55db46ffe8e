/**
 * The demo's cast for the interview-scheduling tests (the panel's week, the recruiter's day):
 * Demo Company's owner, recruiter and interviewer, Other Company's owner and the candidate Maria
 * García, each signed in; and office hours, Monday to Friday 09:00-17:00 UTC, for the staff a test
 * books. Each test file kept its own copy of these sign-ins and hours before.
 */
import { expect } from 'vitest';
import type { SignedIn } from './staff-roles.ts';
import type { TestApp } from './test-app.ts';

/**
 * Maria's application (tracker 3) to job 1, Customer Support Specialist, whose plan has no interview
 * activity: the recruiter is on its team, the interviewer is not.
 */
export const MARIA = 3;

export interface InterviewCast {
  owner: SignedIn;
  recruiter: SignedIn;
  interviewer: SignedIn;
  otherOwner: SignedIn;
  /** Maria García, the candidate of application MARIA. */
  candidate: SignedIn;
}

export async function signInInterviewCast(t: TestApp): Promise<InterviewCast> {
  const [owner, recruiter, interviewer, otherOwner, candidate] = await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
      'maria.garcia@assay.test',
    ].map((email) => t.signIn(email)),
  );
  return {
    owner: owner!,
    recruiter: recruiter!,
    interviewer: interviewer!,
    otherOwner: otherOwner!,
    candidate: candidate!,
  };
}

/** Saves each one's own interview hours: Monday to Friday, 09:00 to 17:00 UTC, no exceptions. */
export async function setOfficeHours(t: TestApp, people: readonly SignedIn[]): Promise<void> {
  const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
  for (const who of people) {
    const saved = await t.request({
      method: 'PUT',
      url: '/api/interviews/v1/my-availability/',
      token: who.token,
      body: { time_zone: 'UTC', weekly, exceptions: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}
