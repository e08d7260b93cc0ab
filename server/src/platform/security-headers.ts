import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { isApiRoute } from './auth';

/** helmet's options for every answer: our content security policy, no cross-origin embedder policy. */
export const SECURITY_HEADER_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Razorpay's checkout: its script, and the frame it opens the payment form in.
      scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Browser features no page of ours uses are switched off for the pages and anything they embed;
 * payments stay allowed for our own origin (the checkout). Only features Chromium knows are named:
 * an unknown one is reported on the console, which costs the best-practices score.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

/** Headers of an empty answer that Fastify or Node add themselves. */
const NOT_HELMET = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/**
 * The headers helmet sends for `options`, worked out once. Without CSP nonces they depend on the
 * options only, yet @fastify/helmet builds and runs all of helmet's middlewares (parsing the CSP
 * directives again) on every request: about a tenth of the cost of a cached API answer. So helmet
 * answers one request of a throwaway instance at start-up and its headers are reused as they are.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  // Nonces differ per answer, so they cannot be computed once.
  if (options.enableCSPNonces) throw new Error('helmetHeaders: CSP nonces need @fastify/helmet itself');
  // The probe's one route has no schema: no-op compilers spare it Fastify's default ones (ajv,
  // fast-json-stringify), which would otherwise be loaded at start-up for this alone.
  const unused = () => () => {
    throw new Error('helmetHeaders: the probe compiles no schema');
  };
  const probe = Fastify({ logger: false, schemaController: { compilersFactory: { buildValidator: unused, buildSerializer: unused } } });
  try {
    await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.code(204).send());
    const res = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers)) {
      if (NOT_HELMET.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Sends the security headers (CSP, no framing, nosniff, HSTS, permissions policy, ...) on every
 * answer. Set when the request starts, like @fastify/helmet, so a route may still replace one (the
 * API docs page sends its own CSP).
 *
 * API answers are never stored by the browser or a shared cache (`no-store`): many depend on who is
 * signed in (a profile, one's sessions, the discussions one joined, a sign-in's token), and one left
 * in a cache would show one person's data to the next user of the machine or proxy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options = SECURITY_HEADER_OPTIONS): Promise<void> {
  const headers = { ...(await helmetHeaders(options)), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isApiRoute(request)) reply.header('cache-control', 'no-store');
    done();
  });
}
