/** A language test's reading part of one question, as the server sends it, for the screen's component tests. */
import type { LanguagePart } from '../../../../contracts/language-test.ts';

export const readingPart = (vendorAssessmentId: number, externalId: string): LanguagePart => ({
  vendor_assessment_id: vendorAssessmentId,
  external_vendor_asmt_id: externalId,
  assessment_type: 'reading',
  language: 'en',
  instruction_language: 'en',
  status: 'in_progress',
  sign_in_link: '',
  title: 'Reading',
  instructions: 'Read and answer.',
  items: [
    {
      item_id: 'r1',
      stimulus_id: 's1',
      stimulus: 'The shop opens at nine.',
      question: 'When does the shop open?',
      options: [
        { option_id: 'a', text: 'At nine' },
        { option_id: 'b', text: 'At ten' },
      ],
    },
  ],
  completed_at: null,
});
