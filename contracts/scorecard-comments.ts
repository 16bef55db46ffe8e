/** An application's comments (seed 001 section 7), split out of contracts/scorecard.ts, which re-exports it. */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { PersonRef, time, UserSmartreqIdParams, uuid } from './scorecard-common.ts';

export const COMMENT_SCOPES = ['team', 'private'] as const;
export type CommentScope = (typeof COMMENT_SCOPES)[number];
export const COMMENT_MAX = 4000;
export const MENTIONS_MAX = 10;

export const CommentSchema = z.object({
  comment_uuid: z.string(),
  user_smartreq_id: z.number(),
  author: z.nullable(PersonRef),
  scope: z.enum(COMMENT_SCOPES),
  body: z.string(),
  created_at: time,
  updated_at: time,
  /** True when the viewer wrote it (only its author edits or deletes it). */
  is_mine: z.boolean(),
  /** The colleagues the note mentions; each was mailed and has a task on their staff home. */
  mentions: z.array(PersonRef),
});
export type Comment = z.infer<typeof CommentSchema>;

/** A new comment's answer (D285): the comment, and who it mentions but cannot open the application. */
export const CreatedCommentSchema = z.object({
  ...CommentSchema.shape,
  /** Mentioned colleagues who cannot open the application: not mailed, no task on their home. */
  unseen_mentions: z.array(PersonRef),
  /** When some cannot open it and the writer may manage the job's hiring team, the job to add them to (POST /user/v1/comment/{comment_uuid}/share/); else null. */
  team_job_id: z.nullable(z.number()),
});
export type CreatedComment = z.infer<typeof CreatedCommentSchema>;

const commentText = z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX));
export const CreateCommentBody = z.object({
  body: commentText,
  scope: z.optional(z.enum(COMMENT_SCOPES)),
  /** The client may name the new comment (a retry then cannot make two); the server makes one otherwise. */
  comment_uuid: z.optional(uuid),
  /** Colleagues to notify: those who cannot open the application are named back in unseen_mentions, not notified; anyone outside the company is a 400. */
  mentioned_user_ids: z.optional(
    z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(MENTIONS_MAX, 'Mention at most 10 people')),
  ),
});
export const PatchCommentBody = z.object({ body: z.optional(commentText), scope: z.optional(z.enum(COMMENT_SCOPES)) });
export const CommentUuidParams = z.object({ comment_uuid: uuid });

export const listComments = defineEndpoint({
  method: 'GET',
  path: '/user/v1/comments/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "An application's comments, oldest first: the team's, and private ones to their author and to holders of private-data access",
  params: UserSmartreqIdParams,
  response: z.array(CommentSchema),
});

export const createComment = defineEndpoint({
  method: 'POST',
  path: '/user/v1/comments/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    'Comment on an application (scope team by default; private is seen by its author and by holders of private-data access); mentioned colleagues who may open the application are mailed and get a task on their home, the others are named in unseen_mentions. 409 when comment_uuid is taken',
  params: UserSmartreqIdParams,
  body: CreateCommentBody,
  response: CreatedCommentSchema,
});

export const updateComment = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/comment/{comment_uuid}/',
  access: 'staff',
  summary: "Change your own comment's text or scope; someone else's 403, one you cannot see 404",
  params: CommentUuidParams,
  body: PatchCommentBody,
  response: CommentSchema,
});

export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/user/v1/comment/{comment_uuid}/',
  access: 'staff',
  summary: "Delete your own comment; someone else's 403, one you cannot see 404",
  params: CommentUuidParams,
  response: z.object({ ok: z.boolean() }),
});

export const ShareCommentBody = z.object({ user_id: z.number().check(z.int(), z.positive()) });

export const shareComment = defineEndpoint({
  method: 'POST',
  path: '/user/v1/comment/{comment_uuid}/share/',
  access: 'staff',
  summary:
    "Your note's mention of a colleague who could not open the application (D299): adds them to the job's hiring team (what POST /smartreq/v1/hiring-team/ takes: 403 without) and notifies them of the note as a mention does. Someone else's note 403, one you cannot see 404; oneself or someone outside the company 400; a private note only to holders of private-data access (400)",
  params: CommentUuidParams,
  body: ShareCommentBody,
  response: CommentSchema,
});
