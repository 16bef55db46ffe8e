/** The data-import module's face (D352): what code outside its folder may use. */
export { dataImportHandler } from './data-import.jobs.ts';
export {
  DATA_IMPORT_JOB,
  IMPORT_DIR,
  dryRun,
  removeExpiredImportFiles,
  runImport,
  uploadImport,
} from './data-import.service.ts';
