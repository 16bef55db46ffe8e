/**
 * One interface for every SMS provider (D236): send one message, collect what the provider holds
 * for us (replies and delivery reports), and test the connection. The adapters are smpp.ts (an
 * SMSC over SMPP 3.4/5.0) and http-sms.ts (the HTTP API shape); without either, messages stay in
 * the company's outbox (server/modules/sms). Each call opens, uses and closes its own connection,
 * so the job queue can run it anywhere and repeat it.
 */
import { publicAddressesOf, OutboundAddressError } from '../outbound-address.ts';

export interface SmsCredentials {
  adapter: 'smpp' | 'http';
  address: string;
  username: string;
  secret: string;
}

export interface OutgoingSms {
  from: string;
  to: string;
  body: string;
}

export type InboundEvent =
  | { kind: 'message'; providerId: string; from: string; to: string; text: string }
  | { kind: 'receipt'; providerId: string; delivered: boolean; error: string };

/**
 * A provider's refusal or fault, with its reason as the provider gave it. `permanent`: the same
 * message will never go (a bad number, a refused text); otherwise a retry may work (down, slow,
 * credentials refused, throttled).
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface SmsAdapter {
  send(message: OutgoingSms): Promise<{ providerId: string }>;
  /** What the provider holds for us now (SMPP: deliver_sm pushed while bound; HTTP: none, it posts them). */
  poll(): Promise<InboundEvent[]>;
  test(): Promise<void>;
}

/** Every call gives up after this long: a slow provider fails the attempt, and the queue retries. */
export const SMS_TIMEOUT_MS = 10_000;

let allowPrivate = false;
/** SMS_ALLOW_PRIVATE=1 (tests, an internal SMSC): the provider may be on a private network address. Set from the config. */
export function setSmsNetworkPolicy(policy: { allowPrivate: boolean }): void {
  allowPrivate = policy.allowPrivate;
}

/** A company admin types the address and the server connects to it: by default not inside our network. */
export async function assertReachable(hostname: string): Promise<void> {
  if (allowPrivate) return;
  try {
    await publicAddressesOf(hostname);
  } catch (error) {
    if (!(error instanceof OutboundAddressError)) throw error;
    throw new SmsError(
      error.reason === 'private'
        ? 'The provider’s address points to a private network address.'
        : 'The provider’s address was not found.',
    );
  }
}
