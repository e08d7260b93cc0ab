import type { ClientBase } from 'pg';

/**
 * Makes a pg client send its queries one after another. The queries of a transaction share one
 * client, and features read with `Promise.all` (on the pool, each query gets its own client and
 * they run side by side). pg 8 queues a query sent while its client still runs another, with a
 * DeprecationWarning; pg 9 will refuse it. Queries with a callback or a submittable (a cursor) are
 * passed on as they are: drizzle sends neither.
 */
export function oneQueryAtATime(client: Pick<ClientBase, 'query'>): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return send(...args);
    const result = previous.then(() => send(...args));
    previous = result.catch(() => undefined);
    return result;
  }) as ClientBase['query'];
}
