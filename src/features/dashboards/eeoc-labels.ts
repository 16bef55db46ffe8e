/**
 * Short names of the equal-opportunity questions and groups for the adverse-impact tables (the
 * candidate's screen asks in full sentences; a table column needs a word or two).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

const QUESTIONS: Record<string, MessageDescriptor> = {
  gender: msg`Gender`,
  race_ethnicity: msg`Race or ethnicity`,
  veteran_status: msg`Veteran status`,
  disability: msg`Disability`,
};

const GROUPS: Record<string, MessageDescriptor> = {
  female: msg`Female`,
  male: msg`Male`,
  non_binary: msg`Non-binary`,
  hispanic_latino: msg`Hispanic or Latino`,
  white: msg`White`,
  black_african_american: msg`Black or African American`,
  asian: msg`Asian`,
  american_indian_alaska_native: msg`American Indian or Alaska Native`,
  native_hawaiian_pacific_islander: msg`Native Hawaiian or Other Pacific Islander`,
  two_or_more: msg`Two or more races`,
  protected_veteran: msg`Protected veteran`,
  not_protected_veteran: msg`Not a protected veteran`,
  yes: msg`With a disability`,
  no: msg`Without a disability`,
  not_disclosed: msg`Not disclosed`,
};

export function useEeocLabels() {
  const { i18n } = useLingui();
  return {
    question: (code: string) => (QUESTIONS[code] ? i18n._(QUESTIONS[code]) : code),
    group: (code: string) => (GROUPS[code] ? i18n._(GROUPS[code]) : code),
  };
}
