import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
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

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export type SignInput = {
  method: string;
  url: URL;
  /** headers to send and sign besides host, x-amz-date and x-amz-content-sha256 (names in any case) */
  headers: Record<string, string>;
  body?: Buffer;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
};

/**
 * The headers of an S3 request signed with AWS Signature Version 4 (header form), as S3 and every
 * S3-compatible store (R2, MinIO, B2, Spaces) accept it: the given headers plus x-amz-date,
 * x-amz-content-sha256 (the body's SHA-256, not UNSIGNED-PAYLOAD) and authorization, names in
 * lower case. Every given header is signed, content-type included, so a proxy cannot change it.
 */
export async function signS3Request(input: SignInput): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: { ...input.headers, 'x-amz-content-sha256': sha256Hex(input.body ?? '') },
    service: 's3',
    region: input.region,
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    datetime: input.date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers);
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
 * Uploaded files in an S3-compatible bucket (docs/product/accounts.md "Profile photo"), addressed path-style
 * (`{endpoint}/{bucket}/{key}`), read publicly through `publicUrl`, written only by the server.
 */
export function s3Storage(settings: S3Settings, options: { fetch?: typeof fetch; now?: () => Date } = {}): StorageDriver {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const publicBase = settings.publicUrl.replace(/\/$/, '');

  async function send(method: string, url: URL, body?: Buffer, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const headers = await signS3Request({ method, url, headers: extraHeaders, body, region: settings.region, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, date: now() });
    const res = await doFetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    if (!res.ok && !(res.status === 404 && (method === 'DELETE' || method === 'GET'))) {
      const text = await res.text().catch(() => '');
      throw new Error(`S3 ${method} ${url.pathname} failed with ${res.status}: ${text.slice(0, 300)}`);
    }
    return res;
  }

  // keys are checked by assertSafeKey first: only characters a URL path carries as they are
  const objectUrl = (key: string) => new URL(`${base}/${key}`);

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await send('PUT', objectUrl(key), body, { 'content-type': contentType, 'cache-control': 'public, max-age=3600' });
    },
    async read(key) {
      assertSafeKey(key);
      const res = await send('GET', objectUrl(key));
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
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
