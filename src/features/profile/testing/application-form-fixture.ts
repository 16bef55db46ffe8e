/**
 * An application form as the server sends it to a candidate, for the form screen's component tests:
 * Lea Se's profile, nothing uploaded, and what each test changes over it (its activity, its type,
 * its company fields).
 */
import type { ApplicationForm } from '../../../../contracts/application-form.ts';

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
    profile: {
      user_id: 9,
      first_name: 'Lea',
      last_name: 'Se',
      email: 'lea@lease.test',
      email2: null,
      dob: '1994-03-04',
      gender: 'Female',
      jobtitle: null,
      city: null,
      state_code: null,
      zip: null,
      country_code: null,
      start_date: null,
      end_date: null,
      separation_reason: null,
      separation_type_id: null,
      separation_note: null,
      supervisor_email: null,
      employment_type_id: null,
      phone_number: null,
      is_opt_in: false,
      linkedin_url: null,
      resume: null,
    },
    resume: null,
    custom_fields: [],
    ...changes,
  };
}
