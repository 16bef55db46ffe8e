/**
 * What a company asks applicants before an offer about their date of birth and gender (D267):
 * 'required' (the spec's rule), 'optional' or 'not_asked', per field. Companies that
 * exist keep the spec's rule they had (nothing changes under them until an admin chooses); a
 * company made from now on starts with date of birth not asked and gender optional. Gender may
 * now be "Prefer not to say" where it is optional.
 */
import { sql, type Kysely } from 'kysely';

const MODES = `('required', 'optional', 'not_asked')`;

const statements = [
  `alter table accounts
     add column applicant_dob_rule text not null default 'required' check (applicant_dob_rule in ${MODES}),
     add column applicant_gender_rule text not null default 'required' check (applicant_gender_rule in ${MODES})`,
  `alter table accounts alter column applicant_dob_rule set default 'not_asked'`,
  `alter table accounts alter column applicant_gender_rule set default 'optional'`,
  `alter table user_profiles drop constraint user_profiles_gender_check`,
  `alter table user_profiles add constraint user_profiles_gender_check
     check (gender in ('Male', 'Female', 'Prefer not to say'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`update user_profiles set gender = null where gender = 'Prefer not to say'`).execute(db);
  await sql.raw('alter table user_profiles drop constraint user_profiles_gender_check').execute(db);
  await sql
    .raw(`alter table user_profiles add constraint user_profiles_gender_check check (gender in ('Male', 'Female'))`)
    .execute(db);
  await sql.raw('alter table accounts drop column applicant_dob_rule, drop column applicant_gender_rule').execute(db);
}
