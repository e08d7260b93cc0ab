import { createHash, createHmac } from 'node:crypto';
import type { StorageDriver } from './storage';

export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** public base of the bucket (a CDN or the bucket's public URL); keys are appended */
  publicUrl: string;
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (keep `/` when encoding a path). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `20130524T000000Z` */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export type SignInput = {
  method: string;
  url: URL;
  /** headers to sign besides host (names in any case) */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
};

/**
 * AWS Signature Version 4 (header form), as S3 and every S3-compatible store (R2, MinIO, B2,
 * Spaces) accept it. Returns the Authorization header value.
 */
export function signV4(input: SignInput): string {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(input.headers)) headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const names = [...headers.keys()].sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers.get(n)}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = uriEncode(decodeURIComponent(input.url.pathname), true) || '/';
  const canonicalRequest = [input.method, path, query, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;
function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`Unsafe storage key: ${key}`);
}

const decodeXml = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });

/**
 * Uploaded files in an S3-compatible bucket (decisions.md #11), addressed path-style
 * (`{endpoint}/{bucket}/{key}`), read publicly through `publicUrl`, written only by the server.
 */
export function s3Storage(settings: S3Settings, options: { fetch?: typeof fetch; now?: () => Date } = {}): StorageDriver {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = `${settings.endpoint.replace(/\/$/, '')}/${uriEncode(settings.bucket)}`;
  const publicBase = settings.publicUrl.replace(/\/$/, '');

  async function send(method: string, url: URL, body?: Buffer, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const payloadHash = sha256Hex(body ?? '');
    const date = now();
    const headers: Record<string, string> = { ...extraHeaders, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(date) };
    const authorization = signV4({ method, url, headers, payloadHash, region: settings.region, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, date });
    const res = await doFetch(url, { method, headers: { ...headers, authorization }, body: body ? new Uint8Array(body) : undefined });
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      const text = await res.text().catch(() => '');
      throw new Error(`S3 ${method} ${url.pathname} failed with ${res.status}: ${text.slice(0, 300)}`);
    }
    return res;
  }

  const objectUrl = (key: string) => new URL(`${base}/${uriEncode(key, true)}`);

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send('PUT', objectUrl(key), body, { 'content-type': contentType, 'cache-control': 'public, max-age=3600' });
    },
    async list(prefix, limit) {
      assertSafeKey(prefix);
      const url = new URL(base);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      url.searchParams.set('max-keys', String(limit));
      const xml = await (await send('GET', url)).text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1]!)).slice(0, limit);
    },
    async remove(keys) {
      for (const key of keys) {
        assertSafeKey(key);
        await send('DELETE', objectUrl(key));
      }
    },
    publicUrl(key) {
      return `${publicBase}/${key}`;
    },
  };
}
