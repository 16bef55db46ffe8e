/**
 * A candidate's profile as the server sends it (GET /api/user/v1/profile/{id}/), for the profile
 * form's tests: Maria Garcia with her name and email only, and what each test changes over it.
 */
import type { Profile } from '../../../../contracts/profile.ts';

export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7,
    first_name: 'Maria',
    last_name: 'Garcia',
    email: 'maria@example.com',
    email2: null,
    dob: null,
    gender: null,
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
    ...overrides,
  };
}
