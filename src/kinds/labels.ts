/**
 * Every activity kind's name in the visitor's language, once (issue 42 item 1): one line per kind,
 * its labels in its own feature folder (`src/features/<kind>/<kind>.label.ts`). The job link's
 * route passes `kindLabelOf` to its page. Kept apart from the kinds' candidate definitions
 * (src/kinds/candidate.ts): the job link is a first screen and loads only the names
 * (bench/budget.json). Their messages are in the main catalog (lingui.config.ts).
 */
import type { MessageDescriptor } from '@lingui/core';
import { questionnaireLabels } from '../features/questionnaire/questionnaire.label.ts';
import { screeningQuestionsLabels } from '../features/screening-questions/screening-questions.label.ts';
import { eeocLabels } from '../features/eeoc/eeoc.label.ts';
import { applicationFormLabels } from '../features/profile/application-form.label.ts';
import { typingTestLabels } from '../features/typing-test/typing-test.label.ts';
import { speedTestLabels } from '../features/speed-test/speed-test.label.ts';
import { skillsTestLabels } from '../features/skills-test/skills-test.label.ts';
import { videoAnswerLabels } from '../features/video-answer/video-answer.label.ts';
import { languageTestLabels } from '../features/language-test/language-test.label.ts';
import { onboardingLabels } from '../features/onboarding/onboarding.label.ts';
import { interviewLabels } from '../features/interview-scheduling/interview.label.ts';
import { offerLabels } from '../features/offers/offer.label.ts';

const KIND_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  ...questionnaireLabels,
  ...screeningQuestionsLabels,
  ...eeocLabels,
  ...applicationFormLabels,
  ...typingTestLabels,
  ...speedTestLabels,
  ...skillsTestLabels,
  ...videoAnswerLabels,
  ...languageTestLabels,
  ...onboardingLabels,
  ...interviewLabels,
  ...offerLabels,
};

/** A kind's name (the job link's list of a plan's activities); undefined for a type no kind names. */
export function kindLabelOf(type: string): MessageDescriptor | undefined {
  return Object.hasOwn(KIND_LABELS, type) ? KIND_LABELS[type] : undefined;
}
