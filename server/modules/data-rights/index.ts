/** The data-rights module's face (D352): what code outside its folder may use. */
export { DATA_EXPORT_JOB, dataExportHandler, retentionSweepJob } from './data-rights.jobs.ts';
export { EXPORT_DIR } from './export.service.ts';
export { erasePerson } from './erasure.service.ts';
