/**
 * The job-team module's face (D352, D373): a requisition's or a pathway's hiring team, what code
 * outside its folder may use. Below job and pathway, which both manage a team through it.
 */
export { addTeamMember, addTeamMemberTo, removeTeamMember, setTeamMemberNotification } from './job-team.service.ts';
export { findTeamMember, insertTeamMember, listCompanyStaff, listTeam } from './job-team.store.ts';
