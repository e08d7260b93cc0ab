import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'ssb-config-'));

describe('loadConfig', () => {
  it('reads an empty variable as unset, so NODE_ENV= starts in development', () => {
    const config = loadConfig({ NODE_ENV: '', PORT: '', DATA_DIR: dataDir(), SMTP_URL: '' });
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.mail.smtpUrl).toBeNull();
  });

  it('reads TRUST_PROXY as the number of proxies to believe: true is one, false none', () => {
    const hops = (value?: string) => loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect([hops(), hops('false'), hops('true'), hops('1'), hops('2')]).toEqual([0, 0, 1, 1, 2]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
  });

  it('still refuses a value that is set and wrong', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });
});
