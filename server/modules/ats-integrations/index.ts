/** The ats-integrations module's face (D352): what code outside its folder may use. */
export { ATS_RESULT_JOB, atsResultHandler, listenForCompletedTrackers } from './ats-results.ts';
