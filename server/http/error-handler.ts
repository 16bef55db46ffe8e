/**
 * The one error handler: every failure leaves as `{ message, code, errors?, request_id }`, 5xx
 * without details; the request id is the one in the X-Request-Id header and in the logs.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { HttpError, WordedFieldError } from './http-error.ts';
import { inputLabels } from './input-labels.ts';
import { browserLanguage } from './request-language.ts';
import { fieldsOfRefusal, issueText, valueAt } from './field-errors.ts';

/**
 * PostgreSQL's data exceptions (class 22: a date out of the calendar, a number out of range, text
 * too long for its column) and an index row too large (54000): a value the contracts let through
 * that the database cannot read. The request's fault, so a 400 (D265); logged to find the contract
 * that should have refused it.
 */
const UNREADABLE_VALUE = /^(22[0-9A-Z]{3}|54000)$/;

/** The top message of a refusal that names its fields: which to check, in the request's language (D272). */
const PLAIN_CHECK = 'Please check the highlighted fields.';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error =
      thrown instanceof WordedFieldError
        ? thrown.in(browserLanguage(request.headers['accept-language']) ?? 'en')
        : thrown;
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      const named = error.message === PLAIN_CHECK && error.errors?.length;
      return reply.status(error.statusCode).send({
        message: named ? inputLabels(request.headers['accept-language']).checkFields(error.errors!) : error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
        request_id: request.id,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const labels = inputLabels(request.headers['accept-language']);
      const context = (error as { validationContext?: string }).validationContext;
      const part = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
      const errors = error.validation.map((issue) => {
        const path =
          (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path ??
          issue.instancePath.split('/').filter(Boolean);
        return {
          prop: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || path.join('.') || 'body',
          message: issueText(issue, labels, valueAt(part, path) === undefined),
        };
      });
      return reply.status(400).send({
        message: labels.checkFields(errors),
        code: ErrorCode.validation,
        errors,
        request_id: request.id,
      });
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && UNREADABLE_VALUE.test(sqlState)) {
      request.log.warn({ err: error }, 'a value the database could not read');
      const labels = inputLabels(request.headers['accept-language']);
      const errors = fieldsOfRefusal(error, [request.params, request.query, request.body], labels);
      return reply.status(400).send({
        message: errors.length ? labels.checkFields(errors) : labels.unreadableValue,
        code: ErrorCode.validation,
        ...(errors.length ? { errors } : {}),
        request_id: request.id,
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const labels = inputLabels(request.headers['accept-language']);
      const errors = [{ prop: 'body', message: labels.notJson }];
      return reply
        .status(400)
        .send({ message: labels.checkFields(errors), code: ErrorCode.validation, errors, request_id: request.id });
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
