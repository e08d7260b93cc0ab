import Fastify, { type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { describe, expect, it } from 'vitest';
import { COMPRESSION, negotiateEncoding, negotiatesGzip } from '../../src/platform/compression';

const HEADERS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'GZIP' },
  { 'accept-encoding': 'x-gzip' },
  { 'accept-encoding': '*' },
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': 'deflate' },
  { 'accept-encoding': 'deflate, gzip' },
  { 'accept-encoding': 'deflate, gzip;q=0.9' },
  { 'accept-encoding': 'gzip;q=0.5, deflate;q=0.5' },
  { 'accept-encoding': 'gzip;q=0.2, deflate;q=0.8' },
  { 'accept-encoding': 'gzip;q=0' },
  { 'accept-encoding': 'gzip;q=0, deflate' },
  { 'accept-encoding': 'br;q=1, gzip;q=0.8' },
  { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
];

describe('negotiatesGzip', () => {
  it('agrees with @fastify/compress on when an answer is gzipped', async () => {
    const probe = Fastify({ logger: false });
    await probe.register(compress, { global: true, ...COMPRESSION });
    probe.get('/', (_request, reply) => reply.type('application/json').send(JSON.stringify({ text: 'x'.repeat(4000) })));
    for (const headers of HEADERS) {
      const res = await probe.inject({ method: 'GET', url: '/', headers });
      const gzipped = res.headers['content-encoding'] === 'gzip';
      expect([headers, negotiatesGzip({ headers } as FastifyRequest)]).toEqual([headers, gzipped]);
    }
    await probe.close();
  });
});

describe('negotiateEncoding (server-rendered pages offer br, then gzip)', () => {
  const pick = (headers: Record<string, string>) => negotiateEncoding({ headers } as unknown as FastifyRequest, ['br', 'gzip'] as const);
  it('prefers the first offered encoding on equal quality and follows the quality values', () => {
    expect(pick({ 'accept-encoding': 'gzip, deflate, br' })).toBe('br');
    expect(pick({ 'accept-encoding': 'br;q=0.5, gzip' })).toBe('gzip');
    expect(pick({ 'accept-encoding': '*' })).toBe('br');
  });
  it('never sends an encoding the client refused or did not name', () => {
    expect(pick({ 'accept-encoding': 'br;q=0, gzip;q=0' })).toBeUndefined();
    expect(pick({ 'accept-encoding': 'deflate' })).toBeUndefined();
    expect(pick({})).toBeUndefined();
  });
});
