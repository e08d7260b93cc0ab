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

  it('uses the built-in test gateway without Razorpay keys, Razorpay with all three, and refuses to start with only some', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).money).toMatchObject({ razorpay: null, feePercent: 10, legalName: 'SSB Academy', gstin: null });
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).money.razorpay).toEqual({ keyId: 'rzp_live_x', keySecret: 'secret', webhookSecret: 'hook' });
    for (const missing of Object.keys(keys)) {
      const partial = Object.fromEntries(Object.entries(keys).filter(([name]) => name !== missing));
      for (const env of ['production', 'development']) {
        expect(() => loadConfig({ NODE_ENV: env, DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(40), ...partial })).toThrow(new RegExp(`Razorpay is half configured: set ${missing}`));
      }
    }
  });

  it('reads the platform fee (up to two decimals) and the GSTIN for receipts', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PLATFORM_FEE_PERCENT: '12.5', PLATFORM_GSTIN: '27aapfu0939f1zv' }).money).toMatchObject({ feePercent: 12.5, gstin: '27AAPFU0939F1ZV' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLATFORM_FEE_PERCENT: '101' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLATFORM_GSTIN: 'not-a-gstin' })).toThrow(/GSTIN/);
  });
});
