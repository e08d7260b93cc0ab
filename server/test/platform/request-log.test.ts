import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../src/app';
import { loadConfig } from '../../src/config';
import { SLOW_REQUEST_MS } from '../../src/platform/request-log';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../support/database';

let app: AppInstance;
let handle: DatabaseHandle;
let dataDir: string;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssb-test-'));
  handle = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  app = await buildApp({ config, db: handle.db, logger: { level: 'info', stream } });
  app.get('/api/test/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

describe('request logging', () => {
  it('writes nothing for a request that succeeded quickly', async () => {
    await app.inject('/api/health'); // the app's first request warms it up
    lines = [];
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    // A loaded machine can still hold it past the slow mark, which must then say so (and only then).
    expect(lines.filter((l) => !(l.msg === 'request completed (slow)' && Number(l.ms) >= SLOW_REQUEST_MS))).toEqual([]);
  });

  it('writes one completion line with the request id for a refused request', async () => {
    const res = await app.inject('/api/no-such-endpoint?x=1');
    expect(res.statusCode).toBe(404);
    const done = lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/no-such-endpoint?x=1', status: 404 });
    expect(done[0]!.reqId).toEqual(expect.any(String));
    expect(typeof done[0]!.ms).toBe('number');
  });

  it('logs a failure with its stack and an error-level completion line, both with the same request id', async () => {
    const res = await app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    const failed = lines.find((l) => l.msg === 'request failed');
    const done = lines.find((l) => l.msg === 'request completed');
    expect(failed).toMatchObject({ level: 50, err: { message: 'kaput' } });
    expect(done).toMatchObject({ level: 50, status: 500, url: '/api/test/boom' });
    expect(done!.reqId).toBe(failed!.reqId);
  });
});
