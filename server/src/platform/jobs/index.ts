import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { bossDb, type BossDb } from './boss-db';

/**
 * Work that runs without a request (docs/decisions/020-background-jobs.md): recurring tasks kept in
 * the product's own database by pg-boss, so that with several server processes each run of a task
 * happens once. Every process ticks each task on its interval and sends one job for that interval
 * with an id made from the task and the interval's number; the database keeps the first and refuses
 * the others, and one worker of one process runs it.
 */
export type Jobs = {
  /** Runs `task` every `intervalMs` (and once at start), once across all processes. */
  every(task: string, intervalMs: number, run: () => Promise<unknown>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

const QUEUE = 'tasks';

/** A stable UUID for a name (the same in every process): the job id of one run of a task. */
export function runId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createJobs({ db, log, pollSeconds = 2 }: { db: Db; log: FastifyBaseLogger; pollSeconds?: number }): Jobs {
  const tasks = new Map<string, { intervalMs: number; run: () => Promise<unknown> }>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let connection: BossDb | null = null;
  let stopping = false;

  async function send(task: string, intervalMs: number) {
    const slot = Math.floor(Date.now() / intervalMs);
    try {
      // One retry, a second later, for a run given up unrun (by a stopping process) or cut short (by a
      // crash, once it expires); a task's own errors are caught below, and the next interval runs it anyway.
      const id = runId(`${task}:${intervalMs}:${slot}`);
      await boss?.send(QUEUE, { task }, { id, retryLimit: 1, retryDelay: 1, expireInSeconds: Math.max(60, (intervalMs / 1000) * 10) });
    } catch (error) {
      log.error({ err: error, task }, 'jobs: could not queue a run');
    }
  }

  return {
    every(task, intervalMs, run) {
      tasks.set(task, { intervalMs, run });
    },
    async start() {
      stopping = false;
      connection = bossDb(db);
      boss = new PgBoss({ db: connection, schedule: false, supervise: true });
      boss.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));
      await boss.start();
      await boss.createQueue(QUEUE);
      await boss.work<{ task: string }>(QUEUE, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
        // A fetch under way when the server began to stop can still hand a job over: it is given up
        // unrun (pg-boss tries it again), so that nothing starts on a database about to close.
        if (stopping) throw new Error('the server is stopping');
        const task = job && tasks.get(job.data.task);
        if (!task) return;
        try {
          await task.run();
        } catch (error) {
          log.error({ err: error, task: job.data.task }, 'jobs: a run failed');
        }
      });
      for (const [task, { intervalMs }] of tasks) {
        void send(task, intervalMs);
        const timer = setInterval(() => void send(task, intervalMs), intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopping = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss?.stop({ graceful: true, wait: true, close: false });
      await connection?.close();
      boss = null;
    },
  };
}
