import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../src/app';

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;
type Options = { headers?: Record<string, string>; query?: Record<string, string | string[]> };

/**
 * A browser-like client over app.inject(): keeps cookies, echoes the CSRF cookie on writes, and can
 * carry a bearer token. `res.json()` gives the parsed body.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(private readonly app: AppInstance) {}

  /** Makes sure a CSRF cookie exists, as the web client's first GET does. */
  async ensureCsrf(): Promise<string> {
    if (!this.cookies.has('ssb_csrf')) await this.get('/api/health');
    return this.cookies.get('ssb_csrf')!;
  }

  get(url: string, options: Options = {}) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: Json, options: Options = {}) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: Json, options: Options = {}) {
    return this.request('PUT', url, body, options);
  }
  patch(url: string, body?: Json, options: Options = {}) {
    return this.request('PATCH', url, body, options);
  }
  delete(url: string, options: Options = {}) {
    return this.request('DELETE', url, undefined, options);
  }

  /** A multipart/form-data POST of one file, as a browser's form sends it (cookie and CSRF header). */
  async upload(url: string, file: { field: string; filename: string; contentType: string; content: Buffer }) {
    const boundary = `----ssbtest${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    );
    const payload = Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    if (!this.bearerOnly) await this.ensureCsrf();
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...this.defaultHeaders(true), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    this.remember(res);
    return res;
  }

  async request(method: InjectOptions['method'], url: string, body?: Json, options: Options = {}): Promise<LightMyRequestResponse> {
    const writes = method !== 'GET' && method !== 'HEAD';
    if (writes && !this.bearerOnly) await this.ensureCsrf();
    const headers: Record<string, string> = { ...this.defaultHeaders(writes), ...options.headers };
    const res = await this.app.inject({
      method,
      url,
      query: options.query,
      headers,
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      ...(body !== undefined && typeof body !== 'string' && !headers['content-type'] ? { headers: { ...headers, 'content-type': 'application/json' } } : {}),
    });
    this.remember(res);
    return res;
  }

  /** A client that only sends `Authorization: Bearer` and no cookies (a script, a mobile app). */
  bearerOnly = false;

  private defaultHeaders(writes: boolean): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (!this.bearerOnly && this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (writes && this.cookies.has('ssb_csrf')) headers['x-csrf-token'] = this.cookies.get('ssb_csrf')!;
    }
    return headers;
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
