import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import type { AppConfig } from '../config';

/** What a push says: the notification's title and line, and the page a tap opens. */
export type PushMessage = { title: string; body: string; url: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushSender = {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /** Whether the server will post to this subscription's address (a known push service). */
  accepts(endpoint: string): boolean;
  /** 'gone' when the push service says the subscription no longer exists (delete it). */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
};

type VapidKeys = { publicKey: string; privateKey: string };

/**
 * A P-256 key pair in the form Web Push uses (web-push's generateVAPIDKeys makes the same): the public
 * key as the uncompressed point, the private key as the 32-byte scalar, both base64url.
 */
function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d! };
}

/** The keys from the environment, or DATA_DIR/vapid.json (made on first start, kept across restarts). */
function vapidKeys(config: Pick<AppConfig, 'dataDir' | 'push'>): VapidKeys {
  if (config.push.vapid) return config.push.vapid;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = newVapidKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function isKnownService(services: readonly string[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return services.some((service) => (service.startsWith('.') ? url.protocol === 'https:' && url.hostname.endsWith(service) : url.origin === service));
}

/**
 * Web Push through the `web-push` library (VAPID-signed, payload encrypted for the browser). The
 * library is loaded with the first push, not at start-up.
 */
export function createPushSender(config: Pick<AppConfig, 'dataDir' | 'push' | 'mail' | 'publicUrl'>, options: { agent?: Agent } = {}): PushSender {
  const keys = vapidKeys(config);
  const subject = config.publicUrl.startsWith('https://') ? config.publicUrl : `mailto:${/<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from}`;
  return {
    publicKey: keys.publicKey,
    accepts: (endpoint) => isKnownService(config.push.services, endpoint),
    async send(target, message) {
      const { default: webpush } = await import('web-push');
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 60 * 60,
          timeout: 10_000,
          // Tests trust their local push service's certificate through this.
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
