import type { ApiErrorBody } from '@contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from './db-errors';
import { AppError, statusByCode } from './errors';
import { loggableError } from './loggable-error';
import { StorageError } from './storage-error';

type ClientError = { code: ApiErrorBody['code']; message: string };

/** Each of Fastify's error codes in `messages` answered with `code` and its message. */
const answeredAs = (code: ClientError['code'], messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([fastifyCode, message]) => [fastifyCode, { code, message }]),
  );

/** Fastify's own errors that are the client's fault, by Fastify error code. */
const fastifyCodes: Record<string, ClientError> = {
  ...answeredAs('VALIDATION_ERROR', {
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
    FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  }),
  ...answeredAs('UNSUPPORTED_MEDIA_TYPE', {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
    FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
  }),
  // The body limit, and the multipart upload's own limits (@fastify/multipart).
  ...answeredAs('PAYLOAD_TOO_LARGE', {
    FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
    FST_REQ_FILE_TOO_LARGE: 'The file is too large; use one under 10 MB',
    FST_FILES_LIMIT: 'The form has more photos than this upload takes',
    FST_PARTS_LIMIT: 'The form has too many parts',
    FST_FIELDS_LIMIT: 'The form has too many fields',
  }),
};

const codeByStatus: Record<number, ApiErrorBody['code']> = {
  401: 'NOT_AUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** How soon a client may try again while the database is away: a restart takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;
export const STORE_AWAY_MESSAGE =
  'The photo store is not available right now; nothing was changed. Please try again later.';
/** A store that failed needs longer: a full disk or an S3 outage is not over in seconds. */
const STORE_RETRY_AFTER_SECONDS = 60;

/** Maps every failure to `{message, code, details}`; 5xx answers never show internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          String(issue.instancePath || '')
            .replace(/^\//, '')
            .replaceAll('/', '.') || '_';
        details[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send(body('VALIDATION_ERROR', 'Invalid data provided', details));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      return reply.status(statusByCode[known.code]).send(body(known.code, known.message));
    }
    if (isBrokenForm(error)) {
      return reply
        .status(400)
        .send(body('VALIDATION_ERROR', 'The form arrived incomplete or garbled; please send it again'));
    }
    if (error.validation) {
      return reply.status(400).send(body('VALIDATION_ERROR', error.message));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      // Other client errors raised by Fastify or its plugins: keep their status, name no internals.
      const code = codeByStatus[error.statusCode] ?? 'VALIDATION_ERROR';
      return reply.status(error.statusCode).send(body(code, error.message));
    }
    if (isDatabaseUnreachable(error)) {
      // A transaction cut off rolls back whole, so the same request can simply be sent again.
      // Logged without the statement: one line a request while the database is away.
      request.log.warn('database unreachable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body('INTERNAL_ERROR', 'The service is briefly unavailable; please try again in a moment'));
    }
    if (error instanceof StorageError) {
      // Someone must act (a full disk, a bucket's keys), so it is an error in the log; the person
      // uploading is told the photo was not kept and that nothing else changed.
      request.log.error({ err: loggableError(error) }, 'photo store failed; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(STORE_RETRY_AFTER_SECONDS))
        .send(body('INTERNAL_ERROR', STORE_AWAY_MESSAGE));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send(internalError());
  });
}

/**
 * What the router answers before any route or hook runs: a path that is not valid percent-encoding
 * (400) or a parameter longer than the router takes (414). Fastify's own body for these is not
 * `{message, code, details}` and repeats the path; pass this as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!error.statusCode || error.statusCode >= 500) {
    return reply.status(500).send(internalError());
  }
  return reply
    .status(error.statusCode)
    .send(body('VALIDATION_ERROR', 'The address of this request is not valid'));
}

/** A 5xx answer says no more than this: what failed inside stays in the log. */
const internalError = () => body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');

/** The multipart reader's own errors (a body cut off, another boundary than announced) carry no code. */
const isBrokenForm = (error: Error) =>
  /unexpected end of multipart data|multipart: boundary not found|terminated early/i.test(error.message);

export function body(
  code: ApiErrorBody['code'],
  message: string,
  details: Record<string, unknown> = {},
): ApiErrorBody {
  return { message, code, details };
}
