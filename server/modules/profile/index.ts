/** The profile module's face (D352): what code outside its folder may use. */
export { formQuestions } from './profile-questions.ts';
export { profileWithResume, updateProfile } from './profile.service.ts';
