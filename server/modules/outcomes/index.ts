/** The outcomes module's face (D352): what code outside its folder may use. */
export { jobProfileSchedulesJob } from './outcome-schedules.ts';
export { saveScale } from './performance-scale.service.ts';
