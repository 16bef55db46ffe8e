/**
 * Job-posting distribution (D239; seed 001 settings job-board-detail/{id}). A job
 * board is read by the board (`pull`: its XML feed, contracts/job-boards.ts) or sent each posting
 * (`push`) through an adapter: the board's API address and key (the key is never sent back: only
 * whether one is kept). Per board and posting: what was sent and when, the board's id and address
 * for it, its state (queued, sent: the board has it but has not shown it yet, live, failed with the
 * board's reason, closed), and the applications that came through the board to its requisition.
 *
 * Who: company settings access at the board's company, and provider admins; another company's
 * staff get 404, the company's others 403. Every change is audited.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const BOARD_DELIVERIES = ['pull', 'push'] as const;
export type BoardDelivery = (typeof BOARD_DELIVERIES)[number];
export const PUSH_STATUSES = ['queued', 'sent', 'live', 'failed', 'closed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export const CONNECTION_STATUSES = ['unchecked', 'connected', 'failing'] as const;
export const ENDPOINT_URL_MAX = 500;
export const API_KEY_MAX = 500;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const PushedPostingSchema = z.object({
  job_posting_id: z.number(),
  job_id: z.nullable(z.number()),
  title: z.string(),
  status: z.enum(PUSH_STATUSES),
  /** The board's id for the posting and its page there; empty until the board answered. */
  remote_id: z.string(),
  remote_url: z.string(),
  /** The board's reason for the last failure (or refusal); empty otherwise. */
  last_error: z.string(),
  /** When it was last sent; null when nothing was sent yet. */
  sent_at: z.nullable(z.string()),
  queued_at: z.string(),
  /** A few fields of what was last sent, and the digest of the whole. */
  sent: z.object({ title: z.string(), location: z.string(), apply_url: z.string(), digest: z.string() }),
  /** Applications to the posting's requisition that came through this board. */
  applications: z.number(),
});
export type PushedPosting = z.infer<typeof PushedPostingSchema>;

export const SourceCountSchema = z.object({ job_id: z.number(), job_title: z.string(), applications: z.number() });

export const BoardDistributionSchema = z.object({
  job_board_id: z.number(),
  delivery: z.enum(BOARD_DELIVERIES),
  endpoint_url: z.string(),
  has_api_key: z.boolean(),
  connection_status: z.enum(CONNECTION_STATUSES),
  /** The board's reason for the last failed check; empty otherwise. */
  connection_error: z.string(),
  checked_at: z.nullable(z.string()),
  /** What was sent to a push board, newest first (empty for a feed nobody pushed to). */
  postings: z.array(PushedPostingSchema),
  /** Applications whose source is this board, by requisition, most first. */
  applications_by_requisition: z.array(SourceCountSchema),
  /** The source those applications count under (the board's name). */
  source_name: z.string(),
});
export type BoardDistribution = z.infer<typeof BoardDistributionSchema>;

export const SaveBoardConnectionBody = z.object({
  delivery: z.enum(BOARD_DELIVERIES),
  endpoint_url: z.string().check(z.trim(), z.maxLength(ENDPOINT_URL_MAX)),
  /** Empty keeps the key already kept (for the same address only). */
  api_key: z.string().check(z.maxLength(API_KEY_MAX)),
});
export type SaveBoardConnection = z.infer<typeof SaveBoardConnectionBody>;

export const getDistribution = defineEndpoint({
  method: 'GET',
  path: '/account/v1/job-board/{id}/distribution/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary:
    "A board's delivery (feed or push), its connection's state, what was sent to it per posting and the applications it brought",
  params: z.object({ id }),
  response: BoardDistributionSchema,
});

export const saveConnection = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/job-board/{id}/connection/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary:
    "Makes a board a feed it reads or a push board (its API address and key), tests a push board's key at once and queues its postings",
  params: z.object({ id }),
  body: SaveBoardConnectionBody,
  response: BoardDistributionSchema,
});

export const testConnection = defineEndpoint({
  method: 'POST',
  path: '/account/v1/job-board/{id}/connection/test/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary: "Checks a push board's address and API key now; the board's reason is kept when it fails",
  params: z.object({ id }),
  response: BoardDistributionSchema,
});

export const retryPosting = defineEndpoint({
  method: 'POST',
  path: '/account/v1/job-board/{id}/distribution/{postingId}/retry/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary: 'Queues sending (or closing) one posting at a push board again now',
  params: z.object({ id, postingId: id }),
  response: BoardDistributionSchema,
});
