/**
 * One push board's API, whatever its shape (D239): test the credentials, create or update a
 * posting, close it, and read its state back. A new shape is one more file beside postings-json.ts
 * and one entry in ADAPTERS; the queue job and the screens stay as they are.
 */
export interface BoardConnection {
  endpointUrl: string;
  apiKey: string;
}

/** What a board is sent for one posting: everything a board needs to show it and send applicants back. */
export interface BoardPosting {
  /** Ours, unique per board and posting, so a repeated create is recognised by the board. */
  reference: string;
  title: string;
  description_html: string;
  company: string;
  location: string | null;
  is_remote: boolean;
  remote_country: string | null;
  employment_type: string;
  language: string;
  salary: { currency: string; min: number | null; max: number | null; period: string | null } | null;
  valid_through: string | null;
  date_posted: string;
  /** The posting's public page, with the board as its source. */
  url: string;
  /** The requisition's own link with the board as its source: applications count under the board. */
  apply_url: string;
}

/** Where the board stands with a posting: waiting for its review, shown, refused, or taken down. */
export type RemoteState = 'pending' | 'live' | 'rejected' | 'closed';

export interface RemotePosting {
  remoteId: string;
  state: RemoteState;
  url: string;
  /** The board's reason, when it refused the posting. */
  reason: string;
}

/**
 * A board's refusal or a fault on the way, in words for staff (the board's own reason when it gave
 * one). `retryable`: trying the same thing later may work (down, slow, overloaded); otherwise
 * something must change first (credentials, the posting).
 */
export class BoardError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The board's HTTP status, when it answered one. */
    readonly httpStatus = 0,
  ) {
    super(message);
  }
}

export interface BoardAdapter {
  /** Checks the address and the API key; resolves with the board account's name. */
  test(connection: BoardConnection): Promise<string>;
  /** Creates the posting (remoteId empty) or replaces it; a create repeated with one reference gives the same posting. */
  publish(connection: BoardConnection, posting: BoardPosting, remoteId: string): Promise<RemotePosting>;
  /** Takes it down; one the board no longer knows counts as closed. */
  close(connection: BoardConnection, remoteId: string): Promise<void>;
  /** Reads its state now. */
  status(connection: BoardConnection, remoteId: string): Promise<RemotePosting>;
}
