/**
 * The resume module's face (D352): what code outside its folder may use. Storing an uploaded file
 * (its kind judged from its bytes, its name cleaned, swept when nothing names it) serves every
 * upload, not only resumes.
 */
export {
  cleanFileName,
  detectResumeKind,
  isPlainText,
  removeStoredIn,
  RESUME_DIR,
  sha256Hex,
  storeFileIn,
  sweepOrphanFiles,
  sweepOrphanResumeFiles,
} from './resume-file.ts';
export { allStoredPaths, resumeOfUser } from './resume.store.ts';
