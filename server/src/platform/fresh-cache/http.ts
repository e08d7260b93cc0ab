import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { COMPRESSION, negotiatesGzip } from '../compression';
import type { CachedText, FreshCache } from './cache';
import { inSnapshot } from './snapshot';
import { formatVersions, type Versions } from './versions';

/**
 * The versions an answer was made at. The server renderer reads it from the answers a page shows,
 * so that a cached page is as fresh as they are.
 */
export const VERSIONS_HEADER = 'x-content-versions';

/**
 * Sends a cached JSON answer: its text as it is (Fastify sends strings without serializing again),
 * or its gzipped copy when @fastify/compress would have gzipped the text (which it then leaves
 * alone), so a popular answer is compressed once, not on every request.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedText): void {
  reply.type('application/json; charset=utf-8');
  if (answer.versions) reply.header(VERSIONS_HEADER, formatVersions(answer.versions));
  if (answer.bytes >= COMPRESSION.threshold && negotiatesGzip(request)) {
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(answer.gzip);
  } else {
    reply.send(answer.text);
  }
}

export type FreshRead<T> = {
  /**
   * the answer, read from `db`; when the topics are a list, with their versions read after the
   * request arrived (an answer made from memory shows exactly these, docs/decisions/028)
   */
  load: (db: Db, versions?: Versions) => Promise<T>;
  /**
   * The content topics the answer shows (docs/decisions/018-fresh-caches.md). Known before the
   * read (a list): their versions are read first, with other requests' (a write committed in
   * between only makes the answer look older than it is). Known from the answer (a function, e.g.
   * the coaches a list shows): versions and answer are read in one snapshot.
   */
  topics: readonly string[] | ((value: T) => readonly string[]);
};

/**
 * Answers a public read from the cache: the cached JSON while the topics it shows are unchanged,
 * else `read.load`'s answer, cached. Only for answers that are the same for every viewer.
 * Handlers return this promise as it is (awaiting a reply would subscribe to the response's end).
 */
export async function answerFresh<T>(request: FastifyRequest, reply: FastifyReply, cache: FreshCache, db: Db, key: string, read: FreshRead<T>): Promise<void> {
  const { topics } = read;
  const answer = await cache.answer(key, async () => {
    if (typeof topics === 'function') {
      const { value, versions } = await inSnapshot(db, read.load, topics);
      return { text: JSON.stringify(value), versions };
    }
    const versions = await cache.versionsOf(topics);
    return { text: JSON.stringify(await read.load(db, versions)), versions };
  });
  sendCachedJson(request, reply, answer!);
}

/** A stable key: the route and its parsed query with sorted keys (and sorted repeatable values). */
export function cacheKey(route: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => {
      const v = query[k];
      return `${k}=${JSON.stringify(Array.isArray(v) ? [...v].sort() : v)}`;
    });
  return `${route}?${parts.join('&')}`;
}
