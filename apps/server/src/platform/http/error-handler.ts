import { errorCatalogue, type ValidationErrorData } from '@chokdee/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const fieldOf = (instancePath: string): string =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';

const THAI = /[\u0E00-\u0E7F]/;

/** A field's own Thai message from the contracts; a schema's built-in (English) text becomes the generic Thai one. */
const thaiMessage = (message: string | undefined): string =>
  message && THAI.test(message) ? message : errorCatalogue.VALIDATION_FAILED.message;

const toValidationData = (
  validation: ReadonlyArray<{ instancePath: string; message?: string | undefined }>,
): ValidationErrorData => {
  const issues = validation.map((issue) => ({
    field: fieldOf(issue.instancePath),
    message: thaiMessage(issue.message),
  }));
  const first = issues[0] ?? { field: '(body)', message: errorCatalogue.VALIDATION_FAILED.message };
  return { field: first.field, issues };
};

/** Fastify's own client errors (body parsing, content type, size) all mean "we could not read that". */
const MALFORMED_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_TYPE',
]);

/**
 * The one error handler: AppError → its catalogue entry; schema failures → VALIDATION_FAILED with
 * the first field's Thai message; unreadable bodies → MALFORMED_REQUEST; anything else → 500 with
 * the generic text. A stack or a 5xx's own text never leaves the server.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.httpStatus)
        .send({ status: { code: error.code, message: error.message }, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The body as a whole is not an object (a JSON string, an array, nothing): unreadable, not a bad field.
      const isWholeBodyWrongType = error.validation.some(
        (issue) => fieldOf(issue.instancePath) === '(body)' && issue.keyword === 'invalid_type',
      );
      if (isWholeBodyWrongType) {
        const entry = errorCatalogue.MALFORMED_REQUEST;
        return reply
          .code(entry.http)
          .send({ status: { code: entry.code, message: entry.message }, data: null });
      }
      const data = toValidationData(error.validation);
      const message = data.issues[0]?.message ?? errorCatalogue.VALIDATION_FAILED.message;
      return reply.code(400).send({ status: { code: errorCatalogue.VALIDATION_FAILED.code, message }, data });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const entry = errorCatalogue.PAYLOAD_TOO_LARGE;
      return reply
        .code(entry.http)
        .send({ status: { code: entry.code, message: entry.message }, data: null });
    }
    if (error.code && MALFORMED_CODES.has(error.code)) {
      const entry = errorCatalogue.MALFORMED_REQUEST;
      return reply
        .code(entry.http)
        .send({ status: { code: entry.code, message: entry.message }, data: null });
    }
    if (error.statusCode === 429) {
      const entry = errorCatalogue.RATE_LIMITED;
      return reply.code(429).send({ status: { code: entry.code, message: entry.message }, data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const entry = errorCatalogue.MALFORMED_REQUEST;
      request.log.info({ err: error }, 'client error');
      return reply.code(400).send({ status: { code: entry.code, message: entry.message }, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    const entry = errorCatalogue.INTERNAL;
    return reply.code(500).send({ status: { code: entry.code, message: entry.message }, data: null });
  });
};

/** 404 for unknown API paths, in the envelope. */
export const sendApiNotFound = (reply: import('fastify').FastifyReply) => {
  const entry = errorCatalogue.NOT_FOUND;
  return reply.code(404).send({ status: { code: entry.code, message: entry.message }, data: null });
};
