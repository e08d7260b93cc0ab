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

  it('still refuses a value that is set and wrong', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });
});
