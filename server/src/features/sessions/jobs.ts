import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-instance';
import type { Jobs } from '../../platform/jobs';
import { sweepMoney } from '../payments';
import { sendDueReminders } from './reminders';

/** How often due reminders are looked for: they go out within a minute of their time. */
export const REMINDER_SCAN_MS = 60_000;

/** The sessions' background work (docs/decisions/020-background-jobs.md). */
export function registerSessionJobs(jobs: Jobs, deps: Pick<AppDeps, 'db' | 'config' | 'outbox' | 'gateway' | 'now' | 'push' | 'sessionPurchases'>, log: FastifyBaseLogger): void {
  jobs.every('money-sweep', deps.config.money.sweepIntervalMs, () => sweepMoney(deps, log));
  jobs.every('reminders', REMINDER_SCAN_MS, () => sendDueReminders(deps, log));
}
