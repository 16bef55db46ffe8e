/**
 * Background checks (D237): the company's Checkr-shaped provider account. Connected when its key
 * is stored and its last test passed, failing with the provider's reason when it did not; the
 * default is the manual check (staff record the outcome and attach the report). Testing calls the
 * provider with the stored key.
 */
import { checkConnection, connectionOf } from '../../background-checks/index.ts';
import { oneConnectionKind } from '../integration-kind.ts';

export const backgroundCheckKind = oneConnectionKind('background_check', connectionOf, checkConnection);
