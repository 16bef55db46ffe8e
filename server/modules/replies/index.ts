/** The replies module's face (D352): what code outside its folder may use. */
export { listenForApplicationReceipts, withReplyAddress, withReplyAddresses } from './reply-addresses.ts';
export type { AnsweredThread } from './reply-threads.ts';
export { answeredThread, threadHeaders } from './reply-threads.ts';
export { REPLY_MAILBOX_POLL_JOB, replyMailboxPollAllJob, replyMailboxPollHandler } from './reply-mailbox.jobs.ts';
