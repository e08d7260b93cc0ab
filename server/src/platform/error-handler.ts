import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { allowedMethods } from './allowed-methods';
import { AppError, pgErrorCode } from './errors';
import { isNotFoundIssue } from './id-params';

type Body = { success: false; error: string; fields?: Record<string, string>; [extra: string]: unknown };

const INTERNAL = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own client errors, by code, in plain words. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
  FST_FILES_LIMIT: [413, 'Too many files in one request'],
  FST_PARTS_LIMIT: [413, 'Too many parts in one request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'The request must be multipart/form-data'],
};

/** Turns a zod issue path into the name of a form field (`availability.2` -> `availability`). */
function fieldName(path: readonly PropertyKey[] | string | undefined): string {
  // an empty instancePath means the body itself
  if (typeof path === 'string') return path.replace(/^[/.]/, '').split(/[/.]/)[0] || 'body';
  const first = path?.find((p) => typeof p === 'string');
  return typeof first === 'string' ? first : 'body';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: Body = { success: false, error: INTERNAL };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { success: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extra };
    } else if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params' && error.validation.some(isNotFoundIssue)) {
      status = 404;
      body = { success: false, error: error.validation.find(isNotFoundIssue)!.message ?? 'Not found' };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath || (issue.params as { issue?: { path?: PropertyKey[] } })?.issue?.path);
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const first = Object.entries(fields)[0];
      body = {
        success: false,
        error: first && first[0] !== 'body' ? `Please check ${first[0]}: ${first[1]}` : `The ${where ?? 'request'} is not valid`,
        fields,
      };
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const [s, message] = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = s;
      body = { success: false, error: message };
    } else if (pgErrorCode(error)?.startsWith('22')) {
      // PostgreSQL "data exception" (a NUL byte, a number out of range): bad input that slipped past validation.
      status = 400;
      body = { success: false, error: 'The request contains a value that cannot be used. Please check it and try again.' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, error: 'Too many requests. Please wait a minute and try again.' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, error: error.message || 'The request could not be handled' };
    }

    if (error instanceof AppError && error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
    // A deliberate refusal (an AppError such as "busy") is not a failure of the server.
    if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code, msg: body.error }, 'request refused');
    return reply.status(status).send(body);
  });

}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The JSON 404 for unknown API paths (and anything else when no web client is served); a path the
 * API has with other methods answers 405 with those in `Allow` (RFC 9110).
 */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const allow = allowedMethods(decoded(path));
  if (allow.length > 0) {
    return reply
      .status(405)
      .header('allow', allow.join(', '))
      .send({ success: false, error: `${request.method} is not allowed here: this address takes ${allow.join(', ')}` });
  }
  return reply.status(404).send({ success: false, error: `No such endpoint: ${request.method} ${path}` });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}

/** Text with NUL characters can never be stored (PostgreSQL refuses them): answer 400 before any work. */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return done(new AppError(400, 'The request contains a character that is not allowed'));
    }
    done();
  });
}
