import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { timeScaleOf } from '../../src/features/practice/service';

/** Browser journeys shorten a board day with a header; nothing else can (docs/decisions/031). */

const env = { DATA_DIR: path.join(os.tmpdir(), 'ssb-scale-test'), APP_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' };

describe('the practice time scale', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', PRACTICE_TIME_SCALE_HEADER: 'true' })).toThrow(ConfigError);
  });

  it('is taken from the header only where the configuration allows it, within 0.001-1', () => {
    const allowed = loadConfig({ ...env, NODE_ENV: 'test', PRACTICE_TIME_SCALE_HEADER: 'true' });
    const normal = loadConfig({ ...env, NODE_ENV: 'test' });
    expect(timeScaleOf(allowed, '0.05')).toBe(0.05);
    expect(timeScaleOf(normal, '0.05')).toBe(1);
    expect(timeScaleOf(allowed, '5')).toBe(1);
    expect(timeScaleOf(allowed, 'fast')).toBe(1);
    expect(timeScaleOf(allowed, undefined)).toBe(1);
  });
});
