import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { AVATAR_MAX_UPLOAD_BYTES } from '@ssb/domain';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInstance } from './app-instance';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { registerApiDocs } from './platform/api-docs';
import { registerAuthentication } from './platform/auth';
import { COMPRESSION } from './platform/compression';
import { registerCsrf } from './platform/csrf';
import { registerErrorHandling, rejectNulBytes, sendNotFound } from './platform/error-handler';
import { registerJsonBodies } from './platform/json-body';
import { createMailer, type Mailer } from './platform/mailer';
import { createMailOutbox } from './platform/outbox';
import { createGateway, type PaymentGateway, type WebhookSender } from './platform/payment-gateway';
import { createPasswordHasher, type PasswordHasher } from './platform/passwords';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { RequestLog } from './platform/request-log';
import { registerSecurityHeaders } from './platform/security-headers';
import { localDiskStorage, type StorageDriver } from './platform/storage';
import { versionReaderFor } from './platform/fresh-cache';
import { serveWebClient } from './platform/web-client';
import { s3Storage } from './platform/s3-storage';
import { featureRoutes } from './features';
import { registerSessionJobs, sessionPurchases } from './features/sessions';
import { createJobs } from './platform/jobs';
import { createPushSender, type PushSender } from './platform/web-push';
import { registerAuthJobs } from './features/auth/cleanup';
import { registerNotificationJobs } from './features/notifications';
import { registerDiscussionJobs } from './features/discussions/starting';

export type { AppDeps, AppInstance } from './app-instance';

export type BuildOptions = {
  config: AppConfig;
  db: Db;
  mailer?: Mailer;
  storage?: StorageDriver;
  passwords?: PasswordHasher;
  now?: () => Date;
  logger?: boolean | object;
  /** false: no background jobs (tests that run the sweep and the reminders themselves, step by step). */
  jobs?: boolean;
  /** Tests may put a gateway of their own here (e.g. Razorpay's SDK against a recorded HTTP boundary). */
  gateway?: PaymentGateway;
  /** Web Push of the test's own (a local push service it trusts); default: from the config. */
  push?: PushSender;
};

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const BODY_LIMIT = 256 * 1024;

/** Where uploads live: the S3 bucket when configured, else `media/` in the data folder. */
export function storageFor(config: AppConfig): StorageDriver {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'media'));
}

export async function buildApp(options: BuildOptions): Promise<AppInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // One line per failed or slow request only (platform/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    // Believe only the last `trustProxy` hops of X-Forwarded-For (what our own proxies added).
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every route validates and serializes with zod. Handing Fastify the zod compilers up front
    // keeps it from loading its default ones (ajv, ajv-formats, fast-json-stringify), which no
    // route uses and which cost a good part of the start-up time.
    schemaController: {
      // (Fastify types these factories for ajv and JSON schemas; ours take zod schemas.)
      compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as never,
    },
    // Errors the router raises before any handler runs (bad URL encoding, over-long ids) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'The address is too long' : 'The address is not valid';
      void (reply as FastifyReply).code(status).send({ success: false, error: message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    db: options.db,
    mailer: options.mailer ?? createMailer(config, app.log),
    storage: options.storage ?? storageFor(config),
    passwords: options.passwords ?? createPasswordHasher(),
    now: options.now ?? (() => new Date()),
    outbox: createMailOutbox({ db: options.db, mailer: () => deps.mailer, now: () => deps.now(), log: app.log }),
    gateway: options.gateway ?? createGateway(config, options.db, () => sendWebhookToSelf, () => deps.now()),
    sessionPurchases,
    versions: versionReaderFor(options.db),
    push: options.push ?? createPushSender(config),
  };
  // The test gateway delivers its webhooks to this app's own webhook route, through the same parsing,
  // signature check and handling as Razorpay's.
  const sendWebhookToSelf: WebhookSender = async ({ rawBody, signature, eventId }) => {
    await app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: rawBody,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    });
  };
  app.decorate('deps', deps);
  // The mail outbox sends what an earlier run left (e.g. before a crash) once the app is ready, and
  // finishes the mail it is sending before the database closes.
  app.addHook('onReady', async () => deps.outbox.start());
  app.addHook('onClose', async () => deps.outbox.stop());
  // Work that runs when no request comes (platform/jobs): holds lapse, lost confirmations are
  // reconciled, refunds are sent and sessions complete by themselves; reminders and rating requests
  // go out; discussions' attendees hear of them starting. The jobs start after the server is ready,
  // without holding up its start.
  if (options.jobs !== false) {
    const jobs = createJobs({ db: options.db, log: app.log });
    registerSessionJobs(jobs, deps, app.log);
    registerAuthJobs(jobs, deps);
    registerNotificationJobs(jobs, deps);
    registerDiscussionJobs(jobs, deps);
    let starting: Promise<void> | null = null;
    app.addHook('onReady', async () => {
      starting = jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'jobs: could not start'));
    });
    app.addHook('preClose', async () => {
      await starting;
      await jobs.stop();
    });
  }

  registerErrorHandling(app);
  registerJsonBodies(app);
  rejectNulBytes(app);
  await app.register(cookie, { secret: config.secret });
  // API answers (coach lists, posts) are compressed on the fly for phones on mobile data; the
  // built web client is served pre-compressed (see web/build/precompress.ts).
  await app.register(compress, { global: true, ...COMPRESSION });
  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    // The plugin's typings expect a class with its own store shape; ours implements incr/child.
    store: databaseRateLimitStore(deps.db) as never,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      error: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  registerCsrf(app, config);
  registerAuthentication(app, deps.db);

  await registerApiDocs(app);

  await app.register(featureRoutes, { prefix: '/api' });

  const mediaRoot = path.join(config.dataDir, 'media');
  mkdirSync(mediaRoot, { recursive: true });
  // The bank's TAT and PPDT pictures are served only through an attempt, while shown (features/practice/picture-link.ts).
  await app.register(fastifyStatic, { root: mediaRoot, prefix: '/media/', decorateReply: false, maxAge: '1h', allowedPath: (pathName) => !pathName.startsWith('/practice/bank/') });
  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    await serveWebClient(app, config.webDist);
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}
