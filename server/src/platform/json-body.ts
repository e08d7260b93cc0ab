import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, parsed as Fastify does (prototype poisoning refused), except that an empty body is
 * `{}`: clients send `Content-Type: application/json` on every write, including those with nothing
 * to say (joining a discussion, cancelling a session).
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text.trim() === '') return done(null, {});
    parse(request, text, done);
  });
}
