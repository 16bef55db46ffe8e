/**
 * What every kind of company template shares (scoring criteria, screening questions, messages):
 * one not-found for a template out of reach and one refusal for a taken name; the company row is
 * locked (lockCompany, server/db/company-lock.ts) while a new template's name is checked, so two
 * creates cannot both take it. Who may read and change templates (D140) is declared on their
 * endpoints: `company-settings` to change them, `company-templates` (settings or requisition
 * access) to read them to start from.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { HttpError, notFound } from '../../http/http-error.ts';

/** The 404 for a template out of reach (server/http/resource-access.ts answers the same). */
export const templateNotFound = () => notFound('Template not found');

const NAME_TAKEN = 'Another template already has this name.';

/** Refuses a name another template of the company already has (the client shows it by the name field). */
export function assertNameFree(taken: boolean): void {
  if (taken) throw new HttpError(409, ErrorCode.nameTaken, NAME_TAKEN, [{ prop: 'name', message: NAME_TAKEN }]);
}

/**
 * A template the access layer checked (the endpoint's `resource`, decision D219), as reloaded in
 * the change's transaction: 404 when it went since.
 */
export function stillThere<T>(found: T | undefined): T {
  if (!found) throw templateNotFound();
  return found;
}
