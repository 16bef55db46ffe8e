/**
 * The user module's face (D331): what other modules, the HTTP layer and the seed may take from
 * server/modules/user/. Outside this folder only this file is imported (dependency-cruiser's
 * `module-face` rule); the app registers `registerUserRoutes` from user.routes.ts itself, since a
 * face that re-exported the routes would tie every importer to the routes' own imports.
 */
export type { LoadedUser } from './user.store.ts';
export { findUserByEmail, loadUser, onlySuspendedCompanies } from './user.store.ts';
