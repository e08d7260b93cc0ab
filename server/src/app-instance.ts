import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Mailer } from './platform/mailer';
import type { MailOutbox } from './platform/outbox';
import type { PasswordHasher } from './platform/passwords';
import type { PaymentGateway } from './platform/payment-gateway';
import type { SessionPurchases } from './features/payments/purchases';
import type { StorageDriver } from './platform/storage';
import type { VersionReader } from './platform/fresh-cache';
import type { PushSender } from './platform/web-push';

/**
 * What every feature receives: the app's dependencies and the typed Fastify instance. Kept apart
 * from app.ts, which imports the features, so that no feature imports app.ts back.
 */
export type AppDeps = {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  storage: StorageDriver;
  /** password hashing for requests, a few at a time */
  passwords: PasswordHasher;
  /** the clock; tests move it */
  now: () => Date;
  /** mails written with the change that causes them, delivered after its commit */
  outbox: MailOutbox;
  /** Razorpay, or the built-in test gateway when no keys are set */
  gateway: PaymentGateway;
  /** the sessions feature's side of a purchase, for payments (docs/decisions/030) */
  sessionPurchases: SessionPurchases;
  /** the content versions the read caches check, one query for many requests */
  versions: VersionReader;
  /** Web Push to the browsers people turned reminders on in */
  push: PushSender;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppInstance = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
