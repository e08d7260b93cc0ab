import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { s3Storage, signS3Request } from '../../src/platform/s3-storage';

describe('S3-compatible storage driver', () => {
  it('signs requests exactly like the AWS Signature V4 example (GET Object)', async () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object"
    const headers = await signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('puts, lists and removes objects path-style with signed requests, and builds public links', async () => {
    const calls: { method: string; url: string; headers: Record<string, string>; body?: Uint8Array }[] = [];
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init!.method!, url, headers: init!.headers as Record<string, string>, body: init!.body as Uint8Array | undefined });
      if (init!.method === 'GET') {
        return new Response(
          '<?xml version="1.0"?><ListBucketResult><Contents><Key>profiles/u1/avatar.jpg</Key></Contents><Contents><Key>profiles/u1/old&amp;1.png</Key></Contents></ListBucketResult>',
          { status: 200 },
        );
      }
      return init!.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response('', { status: 200 });
    }) as typeof fetch;
    const storage = s3Storage(
      {
        endpoint: 'https://acc.r2.example.test/',
        region: 'auto',
        bucket: 'ssb-media',
        accessKeyId: 'AKID',
        secretAccessKey: 'SECRET',
        publicUrl: 'https://cdn.example.test/',
      },
      { fetch: fakeFetch, now: () => new Date('2026-01-02T03:04:05Z') },
    );

    const body = Buffer.from('jpeg-bytes');
    await storage.put('profiles/u1/avatar.jpg', body, 'image/jpeg');
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url).toBe('https://acc.r2.example.test/ssb-media/profiles/u1/avatar.jpg');
    expect(calls[0]!.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-amz-date': '20260102T030405Z',
      'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
    });
    expect(calls[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/20260102\/auto\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(Buffer.from(calls[0]!.body!).toString()).toBe('jpeg-bytes');

    const keys = await storage.list('profiles/u1/', 100);
    expect(keys).toEqual(['profiles/u1/avatar.jpg', 'profiles/u1/old&1.png']);
    const listUrl = new URL(calls[1]!.url);
    expect(listUrl.pathname).toBe('/ssb-media');
    expect(Object.fromEntries(listUrl.searchParams)).toEqual({ 'list-type': '2', prefix: 'profiles/u1/', 'max-keys': '100' });

    await storage.remove(['profiles/u1/old.png']);
    expect(calls[2]).toMatchObject({ method: 'DELETE', url: 'https://acc.r2.example.test/ssb-media/profiles/u1/old.png' });

    expect(storage.publicUrl('profiles/u1/avatar.jpg')).toBe('https://cdn.example.test/profiles/u1/avatar.jpg');
    await expect(storage.put('../etc/passwd', body, 'text/plain')).rejects.toThrow(/Unsafe/);
  });

  it('reports a failed upload', async () => {
    const storage = s3Storage(
      { endpoint: 'https://s3.example.test', region: 'us-east-1', bucket: 'b', accessKeyId: 'a', secretAccessKey: 's', publicUrl: 'https://s3.example.test/b' },
      { fetch: (async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 })) as typeof fetch },
    );
    await expect(storage.put('profiles/x/avatar.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403.*AccessDenied/);
  });
});
