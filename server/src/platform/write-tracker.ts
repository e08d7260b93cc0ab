import type { FastifyInstance } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
let writes = 0;

/**
 * How many mutating API requests (POST, PUT, PATCH, DELETE, ...) this process has answered.
 * Read caches compare it to notice this process's own writes at once.
 */
export const writesSoFar = (): number => writes;

/** A write made outside any request (the money sweep expiring a hold), counted like a request's. */
export function noteWrite(): void {
  writes += 1;
}

/**
 * Counts every answered request of a mutating route, after its handler finished (its transaction
 * committed) and before the answer is sent, so a client that saw the answer never reads a cached
 * answer from before its write. The hook is attached to the mutating routes only (through
 * `onRoute`, so register this before any route): reads pay nothing for it.
 */
export function trackWrites(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READ_METHODS.has(method))) return;
    const count = (request: { method: string }, _reply: unknown, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (!READ_METHODS.has(request.method)) writes += 1;
      done(null, payload);
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), count] as typeof route.onSend;
  });
}
