import { ErrorCode, type ErrorCodeValue } from '../../contracts/error-codes.ts';
import type { Language } from '../../contracts/languages.ts';

/** A failure the client should see as it is: status, code, message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly errors?: { prop: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal's words in each language; the reader gets theirs (Accept-Language), as D272's field words (D297). */
export type RefusalWords = Record<Language, string>;

/** A refusal of one field that its service words itself: sent in the request's language by the error handler. */
export class WordedFieldError extends HttpError {
  constructor(
    statusCode: number,
    code: ErrorCodeValue,
    readonly prop: string,
    readonly words: RefusalWords,
    headers?: Record<string, string>,
  ) {
    super(statusCode, code, words.en, [{ prop, message: words.en }], headers);
  }

  /** The same refusal in `language`, for the error handler or a batch's result. */
  in(language: Language): HttpError {
    const message = this.words[language];
    return new HttpError(this.statusCode, this.code, message, [{ prop: this.prop, message }], this.headers);
  }
}

export const unauthenticated = () => new HttpError(401, ErrorCode.unauthenticated, 'Please sign in to continue.');
export const forbidden = () => new HttpError(403, ErrorCode.forbidden, 'You do not have permission to do this.');
export const notFound = (what = 'Not found') => new HttpError(404, ErrorCode.notFound, what);
export const invalid = (prop: string, message: string) =>
  new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [{ prop, message }]);
/** Refuses a body whose contract check found problems, each shown by its field. */
export function assertNoProblems(
  problems: readonly { prop: string; message: string }[],
  code: ErrorCodeValue = ErrorCode.validation,
): void {
  if (problems.length > 0)
    throw new HttpError(
      400,
      code,
      'Please check the highlighted fields.',
      problems.map(({ prop, message }) => ({ prop, message })),
    );
}
