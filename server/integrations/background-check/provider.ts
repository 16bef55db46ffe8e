/**
 * The one small interface a background-check provider adapter offers (D237). The manual default
 * needs none of it: staff record the outcome themselves. Every call fails with a
 * BackgroundCheckError carrying the provider's own reason and whether trying again may help.
 */

export interface ProviderCredentials {
  apiUrl: string;
  apiKey: string;
}

export interface ProviderInvitation {
  candidateRef: string;
  invitationRef: string;
  invitationUrl: string;
}

export type ProviderReportStatus = 'pending' | 'complete' | 'suspended' | 'dispute' | 'canceled';

export interface ProviderReport {
  reportRef: string;
  status: ProviderReportStatus;
  result: '' | 'clear' | 'consider';
}

export interface ProviderInvitationState {
  status: 'pending' | 'completed' | 'expired' | 'deleted';
  reportRef: string;
}

export interface CandidateDetails {
  /** Ours, so a retried call creates nothing twice. */
  idempotencyKey: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface BackgroundCheckProviderAdapter {
  /** Checks the credentials; answers the provider's name for the account. */
  testConnection(credentials: ProviderCredentials): Promise<string>;
  /** The candidate at the provider; answers its id. */
  createCandidate(credentials: ProviderCredentials, candidate: CandidateDetails): Promise<string>;
  /** Invites the candidate to the package; answers the invitation and its link. */
  createInvitation(
    credentials: ProviderCredentials,
    invitation: { idempotencyKey: string; candidateRef: string; packageSlug: string },
  ): Promise<Omit<ProviderInvitation, 'candidateRef'>>;
  invitation(credentials: ProviderCredentials, invitationRef: string): Promise<ProviderInvitationState>;
  report(credentials: ProviderCredentials, reportRef: string): Promise<ProviderReport>;
  /** The report's PDF as the provider keeps it. */
  reportFile(credentials: ProviderCredentials, reportRef: string): Promise<{ bytes: Buffer; contentType: string }>;
  /** Whether `signature` is the provider's signature of `rawBody` for this key. */
  verifySignature(apiKey: string, rawBody: Buffer, signature: string): boolean;
}

export class BackgroundCheckError extends Error {
  constructor(
    message: string,
    /** Whether the same call may succeed later (the provider down or slow); false for refused credentials or input. */
    readonly retryable: boolean,
    /** The provider refused the credentials. */
    readonly isAuthFailure = false,
  ) {
    super(message);
  }
}
