/**
 * Search-param pieces shared by route files. A malformed value is dropped rather than breaking
 * the page: these come from links in emails and other sites.
 */
import * as z from 'zod/mini';

/**
 * An id or uuid from the query. The router parses JSON-looking values, so `?dId=12` arrives as a
 * number; it stays one (coercing to text would make the router rewrite the URL as `dId=%2212%22`).
 * Read it with String(value).
 */
export const optionalText = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);

export const EMAIL_EDITOR_TABS = ['email-body', 'details', 'plain-text', 'test-data'] as const;
