/** A plan activity's kind in the visitor's language: the company's own titles are in its language only. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KIND_LABELS: Record<string, MessageDescriptor> = {
  form: msg`Application form`,
  resume: msg`Your resume`,
  eeoc: msg`Equal opportunity questions (voluntary)`,
  assessment: msg`Questionnaire`,
  questions: msg`Screening questions`,
  typing_test: msg`Typing test`,
  speed_test: msg`Internet speed test`,
  skills_test: msg`Skills test`,
  video: msg`Video answers`,
  language_test: msg`Language test`,
  onboarding: msg`Onboarding form`,
  interview: msg`Interview`,
  offer: msg`Offer`,
};
const OTHER = msg`Activity`;

export const activityLabel = (type: string): MessageDescriptor => KIND_LABELS[type] ?? OTHER;
