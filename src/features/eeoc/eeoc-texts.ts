/** The EEOC questions and choices are product texts: the server sends codes, the texts live here in every language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const QUESTION_TEXT: Record<string, MessageDescriptor> = {
  gender: msg`What is your gender?`,
  race_ethnicity: msg`What is your race or ethnicity?`,
  veteran_status: msg`What is your veteran status?`,
  disability: msg`Do you have a disability, or have you had one in the past?`,
};

export const QUESTION_HINT: Record<string, MessageDescriptor> = {
  veteran_status: msg`A protected veteran is one who served on active duty and belongs to a group protected by the Vietnam Era Veterans' Readjustment Assistance Act.`,
  disability: msg`A disability is a condition that substantially limits one or more major life activities.`,
};

export const OPTION_TEXT: Record<string, Record<string, MessageDescriptor>> = {
  gender: { female: msg`Female`, male: msg`Male`, non_binary: msg`Non-binary` },
  race_ethnicity: {
    hispanic_latino: msg`Hispanic or Latino`,
    white: msg`White`,
    black_african_american: msg`Black or African American`,
    asian: msg`Asian`,
    american_indian_alaska_native: msg`American Indian or Alaska Native`,
    native_hawaiian_pacific_islander: msg`Native Hawaiian or Other Pacific Islander`,
    two_or_more: msg`Two or more races`,
  },
  veteran_status: {
    protected_veteran: msg`I am a protected veteran`,
    not_protected_veteran: msg`I am not a protected veteran`,
  },
  disability: { yes: msg`Yes, I have a disability (or had one in the past)`, no: msg`No, I do not have a disability` },
};

export const DECLINE_TEXT = msg`I do not wish to answer`;
