/**
 * Short names of the equal-opportunity questions and groups for the adverse-impact tables (the
 * candidate's screen asks in full sentences; a table column needs a word or two). The groups are
 * named as the bias audit's tables name them (src/ui/bias-audit-tables/eeoc-groups.ts).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { EEOC_GROUPS } from '../../ui/bias-audit-tables/eeoc-groups.ts';

const QUESTIONS: Record<string, MessageDescriptor> = {
  gender: msg`Gender`,
  race_ethnicity: msg`Race or ethnicity`,
  veteran_status: msg`Veteran status`,
  disability: msg`Disability`,
};

export function useEeocLabels() {
  const { i18n } = useLingui();
  return {
    question: (code: string) => (QUESTIONS[code] ? i18n._(QUESTIONS[code]) : code),
    group: (code: string) => (EEOC_GROUPS[code] ? i18n._(EEOC_GROUPS[code]) : code),
  };
}
