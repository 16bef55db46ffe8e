/** The background-checks module's face (D352): what code outside its folder may use. */
export { checkConnection } from './background-check-connection.service.ts';
export { setBackgroundCheckSettings } from './background-check-settings.ts';
export { BACKGROUND_CHECK_JOB_HANDLERS } from './background-checks.jobs.ts';
export { connectionOf, saveConnection } from './background-checks.store.ts';
