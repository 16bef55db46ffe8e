/** The questionnaire after its last question, and what the server refused (questions-screen.tsx loads it as one chunk). */
export { ReviewStep } from './review-step.tsx';
export { SubmissionState } from './submission-state.tsx';
export { RefusedAnswers, RefusedSubmission } from './refused-answers.tsx';
