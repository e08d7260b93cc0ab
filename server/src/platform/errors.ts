/**
 * Typed errors thrown by services. The one error handler (error-handler.ts) turns them into
 * `{success: false, error, fields?}` with their status. Messages are shown to people: keep them human.
 */
export class AppError extends Error {
  /** sent as the Retry-After header (429, 503) */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do that', extra?: Record<string, unknown>) {
    super(403, message, undefined, extra);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  /** `extra`: more of the answer's body (the choices a client must pick between). */
  constructor(message: string, fields?: Record<string, string>, extra?: Record<string, unknown>) {
    super(409, message, fields, extra);
  }
}
export class TooManyRequests extends AppError {
  constructor(message = 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/** Load shedding: the server refuses work it cannot start soon, instead of making everyone wait. */
export class ServerBusy extends AppError {
  constructor(retryAfterSeconds = 5) {
    super(503, 'The server is busy. Please try again in a few seconds.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service we depend on (the payment gateway) did not answer; nothing was changed. */
export class Unavailable extends AppError {
  constructor(message: string, retryAfterSeconds = 30) {
    super(503, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A driver error and the errors it wraps (Drizzle wraps the driver's error in `cause`), outermost first. */
function* causeChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL error code of a driver error, looking through Drizzle's wrapping. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const { code } of causeChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The name of the violated constraint of a driver error, looking through Drizzle's wrapping; '' if none. */
export function pgConstraint(error: unknown): string {
  for (const { constraint, message } of causeChain(error)) {
    if (typeof constraint === 'string') return constraint;
    const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
    if (named?.[1]) return named[1];
  }
  return '';
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_CHECK_VIOLATION = '23514';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';
