/**
 * What an activity answered item by item (the questionnaire, the screening questions) writes
 * through, given to its screen by ActivityShell (activity-shell.tsx). The screen is written once:
 * on a device that can keep answers the channel queues each answer and the submission in the
 * outbox (IndexedDB, sent by the sync loop, promise 3); where IndexedDB cannot be used it keeps them
 * in the page and sends them straight to the same endpoints (src/offline/direct-answers.ts). The
 * attempt and its answers have the device's shapes either way.
 */
import type { ReactNode } from 'react';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { AnswerFileRecord, AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import type { DirectSend } from '../../offline/direct-answers.ts';
import type { AnswerStorage } from '../../offline-hooks/use-answer-storage.ts';

/** A file attached as an answer, as the page shows it. */
export interface ChannelFile {
  fileName: string;
  size: number;
  /**
   * 'not-saved': online only, waiting in the page for the network; 'waiting': kept on the device, to
   * be uploaded; 'kept': the disk refused it, held in this tab until it is uploaded (D347).
   */
  state: 'uploaded' | 'waiting' | 'uploading' | 'refused' | 'not-saved' | 'kept';
  refusalMessage?: string;
  /** The id the answer names once the server has the file. */
  fileId: string;
}

export interface AnswerChannel {
  storage: AnswerStorage;
  /** The attempt this page writes. Undefined while loading; null: not begun on this device. */
  attempt: AttemptRecord | null | undefined;
  /** Its answers (undefined while loading). Online only, 'pending' means the server has not confirmed it yet. */
  answers: readonly LocalAnswer[] | undefined;
  /** Files attached as answers, by item. */
  files: ReadonlyMap<string, ChannelFile>;
  /** Begins the attempt on this device, if none is (online only: the tab's attempt is always begun). */
  begin(): Promise<void>;
  /** Keeps the answer (on the device with its outbox entry, or in the page, then sent); resolves once kept. */
  answer(itemId: string, value: AnswerValue): Promise<void>;
  /** Keeps the file (on the device, or in the page until uploaded); its id is the item's answer. */
  attachFile(itemId: string, file: File): Promise<void>;
  /** The submission: queued (the attempt turns 'submitting'), or sent (resolves once the server answered). */
  submit(): Promise<void>;
  /** Only where nothing is kept on the device: what the page must still say. */
  direct?: DirectState;
}

/** Online only: what the page must say because nothing is kept on the device (rendered by the channel's own chunk). */
export interface DirectState {
  /** Answers and files the server does not have yet. */
  unsent: number;
  /** For the top of the page: answers go straight to the server, so stay online. */
  notice: ReactNode;
  /** For above the submit button: what is not on the server yet, a refused or unsent submission. */
  submitNotices: ReactNode;
  /** For under an item: whether its answer is on the server yet. `showsSaved`: say "Saved" too. */
  statusOf(itemId: string, showsSaved?: boolean): ReactNode;
  /** Sends every answer still in the page; resolves, once it stops, with how many the server does not have yet. */
  flush(): Promise<number>;
  /** The kind's other writes (the skills test's section start and close), straight to the server with this attempt's id. */
  send: DirectSend;
}

/**
 * What the screens show about a file an answer names on the device (its copy and its upload);
 * `isKeptInPage` when the disk refused it and this page holds it (D347).
 */
export function deviceFile(record: AnswerFileRecord, isKeptInPage = false): ChannelFile {
  const isOnItsWay = record.status === 'queued' || record.status === 'uploading';
  const state =
    isKeptInPage && isOnItsWay
      ? 'kept'
      : record.status === 'done'
        ? 'uploaded'
        : record.status === 'queued'
          ? 'waiting'
          : record.status;
  return {
    fileName: record.fileName,
    size: record.size,
    state,
    refusalMessage: record.refusal?.message,
    fileId: record.fileId,
  };
}
