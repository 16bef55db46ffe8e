/**
 * Messaging (SMS) (D236): the company's one provider (SMPP or the HTTP shape). Connected when it
 * has one, failing with the provider's reason when its last use failed; the default is the outbox.
 * Testing binds to the SMSC, or asks the HTTP API for the account.
 */
import { checkConnection, connectionOf } from '../../sms/index.ts';
import { oneConnectionKind } from '../integration-kind.ts';

export const messagingKind = oneConnectionKind('messaging', connectionOf, checkConnection);
