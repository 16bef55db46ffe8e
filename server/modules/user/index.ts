/**
 * The user module's face (D331): what other modules may take from server/modules/user/. Outside
 * this folder only this file is imported (dependency-cruiser's `module-face` rule); the app
 * registers `registerUserRoutes` from user.routes.ts itself, since a face that re-exported the
 * routes would tie every importer to the routes' own imports. The signed-in user's read lives
 * below the modules (server/db/signed-in-user.store.ts, D419), where the HTTP layer reads it; this
 * face hands it on to the modules that take it from here.
 */
export type { LoadedUser } from '../../db/signed-in-user.store.ts';
export { loadUser, onlySuspendedCompanies } from '../../db/signed-in-user.store.ts';
export { findUserByEmail } from './user.store.ts';
