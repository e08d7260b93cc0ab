import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { DatabaseHandle, Db } from '../../src/db/client';
import { createJobs, runId } from '../../src/platform/jobs';
import { bossDb } from '../../src/platform/jobs/boss-db';
import { openTestDatabase, testDatabaseKind } from '../support/database';

const log = Fastify({ logger: false }).log;
const INTERVAL_MS = 1_000;

describe('background jobs (pg-boss in the product database)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers no query after stop returned, when a fetch was under way as the server began to stop', async () => {
    // pg-boss's worker fetches with `FOR UPDATE SKIP LOCKED`; each fetch is held 400 ms here, so the
    // worker's first fetch, begun at start, reaches the database after the task's run was sent, and
    // `stop` comes while it is held.
    let stopReturned = false;
    const queriesAfterStop: string[] = [];
    const slowDb = slowedFetches(handle.db, 400, (text) => {
      if (stopReturned) queriesAfterStop.push(text);
    });
    const runs: string[] = [];
    const jobs = createJobs({ db: slowDb, log, pollSeconds: 0.5 });
    jobs.every('late', 60_000, async () => void runs.push(stopReturned ? 'after stop' : 'before stop'));
    await jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the run is sent
    await jobs.stop();
    stopReturned = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queriesAfterStop).toEqual([]);
    expect(runs).not.toContain('after stop');
  });

  it('leaves a query pg-boss sends after its connection closed unanswered, never run on the database nor failed', async () => {
    const queries: string[] = [];
    const connection = bossDb(slowedFetches(handle.db, 0, (text) => void queries.push(text)));
    await connection.executeSql('select 1', []);
    await connection.close();
    const late = connection.executeSql('select 2 as late', [] as unknown[]);
    const outcome = await Promise.race([late.then(() => 'answered', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('unanswered'), 200))]);
    expect(outcome).toBe('unanswered');
    expect(queries.filter((text) => text.includes('late'))).toEqual([]);
  });

  it('runs a recurring task on its interval in one process', async () => {
    const runs: number[] = [];
    const jobs = createJobs({ db: handle.db, log, pollSeconds: 0.5 });
    jobs.every('single', INTERVAL_MS, async () => void runs.push(Date.now()));
    await jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await jobs.stop();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(4);
  });

  // Two server processes share a PostgreSQL database; the embedded database belongs to one process.
  it.runIf(testDatabaseKind() === 'postgres')('runs a recurring task once per interval across two processes sharing the database', async () => {
    const runs: number[] = [];
    const processes = [createJobs({ db: handle.db, log, pollSeconds: 0.5 }), createJobs({ db: handle.db, log, pollSeconds: 0.5 })];
    for (const jobs of processes) jobs.every('probe', INTERVAL_MS, async () => void runs.push(Date.now()));
    const started = Date.now();
    await Promise.all(processes.map((jobs) => jobs.start()));
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await Promise.all(processes.map((jobs) => jobs.stop()));
    // Runs are named by the interval of the clock they fall in (Date.now() / interval), not by the
    // time since start: a window of 4.6 s can touch six of them.
    const intervals = Math.floor(Date.now() / INTERVAL_MS) - Math.floor(started / INTERVAL_MS) + 1;
    // Each process asked for a run in every interval: twice as many asks as intervals, one run each.
    expect(runs.length).toBeGreaterThan(2);
    expect(runs.length).toBeLessThanOrEqual(intervals);
  });

  it('names one run of a task the same way in every process', () => {
    expect(runId('reminders:60000:29000000')).toBe(runId('reminders:60000:29000000'));
    expect(runId('reminders:60000:29000000')).not.toBe(runId('reminders:60000:29000001'));
    expect(runId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

/** The database as pg-boss sees it, with each job fetch held `delayMs` and every query reported. */
function slowedFetches(db: Db, delayMs: number, onQuery: (text: string) => void): Db {
  type Client = Record<'query' | 'exec', (text: string, values?: unknown[]) => Promise<unknown>>;
  const client = (db as unknown as { $client: Client }).$client;
  const slowed = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'exec') return value.bind(target);
      return async (text: string, values?: unknown[]) => {
        onQuery(text);
        if (/SKIP LOCKED/.test(text)) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return target[property](text, values);
      };
    },
  });
  return { ...db, $client: slowed } as unknown as Db;
}
