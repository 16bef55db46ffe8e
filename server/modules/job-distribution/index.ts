/** The job-distribution module's face (D352): what code outside its folder may use. */
export {
  JOB_DISTRIBUTION_JOB,
  jobDistributionHandler,
  jobDistributionSweep,
  requestBoardDistribution,
  requestPostingDistribution,
} from './job-distribution.jobs.ts';
export { checkBoard } from './job-distribution.service.ts';
export { failedPushes, pushBoardsOfAccount } from './job-distribution.store.ts';
