import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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

  /** The states of the runs of `task` in pg-boss's job table. */
  const runStates = async (task: string) =>
    ((await handle.db.execute(sql`select state from pgboss.job where name = 'tasks' and data->>'task' = ${task}`)) as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);

  it('answers no query after stop returned, when a fetch was under way as the server began to stop; the run it hands over is left to be tried again', async () => {
    // pg-boss's worker fetches with `FOR UPDATE SKIP LOCKED`: its first fetch, begun at start, is held
    // until the task's run is in the job table and `stop` has begun, so it hands that run over then.
    let stopReturned = false;
    const queriesAfterStop: string[] = [];
    let releaseFetches = () => {};
    const fetchesHeld = new Promise<void>((resolve) => (releaseFetches = resolve));
    const heldDb = withFetchesHeld(handle.db, () => fetchesHeld, (text) => {
      if (stopReturned) queriesAfterStop.push(text);
    });
    const runs: string[] = [];
    const jobs = createJobs({ db: heldDb, log, pollSeconds: 0.5 });
    jobs.every('late', 60_000, async () => void runs.push(stopReturned ? 'after stop' : 'before stop'));
    await jobs.start();
    await expect.poll(() => runStates('late'), { timeout: 10_000 }).toEqual(['created']);
    const stopping = jobs.stop();
    setTimeout(releaseFetches, 50);
    await stopping;
    stopReturned = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(queriesAfterStop).toEqual([]);
    expect(runs).toEqual([]);
    // Handed over after stop began, it was given up unrun, to be run again (by another process, or this one restarted).
    expect(await runStates('late')).toEqual(['retry']);
  });

  it('leaves a query pg-boss sends after its connection closed unanswered, never run on the database nor failed', async () => {
    const queries: string[] = [];
    const connection = bossDb(withFetchesHeld(handle.db, async () => undefined, (text) => void queries.push(text)));
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

/** The database as pg-boss sees it, each job fetch held until `held()` resolves and every query reported. */
function withFetchesHeld(db: Db, held: () => Promise<void>, onQuery: (text: string) => void): Db {
  type Client = Record<'query' | 'exec', (text: string, values?: unknown[]) => Promise<unknown>>;
  const client = (db as unknown as { $client: Client }).$client;
  const holding = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'exec') return value.bind(target);
      return async (text: string, values?: unknown[]) => {
        onQuery(text);
        if (/SKIP LOCKED/.test(text)) await held();
        return target[property](text, values);
      };
    },
  });
  return { ...db, $client: holding } as unknown as Db;
}
