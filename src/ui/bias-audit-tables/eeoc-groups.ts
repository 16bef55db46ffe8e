/**
 * The short names of the equal-opportunity groups, one table for every page that names them: the
 * bias audit's tables (sex, race or ethnicity, and their intersections; the staff page and the
 * public summary) and the staff dashboards' adverse-impact tables, which add veteran status and
 * disability. The candidate's own questions ask in full sentences; a table needs a word or two.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const EEOC_GROUPS: Record<string, MessageDescriptor> = {
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
