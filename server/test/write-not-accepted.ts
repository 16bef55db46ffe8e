/**
 * The company's and provider's writes whose accepted request write-aims.ts does not build yet
 * (D366), each with why: write-accepted.test.ts requires every other write to be accepted from its
 * rightful sender, and fails when one of these is accepted, so the list only shrinks. The refusal
 * the sweep sees for one of these may still be the data's (a missing record), not its sender's.
 * Each reason quotes what the server answered the owner.
 */

/** The request names a record the Demo Company's seed does not hold, or not of the kind the path needs. */
const NO_RECORD = (answer: string) => `names no record of the kind it needs in the seed: "${answer}"`;
/** The body must follow rules its contract does not state (values that agree with each other or the data). */
const RULES = (answer: string) => `its values must follow rules the contract does not state: "${answer}"`;
/** The record named must first be in another state (a draft, a scheduled interview, nothing answered). */
const STATE = (answer: string) => `the record must be in another state first: "${answer}"`;
/**
 * A multipart form the walker does not send, or the record one makes: sent whole in its own case
 * of write-accepted.test.ts (the file, then what is done with what it made).
 */
const OWN_CASE = (what: string) => `sent in its own case of write-accepted.test.ts: ${what}`;
/** An outside service this test server has not set up. */
const NOT_SET_UP = (answer: string) => `an outside service not set up here: "${answer}"`;

export const NOT_ACCEPTED: Record<string, string> = {
  'POST /user-response/v1/raw-score-convert/': RULES(
    'Check answers.0.item_id: This item is not part of the assessment',
  ),
  'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/': OWN_CASE('the added document renamed'),
  'POST /smartreq/v1/video-answers/{userSmartreqId}/retry/{videoAnswerId}/': NO_RECORD('Answer not found'),
  'PUT /smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/': NO_RECORD('Answer not found'),
  'POST /account/v1/{accountId}/imports/{importId}/dry-run/': OWN_CASE('the uploaded import tried'),
  'POST /account/v1/{accountId}/imports/{importId}/run/': OWN_CASE('the uploaded import run'),
  'POST /job/v1/profiles/{jobId}/participants/': NO_RECORD('Job profile not found'),
  'POST /job/v1/profiles/{jobId}/participants/move/': NO_RECORD('Job profile not found'),
  'PUT /account/v1/account-field/{id}/': RULES('Check these fields: options, options_i18n.en, options_i18n.es,…'),
  'PUT /account/v1/account-fields/order/': RULES('The order must name every field of the group that is not archived,…'),
  'PUT /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/': RULES(
    'Check document_id: Choose one of this application’s documents',
  ),
  'POST /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/': STATE(
    'Only an invitation that could not be sent can be sent again',
  ),
  'POST /ai-writing/v1/suggestions/': NOT_SET_UP('Writing help is not set up on this server'),
  'POST /account/v1/job-board/{id}/connection/test/': RULES(
    'Check delivery: This board reads its feed: there is no API to test',
  ),
  'POST /account/v1/job-board/{id}/distribution/{postingId}/retry/': NO_RECORD(
    'Nothing was sent of this posting to this board',
  ),
  'POST /integration/v1/messaging/application/{userSmartreqId}/send/': RULES(
    'The candidate has no mobile number in international form (+ and…',
  ),
  'POST /smartreq/v2/email-applicants/': OWN_CASE('a multipart form'),
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/documents/': OWN_CASE('a multipart form'),
  'POST /account/v1/{accountId}/upload-for-import/': OWN_CASE('a multipart form'),
  'DELETE /smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/': OWN_CASE('the added document deleted'),
  'DELETE /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/': NO_RECORD(
    'Attribute not found: deleting its group, sent before it, took it away',
  ),
  'PUT /user-response/v1/outcome-questions/{id}/archive/': NO_RECORD('Outcome question not found'),
  'POST /smartreq/v1/move-applicants/': RULES('Check to_job_id: Some applicants are already in this requisition'),
};
