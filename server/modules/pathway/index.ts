/** The pathway module's face (D352): what code outside its folder may use. */
export { expandPathwayRoles, type TrackerOfUser } from './pathway-questionnaire.ts';
export { createPathway } from './pathway-setup.service.ts';
