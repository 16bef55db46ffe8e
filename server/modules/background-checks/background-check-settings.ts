/**
 * What background checks take from the deployment's config (CHECKR_API_URL, CHECKR_TIMEOUT_MS,
 * PUBLIC_URL), set once when the app is built, and the adapter in use: Checkr's API shape (D237).
 */
import { checkr, setCheckrTimeout } from '../../integrations/background-check/checkr.ts';
import type {
  BackgroundCheckProviderAdapter,
  ProviderCredentials,
} from '../../integrations/background-check/provider.ts';
import type { ConnectionRow } from './background-checks.store.ts';

let apiUrl = 'https://api.checkr.com';
let publicUrl = 'http://localhost:3000';

export function setBackgroundCheckSettings(settings: { apiUrl: string; publicUrl: string; timeoutMs: number }): void {
  apiUrl = settings.apiUrl;
  publicUrl = settings.publicUrl.replace(/\/+$/, '');
  setCheckrTimeout(settings.timeoutMs);
}

export const providerApiUrl = (): string => apiUrl;
export const adapter: BackgroundCheckProviderAdapter = checkr;

export const credentialsOf = (connection: Pick<ConnectionRow, 'api_key'>): ProviderCredentials => ({
  apiUrl,
  apiKey: connection.api_key.reveal(),
});

/** Where the provider sends this company's events. */
export const webhookUrlOf = (accountId: number): string =>
  `${publicUrl}/api/integration/v1/background-checks/webhook/${accountId}/`;
