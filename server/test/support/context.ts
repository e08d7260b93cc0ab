import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppInstance } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import type { Mail, Mailer } from '../../src/platform/mailer';
import type { PasswordHasher } from '../../src/platform/passwords';
import type { PaymentGateway } from '../../src/platform/payment-gateway';
import type { PushSender } from '../../src/platform/web-push';
import { Agent } from './agent';
import { holdToDocument } from './hold-to-document';
import { openTestDatabase } from './database';

/** A clock the tests can move; the app reads time only through it. */
export class TestClock {
  constructor(public current = new Date()) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date) {
    this.current = new Date(date.getTime());
  }
}

export type TestContext = {
  app: AppInstance;
  db: Db;
  config: AppConfig;
  clock: TestClock;
  /** every mail the app sent, in order */
  mails: Mail[];
  dataDir: string;
  agent: () => Agent;
  close: () => Promise<void>;
};

export type TestContextOptions = {
  config?: Partial<AppConfig>;
  env?: Record<string, string>;
  /** register extra routes (e.g. probes) before the app is ready */
  beforeReady?: (app: AppInstance) => void | Promise<void>;
  /** password hashing with other limits (or a key derivation the test can hold) */
  passwords?: PasswordHasher;
  /** Run the periodic money sweep (off by default: tests call `sweepMoney` when they mean to). */
  jobs?: boolean;
  /** Web Push of the test's own, made with the test's config (a local push service it trusts). */
  push?: (config: AppConfig) => PushSender;
  /** The app's own mailer from its config (SMTP_URL in `env`) instead of the one that collects `mails`. */
  realMailer?: boolean;
  /** A payment gateway of the test's own, made with the test's database (default: the built-in test gateway). */
  gateway?: (db: Db, config: AppConfig, now: () => Date) => PaymentGateway;
};

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { config: overrides = {}, env = {} } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), ...overrides };
  const handle = await openTestDatabase();
  const clock = new TestClock();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const app = await buildApp({ config, db: handle.db, mailer: options.realMailer ? undefined : mailer, passwords: options.passwords, now: clock.now, logger: false, jobs: options.jobs ?? false, gateway: options.gateway?.(handle.db, config, clock.now), push: options.push?.(config) });
  holdToDocument(app);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    clock,
    mails,
    dataDir,
    agent: () => new Agent(app),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
