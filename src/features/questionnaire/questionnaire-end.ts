/** The questionnaire after its last question (questions-screen.tsx loads it as one chunk). */
export { ReviewStep } from './review-step.tsx';
export { SubmissionState } from './submission-state.tsx';
