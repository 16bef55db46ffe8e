/**
 * Job-board feeds (seed 001 settings job-board and job-board-detail/{id}; seed 002 account family
 * job-board-summary). Each board is one XML feed of the company's open published postings, at
 * /careers/{career_slug}/feeds/{job_board_id}.xml, served only while the board is switched on; it
 * takes every published posting, or only those marked for job boards. Applications through a
 * board's links count under a source named after the board.
 *
 * Who: the company's staff with company_settings_access, and provider admins; another company's
 * staff get 404, the company's others 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const BOARD_INCLUDES = ['all', 'marked'] as const;
export type BoardIncludes = (typeof BOARD_INCLUDES)[number];
export const BOARD_NAME_MAX = 120;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const JobBoardSchema = z.object({
  job_board_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  is_enabled: z.boolean(),
  includes: z.enum(BOARD_INCLUDES),
  /** The feed's path (/careers/.../feeds/{id}.xml); the screen adds the host it is served from. */
  feed_path: z.string(),
  /** Postings the feed lists right now. */
  posting_count: z.number(),
  /** Read by the board (its feed) or sent each posting through its API (contracts/job-distribution.ts, D239). */
  delivery: z.enum(['pull', 'push']),
});
export type JobBoard = z.infer<typeof JobBoardSchema>;

export const SaveBoardBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  is_enabled: z.boolean(),
  includes: z.enum(BOARD_INCLUDES),
});
export type SaveBoard = z.infer<typeof SaveBoardBody>;

export const listBoards = defineEndpoint({
  method: 'GET',
  path: '/account/v1/job-board-summary/',
  access: 'company-settings',
  summary:
    "The company's job-board feeds (a first, switched-off one is made when it has none) and its career page's path",
  query: z.object({ account_id: id }),
  response: z.object({ results: z.array(JobBoardSchema), career_page_path: z.string() }),
});

export const createBoard = defineEndpoint({
  method: 'POST',
  path: '/account/v1/job-board/',
  access: 'company-settings',
  summary: 'Adds a job-board feed, switched off',
  body: z.object({
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    name: z.string().check(z.maxLength(1000)),
  }),
  response: JobBoardSchema,
});

export const getBoard = defineEndpoint({
  method: 'GET',
  path: '/account/v1/job-board/{id}/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary: 'One job-board feed',
  params: z.object({ id }),
  response: JobBoardSchema,
});

export const updateBoard = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/job-board/{id}/',
  access: 'company-settings',
  resource: { kind: 'job-board', param: 'id' },
  summary: 'Renames a feed, switches it on or off, and chooses what it includes; the feed follows at once',
  params: z.object({ id }),
  body: SaveBoardBody,
  response: JobBoardSchema,
});
