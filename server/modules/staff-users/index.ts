/** The staff-users module's face (D352): what code outside its folder may use. */
export { inviteStaffIn } from './staff-users.service.ts';
export { insertInvitation, insertInvitedUser, invitationSender, setFlags, userIdByEmail } from './staff-users.store.ts';
