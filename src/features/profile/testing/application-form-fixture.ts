/**
 * An application form as the server sends it to a candidate, for the form screen's component tests:
 * Lea Se's profile, nothing uploaded, and what each test changes over it (its activity, its type,
 * its company fields).
 */
import type { ApplicationForm } from '../../../../contracts/application-form.ts';
import { profileFixture } from './profile-fixture.ts';

export function applicationFormOf(
  refId: string,
  activityId: number,
  changes: Partial<ApplicationForm> = {},
): ApplicationForm {
  return {
    ref_id: refId,
    job_step_activity_id: activityId,
    activity_type: 'form',
    title: 'Application form',
    is_completed: false,
    job_title: 'Customer Support Specialist',
    account_name: 'Demo Company',
    is_resume_required: false,
    is_linkedin_required: false,
    profile: profileFixture({
      user_id: 9,
      first_name: 'Lea',
      last_name: 'Se',
      email: 'lea@lease.test',
      dob: '1994-03-04',
      gender: 'Female',
    }),
    resume: null,
    custom_fields: [],
    ...changes,
  };
}
