/** Background checks (D237): the error codes they carry beside the usual ones (contracts/error-codes.ts). */
export const BackgroundCheckErrorCode = {
  /** The provider is down, slow or refused the call: its reason is the message. */
  providerFailed: 'background_check_provider_failed',
  /** Another check of the application is still open. */
  checkOpen: 'background_check_open',
  webhookForged: 'webhook_signature_invalid',
  webhookMalformed: 'webhook_malformed',
  webhookStale: 'webhook_stale',
  webhookReplayed: 'webhook_replayed',
} as const;
