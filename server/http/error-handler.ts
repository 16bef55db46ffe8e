/**
 * The one error handler: every failure leaves as `{ message, code, errors?, request_id }`, 5xx
 * without details; the request id is the one in the X-Request-Id header and in the logs.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { HttpError } from './http-error.ts';
import { inputLabels, type InputLabels } from './input-labels.ts';

/**
 * PostgreSQL's data exceptions (class 22: a date out of the calendar, a number out of range, text
 * too long for its column) and an index row too large (54000): a value the contracts let through
 * that the database cannot read. The request's fault, so a 400 (D265); logged to find the contract
 * that should have refused it.
 */
const UNREADABLE_VALUE = /^(22[0-9A-Z]{3}|54000)$/;

/** A contract's date check, worded in the request's language (the contracts speak English). */
function issueText(issue: { keyword?: unknown; params?: unknown }, labels: InputLabels): string | undefined {
  const format = (issue.params as { format?: unknown } | undefined)?.format;
  if (issue.keyword === 'invalid_format' && format === 'date') return labels.invalidDate;
  return undefined;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        request_id: request.id,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const labels = inputLabels(request.headers['accept-language']);
      const errors = error.validation.map((issue) => ({
        prop:
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(issue.params?.issue && (issue.params.issue as { path?: unknown[] }).path?.join('.')) ||
          'body',
        message: issueText(issue, labels) ?? issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        message: 'Please check the highlighted fields.',
        code: ErrorCode.validation,
        errors,
        request_id: request.id,
      });
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && UNREADABLE_VALUE.test(sqlState)) {
      request.log.warn({ err: error }, 'a value the database could not read');
      return reply.status(400).send({
        message: inputLabels(request.headers['accept-language']).unreadableValue,
        code: ErrorCode.validation,
        request_id: request.id,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply
        .status(413)
        .send({ message: 'The request is too large.', code: ErrorCode.payloadTooLarge, request_id: request.id });
    if (status === 429)
      return reply.status(429).send({
        message: 'Too many requests. Please wait and try again.',
        code: ErrorCode.rateLimited,
        request_id: request.id,
      });
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: 'The request could not be understood.', code: ErrorCode.validation, request_id: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: ErrorCode.server,
      request_id: request.id,
    });
  });
}
