import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this gets its completion line even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request logging, trimmed to the lines worth reading: no "incoming request" line, and a
 * compact "request completed" line only for failures (4xx, 5xx) and slow requests. Logging two JSON
 * lines to stdout for every request cost more than answering a cached coach search. Every line
 * still carries the request id (`reqId`); the error handler logs each 5xx with its stack.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (!error && status < 400 && ms < SLOW_REQUEST_MS) return;
    const line = { method: request.method, url: request.url, status, ms: Math.round(ms), ...(error ? { err: error } : {}) };
    if (error || status >= 500) reply.log.error(line, 'request completed');
    else if (status >= 400) reply.log.info(line, 'request completed');
    else reply.log.warn(line, 'request completed (slow)');
  }
}
